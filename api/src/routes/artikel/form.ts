import type { ArtikelFields } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import type { StatusValues } from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/image-store.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import type { ArtikelValues } from './queries.ts';
import { kegiatanExists } from './queries.ts';

export const KEGIATAN_ONLY_MESSAGE = 'Kegiatan hanya dapat dipilih untuk artikel berjenis kegiatan.';
export const KEGIATAN_NOT_FOUND_MESSAGE = 'Kegiatan yang dipilih tidak ditemukan.';

type ImageColumns = Pick<ArtikelValues, 'gambar_artikel' | 'gambar_artikel_width' | 'gambar_artikel_height'>;
type TextColumns = Omit<ArtikelValues, keyof ImageColumns | keyof StatusValues | 'tanggal_artikel'>;
type TextFields = Pick<
  Static<typeof ArtikelFields>,
  | 'judul_artikel'
  | 'jenis_artikel'
  | 'isi_artikel'
  | 'ayat_alkitab'
  | 'catatan_artikel'
  | 'id_kegiatan_gereja'
>;

/** The text columns of the form, after the rules the schema cannot express (the activity link). */
export async function textValues(db: Db, fields: TextFields): Promise<TextColumns> {
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

/**
 * The status columns of a save and, when it releases the article, its publication date: the moment it
 * is published, or the time it is scheduled for (so the lists order it where it will stand).
 */
export function releaseValues(
  status: StatusValues,
  current: StatusValues | undefined,
  now: string,
): StatusValues & { tanggal_artikel?: string } {
  if (status.status === 'terjadwal' && status.terbit_pada)
    return { ...status, tanggal_artikel: status.terbit_pada };
  if (status.status === 'terbit' && current && current.status !== 'terbit')
    return { ...status, tanggal_artikel: now };
  return status;
}
