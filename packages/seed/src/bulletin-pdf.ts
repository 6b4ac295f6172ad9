// A small, valid PDF written by hand (PDF 1.4: one A4 page of Helvetica text), so the demo bulletin has a
// real file to open without a PDF library. The cross-reference table holds each object's byte offset.

export interface PdfText {
  title: string;
  /** Lines under the title; an empty line leaves a gap. */
  lines: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** A PDF string literal: backslash and parentheses escaped; text outside Latin-1 becomes '?'. */
function literal(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function pageContent({ title, lines }: PdfText): string {
  const body = lines.map((line) => `${literal(line)} Tj T*`).join('\n');
  return [
    'BT',
    `/F1 18 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 18} Td`,
    `${literal(title)} Tj`,
    '/F1 11 Tf 16 TL 0 -32 Td',
    body,
    'ET',
  ].join('\n');
}

/** The bytes of a one-page PDF showing the title and lines. */
export function bulletinPdf(text: PdfText): Buffer {
  const content = Buffer.from(pageContent(text), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  // The second line's high bytes tell transfer programs the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
