import { type Static, Type } from 'typebox';
import { integers, MessageWithData, StoredImage } from '../answers.ts';
import { Id } from '../fields.ts';

export const GambarKegiatan = Type.Object({
  ...integers('id_gambar_kegiatan', 'id_kegiatan_gereja'),
  nama_gambar_kegiatan: Type.String(),
  ...StoredImage.properties,
  /** 1 = the activity's cover image (at most one per activity). */
  is_thumbnail: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type GambarKegiatan = Static<typeof GambarKegiatan>;

export const GambarList = Type.Array(GambarKegiatan);
export type GambarList = Static<typeof GambarList>;

/** The text field of the upload form; the files come in `gambar[]` (or `gambar`). */
export const UploadFields = Type.Object({ id_kegiatan_gereja: Id() });
export type UploadFields = Static<typeof UploadFields>;

export const GambarUploaded = MessageWithData(GambarList);
export type GambarUploaded = Static<typeof GambarUploaded>;
export const GambarSaved = MessageWithData(GambarKegiatan);
export type GambarSaved = Static<typeof GambarSaved>;
