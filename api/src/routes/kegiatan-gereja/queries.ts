import { KEGIATAN_UPCOMING_FIRST, type KegiatanQuery } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import {
  type ContentViewer,
  isPublic,
  revisionOf,
  type StatusValues,
  seenBy,
} from '../../lib/content-workflow.ts';
import { cachedTotal, listRows, searched } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { deletedByRoute, recordKind } from '../../lib/records.ts';
import { deleteRevisions } from '../../lib/revisions.ts';
import { listGambarOf } from '../gambar-kegiatan/queries.ts';
import { TODAY, upcomingFirstOrder } from './upcoming-first.ts';

export const KEGIATAN_NOT_FOUND = 'Kegiatan tidak ditemukan.';

export type KegiatanValues = StatusValues & {
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
  'k.status',
  'k.terbit_pada',
  'k.catatan_tinjauan',
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
async function upcomingFirstPage(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof KegiatanQuery>,
  viewer: ContentViewer,
) {
  const keys = seenBy(db.selectFrom('kegiatan_gereja as k').select(ORDER_KEYS), viewer, {
    status: query.status,
    alias: 'k',
  });
  const filtered = searched(keys, query.q, [...SEARCH]);
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
  const [rows, total] = await Promise.all([page.execute(), cachedTotal(aggregates, filtered)]);
  return { data: rows.map(toKegiatan), total };
}

/** The list: upcoming first unless a column sort is asked for (the admin's table headers). */
export async function listKegiatan(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof KegiatanQuery>,
  viewer: ContentViewer,
) {
  if (!query.sort || query.sort === KEGIATAN_UPCOMING_FIRST) {
    return upcomingFirstPage(db, aggregates, query, viewer);
  }
  const select = seenBy(selectKegiatan(db), viewer, { status: query.status, alias: 'k' });
  const result = await listRows(aggregates, select, query, {
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

/** Every public activity, upcoming first: the static build reads them all, in the lists' order. */
export async function allKegiatan(db: Db) {
  const rows = await selectKegiatan(db).where(isPublic('k')).orderBy(upcomingFirstOrder('k')).execute();
  return rows.map(toKegiatan);
}

/**
 * Every public activity with all its images (two queries, whatever the number of activities), or one
 * activity whatever its status (`id`, a preview).
 */
export async function allKegiatanWithGambar(db: Db, id?: number) {
  const [activities, images] = await Promise.all([
    id === undefined ? allKegiatan(db) : findKegiatan(db, id).then((row) => (row ? [row] : [])),
    listGambarOf(db, id),
  ]);
  const byActivity = Map.groupBy(images, (image) => image.id_kegiatan_gereja);
  return activities.map((activity) => ({
    ...activity,
    gambar: byActivity.get(activity.id_kegiatan_gereja) ?? [],
  }));
}

export async function findKegiatan(db: Db, id: number, viewer: ContentViewer = { sees: 'all' }) {
  const row = await seenBy(selectKegiatan(db), viewer, { alias: 'k' })
    .where('k.id_kegiatan_gereja', '=', id)
    .executeTakeFirst();
  return row && toKegiatan(row);
}

/** The fields a revision keeps, and restoring one writes back (the images have their own screen). */
export const KEGIATAN_REVISION_FIELDS = [
  'nama_kegiatan_gereja',
  'waktu_kegiatan_gereja',
  'jam_kegiatan_gereja',
  'tema_kegiatan_gereja',
  'tempat_kegiatan_gereja',
  'deskripsi_kegiatan_gereja',
] as const;

type KegiatanRow = NonNullable<Awaited<ReturnType<typeof findKegiatan>>>;

export const kegiatanRevision = revisionOf<KegiatanRow, (typeof KEGIATAN_REVISION_FIELDS)[number]>(
  'kegiatan_gereja',
  KEGIATAN_REVISION_FIELDS,
);

/** Activities as the write module handles them; a delete is the route's own (it takes the images along). */
export const KEGIATAN = deletedByRoute(
  recordKind('kegiatan_gereja', (db: Db, id: number) => findKegiatan(db, id), KEGIATAN_NOT_FOUND, {
    published: 'kegiatan',
    revision: kegiatanRevision,
  }),
);

/** The stored values of one activity, its row locked until the transaction ends. */
export function lockKegiatan(db: Db, id: number) {
  return db
    .selectFrom('kegiatan_gereja')
    .select(['id_kegiatan_gereja', ...KEGIATAN_REVISION_FIELDS, 'status', 'terbit_pada', 'catatan_tinjauan'])
    .where('id_kegiatan_gereja', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes the activity (its image rows go with it) and answers the image files to remove. */
export async function deleteKegiatan(db: Db, id: number): Promise<string[]> {
  const images = await db
    .selectFrom('gambar_kegiatan')
    .select('file_path')
    .where('id_kegiatan_gereja', '=', id)
    .execute();
  await db.deleteFrom('kegiatan_gereja').where('id_kegiatan_gereja', '=', id).execute();
  await deleteRevisions(db, 'kegiatan_gereja', id);
  return images.map((image) => image.file_path);
}
