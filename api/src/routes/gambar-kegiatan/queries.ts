import type { Db } from '@gkj/db';
import { STORED_IMAGE_COLUMNS, type StoredImage } from '../../lib/image-store.ts';

const COLUMNS = [
  'id_gambar_kegiatan',
  'id_kegiatan_gereja',
  'nama_gambar_kegiatan',
  ...STORED_IMAGE_COLUMNS,
  'is_thumbnail',
] as const;

/** Images of one activity, or of all activities without an id, in upload order. */
export function listGambarOf(db: Db, idKegiatan?: number) {
  let select = db.selectFrom('gambar_kegiatan').select(COLUMNS);
  if (idKegiatan !== undefined) select = select.where('id_kegiatan_gereja', '=', idKegiatan);
  return select.orderBy('id_kegiatan_gereja').orderBy('id_gambar_kegiatan').execute();
}

export function findGambar(db: Db, id: number) {
  return db
    .selectFrom('gambar_kegiatan')
    .select(COLUMNS)
    .where('id_gambar_kegiatan', '=', id)
    .executeTakeFirst();
}

const selectActivity = (db: Db, idKegiatan: number) =>
  db.selectFrom('kegiatan_gereja').select('id_kegiatan_gereja').where('id_kegiatan_gereja', '=', idKegiatan);

/**
 * Locks the activity row. Every change of an activity's images takes this lock first, so two of
 * them never both decide which image is the cover.
 */
export async function lockActivity(db: Db, idKegiatan: number): Promise<boolean> {
  return (await selectActivity(db, idKegiatan).forUpdate().executeTakeFirst()) !== undefined;
}

/** The image read again under its activity's lock, so it cannot change or vanish before the commit. */
export async function lockGambar(db: Db, id: number) {
  const found = await findGambar(db, id);
  if (!found || !(await lockActivity(db, found.id_kegiatan_gereja))) return undefined;
  return findGambar(db, id);
}

export async function activityExists(db: Db, idKegiatan: number): Promise<boolean> {
  return (await selectActivity(db, idKegiatan).executeTakeFirst()) !== undefined;
}

export async function hasCover(db: Db, idKegiatan: number): Promise<boolean> {
  const row = await db
    .selectFrom('gambar_kegiatan')
    .select('id_gambar_kegiatan')
    .where('id_kegiatan_gereja', '=', idKegiatan)
    .where('is_thumbnail', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGambar(
  db: Db,
  values: { id_kegiatan_gereja: number; nama_gambar_kegiatan: string; is_thumbnail: number } & StoredImage,
): Promise<number> {
  const result = await db.insertInto('gambar_kegiatan').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Makes one image the activity's only cover. */
export async function setCover(db: Db, idKegiatan: number, idGambar: number): Promise<void> {
  await db
    .updateTable('gambar_kegiatan')
    .set((eb) => ({
      is_thumbnail: eb.case().when('id_gambar_kegiatan', '=', idGambar).then(1).else(0).end(),
    }))
    .where('id_kegiatan_gereja', '=', idKegiatan)
    .execute();
}

export async function deleteGambar(db: Db, id: number): Promise<void> {
  await db.deleteFrom('gambar_kegiatan').where('id_gambar_kegiatan', '=', id).execute();
}

/** The oldest image left of an activity: it becomes the cover when the cover is deleted. */
export async function oldestGambar(db: Db, idKegiatan: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('gambar_kegiatan')
    .select('id_gambar_kegiatan')
    .where('id_kegiatan_gereja', '=', idKegiatan)
    .orderBy('id_gambar_kegiatan')
    .limit(1)
    .executeTakeFirst();
  return row?.id_gambar_kegiatan;
}
