import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import { listGambarOf } from '../gambar-kegiatan/queries.ts';
import type { KegiatanQuery } from './schemas.ts';

export type KegiatanValues = {
  nama_kegiatan_gereja: string;
  waktu_kegiatan_gereja: string;
  tema_kegiatan_gereja: string | null;
  tempat_kegiatan_gereja: string | null;
  deskripsi_kegiatan_gereja: string | null;
};

const COLUMNS = [
  'k.id_kegiatan_gereja',
  'k.nama_kegiatan_gereja',
  'k.deskripsi_kegiatan_gereja',
  'k.tema_kegiatan_gereja',
  'k.tempat_kegiatan_gereja',
  'k.waktu_kegiatan_gereja',
  'k.updated_at',
] as const;

/** Activities with their cover image, if any (the upload and cover routes keep at most one per activity). */
function selectKegiatan(db: Db) {
  return db
    .selectFrom('kegiatan_gereja as k')
    .leftJoin('gambar_kegiatan as g', (join) =>
      join.onRef('g.id_kegiatan_gereja', '=', 'k.id_kegiatan_gereja').on('g.is_thumbnail', '=', 1),
    )
    .select([...COLUMNS, 'g.file_path', 'g.width', 'g.height']);
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectKegiatan>['execute']>>[number];

function toKegiatan({ file_path, width, height, ...row }: Joined) {
  const gambar_thumbnail =
    file_path && width !== null && height !== null ? { file_path, width, height } : null;
  return { ...row, gambar_thumbnail };
}

export async function listKegiatan(db: Db, query: Static<typeof KegiatanQuery>) {
  const result = await listRows(db, selectKegiatan(db), query, {
    search: ['k.nama_kegiatan_gereja', 'k.tema_kegiatan_gereja', 'k.tempat_kegiatan_gereja'],
    sort: {
      nama_kegiatan_gereja: 'k.nama_kegiatan_gereja',
      tema_kegiatan_gereja: 'k.tema_kegiatan_gereja',
      tempat_kegiatan_gereja: 'k.tempat_kegiatan_gereja',
      waktu_kegiatan_gereja: 'k.waktu_kegiatan_gereja',
    },
    defaultSort: 'waktu_kegiatan_gereja',
    defaultOrder: 'desc',
    id: 'k.id_kegiatan_gereja',
  });
  return { data: result.data.map(toKegiatan), total: result.total };
}

/** Every activity, newest first: the public home page and the static build read them all. */
export async function allKegiatan(db: Db) {
  const rows = await selectKegiatan(db)
    .orderBy('k.waktu_kegiatan_gereja', 'desc')
    .orderBy('k.id_kegiatan_gereja', 'desc')
    .execute();
  return rows.map(toKegiatan);
}

/** Every activity with all its images: two queries, whatever the number of activities. */
export async function allKegiatanWithGambar(db: Db) {
  const [activities, images] = await Promise.all([allKegiatan(db), listGambarOf(db)]);
  const byActivity = Map.groupBy(images, (image) => image.id_kegiatan_gereja);
  return activities.map((activity) => ({
    ...activity,
    gambar: byActivity.get(activity.id_kegiatan_gereja) ?? [],
  }));
}

export async function findKegiatan(db: Db, id: number) {
  const row = await selectKegiatan(db).where('k.id_kegiatan_gereja', '=', id).executeTakeFirst();
  return row && toKegiatan(row);
}

/** The record just written in this transaction. */
export async function savedKegiatan(db: Db, id: number) {
  return toKegiatan(
    await selectKegiatan(db).where('k.id_kegiatan_gereja', '=', id).executeTakeFirstOrThrow(),
  );
}

/** The stored values of one activity, its row locked until the transaction ends. */
export function lockKegiatan(db: Db, id: number) {
  return db
    .selectFrom('kegiatan_gereja')
    .select([
      'id_kegiatan_gereja',
      'nama_kegiatan_gereja',
      'waktu_kegiatan_gereja',
      'tema_kegiatan_gereja',
      'tempat_kegiatan_gereja',
      'deskripsi_kegiatan_gereja',
    ])
    .where('id_kegiatan_gereja', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertKegiatan(db: Db, values: KegiatanValues): Promise<number> {
  const result = await db.insertInto('kegiatan_gereja').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateKegiatan(db: Db, id: number, values: KegiatanValues): Promise<void> {
  await db.updateTable('kegiatan_gereja').set(values).where('id_kegiatan_gereja', '=', id).execute();
}

/** Deletes the activity (its image rows go with it) and answers the image files to remove. */
export async function deleteKegiatan(db: Db, id: number): Promise<string[]> {
  const images = await db
    .selectFrom('gambar_kegiatan')
    .select('file_path')
    .where('id_kegiatan_gereja', '=', id)
    .execute();
  await db.deleteFrom('kegiatan_gereja').where('id_kegiatan_gereja', '=', id).execute();
  return images.map((image) => image.file_path);
}
