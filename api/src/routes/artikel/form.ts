import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/image-store.ts';
import { textOrNull } from '../../lib/schema.ts';
import type { ArtikelValues } from './queries.ts';
import { kegiatanExists } from './queries.ts';
import type { ArtikelFields } from './schemas.ts';

export const KEGIATAN_ONLY_MESSAGE = 'Kegiatan hanya dapat dipilih untuk artikel berjenis kegiatan.';
export const KEGIATAN_NOT_FOUND_MESSAGE = 'Kegiatan yang dipilih tidak ditemukan.';

type ImageColumns = Pick<ArtikelValues, 'gambar_artikel' | 'gambar_artikel_width' | 'gambar_artikel_height'>;

/** The text columns of the form, after the rules the schema cannot express (the activity link). */
export async function textValues(
  db: Db,
  fields: Static<typeof ArtikelFields>,
): Promise<Omit<ArtikelValues, keyof ImageColumns>> {
  const idKegiatan = fields.id_kegiatan_gereja || null;
  if (idKegiatan !== null) {
    if (fields.jenis_artikel !== 'kegiatan') throw httpError(400, KEGIATAN_ONLY_MESSAGE);
    if (!(await kegiatanExists(db, idKegiatan))) throw httpError(400, KEGIATAN_NOT_FOUND_MESSAGE);
  }
  return {
    judul_artikel: fields.judul_artikel.trim(),
    jenis_artikel: fields.jenis_artikel,
    isi_artikel: fields.isi_artikel,
    ayat_alkitab: textOrNull(fields.ayat_alkitab),
    catatan_artikel: textOrNull(fields.catatan_artikel),
    id_kegiatan_gereja: idKegiatan,
  };
}

export function imageColumns(image: StoredImage | null | undefined): ImageColumns {
  return {
    gambar_artikel: image?.file_path ?? null,
    gambar_artikel_width: image?.width ?? null,
    gambar_artikel_height: image?.height ?? null,
  };
}

/** The image columns of a stored article, to keep them as they are. */
export function storedImageColumns(row: ImageColumns): ImageColumns {
  const { gambar_artikel, gambar_artikel_width, gambar_artikel_height } = row;
  return { gambar_artikel, gambar_artikel_width, gambar_artikel_height };
}
