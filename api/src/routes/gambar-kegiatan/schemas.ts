import { Type } from 'typebox';
import { Id, MessageWithData } from '../../lib/schema.ts';

export const GambarKegiatan = Type.Object({
  id_gambar_kegiatan: Type.Integer(),
  id_kegiatan_gereja: Type.Integer(),
  nama_gambar_kegiatan: Type.String(),
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** 1 = the activity's cover image (at most one per activity). */
  is_thumbnail: Type.Integer({ minimum: 0, maximum: 1 }),
});

export const GambarList = Type.Array(GambarKegiatan);

/** The text field of the upload form; the files come in `gambar[]` (or `gambar`). */
export const UploadFields = Type.Object({ id_kegiatan_gereja: Id() });

export const GambarUploaded = MessageWithData(GambarList);
export const GambarSaved = MessageWithData(GambarKegiatan);
