import {
  NOT_A_PDF_MESSAGE,
  PDF_ENCRYPTED_MESSAGE,
  PDF_MAX_BYTES,
  PDF_TOO_LARGE_MESSAGE,
} from '@gkj/contract';

/**
 * What a bulletin's PDF is held to, judged by its bytes alone (never its name or declared type): it starts
 * with the PDF header, it is at most 10 MB, and it is not encrypted. An encrypted PDF cannot be opened
 * without its password by every reader, and its content cannot be checked: the trailer (or, since PDF 1.5,
 * the cross-reference stream's dictionary) names its /Encrypt dictionary.
 */

const HEADER = Buffer.from('%PDF-', 'latin1');

/** The PDF name `/Encrypt`, ended by whitespace or a delimiter (`/EncryptMetadata` is another name). */
const ENCRYPT_NAME = /\/Encrypt(?=[\s()<>[\]{}/%]|$)/;
/** A cross-reference stream's type, wherever the writer put its spaces. */
const XREF_STREAM_TYPE = /\/Type\s*\/XRef(?=[\s()<>[\]{}/%]|$)/g;

/** The `<< … >>` dictionary that opens at `start`, nested dictionaries included (strings ignored). */
function dictionaryAt(text: string, start: number): string {
  let depth = 0;
  for (let at = start; at < text.length - 1; at++) {
    const pair = text.slice(at, at + 2);
    if (pair === '<<') {
      depth++;
      at++;
    } else if (pair === '>>') {
      depth--;
      at++;
      if (depth === 0) return text.slice(start, at + 1);
    }
  }
  return text.slice(start);
}

/** The dictionaries that may name the encryption: every trailer's and every cross-reference stream's. */
function trailerDictionaries(text: string): string[] {
  const dictionaries: string[] = [];
  for (const match of text.matchAll(/trailer\s*<</g)) {
    dictionaries.push(dictionaryAt(text, match.index + match[0].length - 2));
  }
  for (const match of text.matchAll(XREF_STREAM_TYPE)) {
    // The stream's dictionary lies between its object's `obj` and its `stream` keyword.
    const opened = text.lastIndexOf('obj', match.index);
    const streamAt = text.indexOf('stream', match.index);
    dictionaries.push(text.slice(opened === -1 ? 0 : opened, streamAt === -1 ? undefined : streamAt));
  }
  return dictionaries;
}

export function isEncryptedPdf(buffer: Buffer): boolean {
  // Latin-1 keeps one character per byte, so the PDF's keywords read as they are written.
  return trailerDictionaries(buffer.toString('latin1')).some((dictionary) => ENCRYPT_NAME.test(dictionary));
}

/** Why the bytes are refused as a bulletin's PDF, or undefined when they are accepted. */
export function pdfProblem(buffer: Buffer): string | undefined {
  if (buffer.length > PDF_MAX_BYTES) return PDF_TOO_LARGE_MESSAGE;
  if (buffer.length < HEADER.length || !buffer.subarray(0, HEADER.length).equals(HEADER)) {
    return NOT_A_PDF_MESSAGE;
  }
  if (isEncryptedPdf(buffer)) return PDF_ENCRYPTED_MESSAGE;
  return undefined;
}
