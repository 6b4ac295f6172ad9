import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { cachedTotal, listRows, searched } from '../../lib/list-query.ts';
import { listGambarOf } from '../gambar-kegiatan/queries.ts';
import { KEGIATAN_UPCOMING_FIRST, type KegiatanQuery } from './schemas.ts';
import { TODAY, upcomingFirstOrder } from './upcoming-first.ts';

export type KegiatanValues = {
  nama_kegiatan_gereja: string;
  waktu_kegiatan_gereja: string;
  jam_kegiatan_gereja: string | null;
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
  'k.jam_kegiatan_gereja',
  'k.updated_at',
] as const;

const SEARCH = ['k.nama_kegiatan_gereja', 'k.tema_kegiatan_gereja', 'k.tempat_kegiatan_gereja'] as const;

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

function toKegiatan({ file_path, width, height, jam_kegiatan_gereja, ...row }: Joined) {
  const gambar_thumbnail =
    file_path && width !== null && height !== null ? { file_path, width, height } : null;
  // TIME reads as 'HH:MM:SS'; the answer says 'HH:MM', as the form and the pages show it.
  return { ...row, jam_kegiatan_gereja: jam_kegiatan_gereja?.slice(0, 5) ?? null, gambar_thumbnail };
}

const ORDER_KEYS = ['k.id_kegiatan_gereja', 'k.waktu_kegiatan_gereja', 'k.jam_kegiatan_gereja'] as const;

/**
 * One page of the activities matching `q`, upcoming first (see upcoming-first.ts). The page is chosen
 * among the order keys alone, which the index holds (each half reads at most the keys up to the end of
 * the page); only the page's own rows are then read in full, with their covers.
 */
async function upcomingFirstPage(db: Db, query: Static<typeof KegiatanQuery>) {
  const filtered = searched(db.selectFrom('kegiatan_gereja as k').select(ORDER_KEYS), query.q, [...SEARCH]);
  const offset = (query.page - 1) * query.per_page;
  const upcoming = filtered
    .where('k.waktu_kegiatan_gereja', '>=', TODAY)
    .orderBy('k.waktu_kegiatan_gereja')
    .orderBy('k.jam_kegiatan_gereja')
    .orderBy('k.id_kegiatan_gereja')
    .limit(offset + query.per_page);
  const past = filtered
    .where('k.waktu_kegiatan_gereja', '<', TODAY)
    .orderBy('k.waktu_kegiatan_gereja', 'desc')
    .orderBy('k.jam_kegiatan_gereja', 'desc')
    .orderBy('k.id_kegiatan_gereja', 'desc')
    .limit(offset + query.per_page);
  const pageKeys = db
    .selectFrom(
      db
        .selectFrom(upcoming.as('u'))
        .selectAll()
        .unionAll(db.selectFrom(past.as('p')).selectAll())
        .as('k'),
    )
    .selectAll()
    .orderBy(upcomingFirstOrder('k'))
    .limit(query.per_page)
    .offset(offset);
  const page = selectKegiatan(db)
    .innerJoin(pageKeys.as('halaman'), 'halaman.id_kegiatan_gereja', 'k.id_kegiatan_gereja')
    .orderBy(upcomingFirstOrder('k'));
  const [rows, total] = await Promise.all([page.execute(), cachedTotal(db, filtered)]);
  return { data: rows.map(toKegiatan), total };
}

/** The list: upcoming first unless a column sort is asked for (the admin's table headers). */
export async function listKegiatan(db: Db, query: Static<typeof KegiatanQuery>) {
  if (!query.sort || query.sort === KEGIATAN_UPCOMING_FIRST) return upcomingFirstPage(db, query);
  const result = await listRows(db, selectKegiatan(db), query, {
    search: [...SEARCH],
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

/** Every activity, upcoming first: the static build reads them all, in the order the list pages have. */
export async function allKegiatan(db: Db) {
  const rows = await selectKegiatan(db).orderBy(upcomingFirstOrder('k')).execute();
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
      'jam_kegiatan_gereja',
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
