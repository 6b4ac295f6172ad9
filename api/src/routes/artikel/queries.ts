import { ARTIKEL_SORT, type ArtikelQuery, type JenisArtikel } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { bylineOf } from '../../lib/byline.ts';
import {
  type ContentViewer,
  isPublic,
  revisionOf,
  type StatusValues,
  seenBy,
} from '../../lib/content-workflow.ts';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';
import { EXCERPT_SOURCE_LENGTH, excerptOf } from './excerpt.ts';

const SUMMARY_COLUMNS = [
  'id_artikel',
  'judul_artikel',
  'jenis_artikel',
  'ayat_alkitab',
  'catatan_artikel',
  'gambar_artikel',
  'gambar_artikel_width',
  'gambar_artikel_height',
  'id_kegiatan_gereja',
  'tanggal_artikel',
  'author',
  'updated_at',
  'status',
  'terbit_pada',
  'catatan_tinjauan',
] as const;

/** The columns a write sets from the form (and, when it is released, its publication date). */
export interface ArtikelValues extends StatusValues {
  tanggal_artikel?: string;
  judul_artikel: string;
  jenis_artikel: JenisArtikel;
  isi_artikel: string;
  ayat_alkitab: string | null;
  catatan_artikel: string | null;
  id_kegiatan_gereja: number | null;
  gambar_artikel: string | null;
  gambar_artikel_width: number | null;
  gambar_artikel_height: number | null;
}

/** A page of articles, each with its writer's user id (for `dapat_diubah`; the answer's schema drops it). */
export async function listArtikel(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof ArtikelQuery>,
  viewer: ContentViewer,
) {
  // Only the start of the body is read: a list of long articles never moves their whole text.
  // The owner id decides `dapat_diubah`; the answer's schema never lets it out.
  const all = db
    .selectFrom('artikel')
    .select([
      ...SUMMARY_COLUMNS,
      'id_user_author',
      sql<string>`LEFT(isi_artikel, ${EXCERPT_SOURCE_LENGTH})`.as('awal_isi'),
    ]);
  let select = seenBy(all, viewer, { status: query.status, owner: 'id_user_author' });
  if (query.jenis && query.jenis !== 'semua') select = select.where('jenis_artikel', '=', query.jenis);
  const result = await listRows(aggregates, select, query, {
    search: ['judul_artikel', 'author', 'jenis_artikel'],
    sort: ARTIKEL_SORT,
    defaultSort: 'tanggal_artikel',
    defaultOrder: 'desc',
    id: 'id_artikel',
  });
  const data = result.data.map(({ awal_isi, ...row }) => ({ ...row, excerpt: excerptOf(awal_isi) }));
  return { data, total: result.total };
}

const withExcerpt = <Row extends { isi_artikel: string }>(row: Row) => ({
  ...row,
  excerpt: excerptOf(row.isi_artikel),
});

/** One article with every column (the owner id too, for the ownership check; the answer drops it). */
export async function findArtikel(db: Db, id: number) {
  const row = await db.selectFrom('artikel').selectAll().where('id_artikel', '=', id).executeTakeFirst();
  return row && withExcerpt(row);
}

/** One article as the viewer may see it: an article they may not see is answered as unknown. */
export async function findArtikelFor(db: Db, id: number, viewer: ContentViewer) {
  const row = await seenBy(db.selectFrom('artikel').selectAll(), viewer, { owner: 'id_user_author' })
    .where('id_artikel', '=', id)
    .executeTakeFirst();
  return row && withExcerpt(row);
}

/** Every public article, newest first, for the static build. */
export async function allArtikel(db: Db) {
  const rows = await db
    .selectFrom('artikel')
    .select([...SUMMARY_COLUMNS, 'isi_artikel'])
    .where(isPublic())
    .orderBy('tanggal_artikel', 'desc')
    .orderBy('id_artikel', 'desc')
    .execute();
  return rows.map(withExcerpt);
}

/** Who wrote an article and where it stands: what decides whether a penulis may change it. */
export async function findOwnership(db: Db, id: number) {
  return db
    .selectFrom('artikel')
    .select(['id_user_author', 'status'])
    .where('id_artikel', '=', id)
    .executeTakeFirst();
}

export async function kegiatanExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('kegiatan_gereja')
    .select('id_kegiatan_gereja')
    .where('id_kegiatan_gereja', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts an article written by the user, under their display name (see byline.ts); tanggal_artikel is
 * the database's now (WIB).
 */
async function insertArtikel(db: Db, values: ArtikelValues, user: { id_user: number }): Promise<number> {
  const author = await bylineOf(db, user.id_user);
  const result = await db
    .insertInto('artikel')
    .values({ ...values, author, id_user_author: user.id_user })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** The fields a revision keeps, and restoring one writes back: the text and choices, not the image. */
export const ARTIKEL_REVISION_FIELDS = [
  'judul_artikel',
  'jenis_artikel',
  'isi_artikel',
  'ayat_alkitab',
  'catatan_artikel',
  'id_kegiatan_gereja',
] as const;

type ArtikelRow = NonNullable<Awaited<ReturnType<typeof findArtikel>>>;

/** Articles as the write module handles them; an article's image file goes with it. */
export const ARTIKEL = recordKind('artikel', findArtikel, 'Artikel tidak ditemukan.', {
  published: 'artikel',
  insert: insertArtikel,
  files: (row) => [row.gambar_artikel],
  deletedAudit: ({ judul_artikel, author }) => ({ judul_artikel, author }),
  revision: revisionOf<ArtikelRow, (typeof ARTIKEL_REVISION_FIELDS)[number]>(
    'artikel',
    ARTIKEL_REVISION_FIELDS,
  ),
});
