/**
 * The rules of a bulletin's PDF (warta jemaat), for the API that checks it and the dashboard that refuses
 * a file before sending it. Plain values, no dependencies: the server still judges every file by its bytes.
 */

/** The largest PDF a bulletin takes: 10 MB (MiB, as the upload limits count). */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

/** The folder under /uploads that holds bulletin PDFs: `/uploads/warta-jemaat/<32 hex>.pdf`. */
export const PDF_FOLDER = 'warta-jemaat';

export const PDF_TOO_LARGE_MESSAGE = 'Berkas PDF maksimal 10 MB.';
export const PDF_ENCRYPTED_MESSAGE = 'PDF terenkripsi tidak dapat diunggah.';
export const NOT_A_PDF_MESSAGE = 'Berkas harus berupa PDF.';
export const NOT_A_SUNDAY_MESSAGE = 'Tanggal warta harus hari Minggu.';

/** The name a bulletin's PDF is offered under: `warta-2026-05-03.pdf`. */
export const pdfFileName = (tanggal: string) => `warta-${tanggal.slice(0, 10)}.pdf`;
