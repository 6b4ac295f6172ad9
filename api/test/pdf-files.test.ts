// The bytes a bulletin's PDF is judged by (lib/pdf-files.ts), for the ways a PDF may say it is encrypted.
import { describe, expect, it } from 'vitest';
import { isEncryptedPdf, pdfProblem } from '../src/lib/pdf-files.ts';
import {
  encryptedPdf,
  encryptedXrefStreamPdf,
  plainPdfNamingEncryptMetadata,
  smallPdf,
} from './support/pdfs.ts';

describe('pdfProblem', () => {
  it('accepts a plain PDF', () => {
    expect(pdfProblem(smallPdf())).toBeUndefined();
    expect(isEncryptedPdf(smallPdf())).toBe(false);
  });

  it('finds /Encrypt in a trailer and in a cross-reference stream, and only the name itself', () => {
    expect(pdfProblem(encryptedPdf())).toBe('PDF terenkripsi tidak dapat diunggah.');
    expect(pdfProblem(encryptedXrefStreamPdf())).toBe('PDF terenkripsi tidak dapat diunggah.');
    expect(pdfProblem(plainPdfNamingEncryptMetadata())).toBeUndefined();
  });

  it('needs the PDF header at the very start', () => {
    expect(pdfProblem(Buffer.from('%PDF'))).toBe('Berkas harus berupa PDF.');
    expect(pdfProblem(Buffer.concat([Buffer.from(' '), smallPdf()]))).toBe('Berkas harus berupa PDF.');
    expect(pdfProblem(Buffer.from('%!PS-Adobe-3.0'))).toBe('Berkas harus berupa PDF.');
  });
});
