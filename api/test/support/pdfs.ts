import { bulletinPdf } from '@gkj/seed';

/**
 * PDFs for the bulletin tests: a real small one (the seed's, which a browser opens), and hand-made ones
 * that are encrypted in each of the two places a PDF may say so.
 */

export const smallPdf = () =>
  bulletinPdf({ title: 'Warta Jemaat Minggu, 3 Mei 2026', lines: ['Ibadah Minggu pukul 07.00 WIB.'] });

/** A PDF of the given objects (numbered from 1) with a classic cross-reference table and trailer. */
function pdfOf(objects: string[], trailer: string): Buffer {
  let body = '%PDF-1.6\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n${trailer}\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** The standard security handler's dictionary (RC4, 40 bits), as a password-protected PDF carries it. */
const ENCRYPTION =
  '<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A> /U <7A4B3A3E2D3F1C8E5E0B2E4C7D6A1B3C9F8E7D6C5B4A39281706F5E4D3C2B1A0> >>';

/** Encrypted, said in its trailer: `/Encrypt 4 0 R`. */
export const encryptedPdf = () =>
  pdfOf(
    [...PAGES, ENCRYPTION],
    '<< /Size 5 /Root 1 0 R /Encrypt 4 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>] >>',
  );

/** Encrypted, said in a cross-reference stream's dictionary (PDF 1.5 and later), which has no trailer. */
export const encryptedXrefStreamPdf = () =>
  Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      '5 0 obj\n<</Type/XRef/Size 6/W[1 2 1]/Root 1 0 R/Encrypt 4 0 R/Filter/FlateDecode/Length 3>>stream\nabc\nendstream\nendobj',
      'startxref\n9\n%%EOF\n',
    ].join('\n'),
    'latin1',
  );

/** Not encrypted, though a name that merely starts with "Encrypt" appears in it. */
export const plainPdfNamingEncryptMetadata = () =>
  pdfOf(PAGES, '<< /Size 4 /Root 1 0 R /EncryptMetadata false >>');
