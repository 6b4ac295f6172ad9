import { type Static, Type } from 'typebox';

/** The rules every upload is held to, so a client can refuse a file before sending it. */
export const UploadRules = Type.Object({
  /** Largest file accepted, in bytes (UPLOAD_MAX_BYTES; a larger one answers 413). */
  ukuran_maks_berkas: Type.Integer(),
  /** Most files in one request (UPLOAD_MAX_FILES). */
  jumlah_maks_berkas: Type.Integer(),
  /** Declared types of the accepted image formats; the server still judges each file by its bytes. */
  jenis_berkas: Type.Array(Type.String()),
});
export type UploadRules = Static<typeof UploadRules>;
