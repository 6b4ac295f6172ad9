import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { bylineOf } from '../../lib/byline.ts';
import { listRows } from '../../lib/list-query.ts';
import { EXCERPT_SOURCE_LENGTH, excerptOf } from './excerpt.ts';
import { ARTIKEL_SORT, type ArtikelQuery, type JenisArtikel } from './schemas.ts';

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
] as const;

/** The columns a write sets from the form. */
export interface ArtikelValues {
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
export async function listArtikel(db: Db, query: Static<typeof ArtikelQuery>) {
  // Only the start of the body is read: a list of long articles never moves their whole text.
  // The owner id decides `dapat_diubah`; the answer's schema never lets it out.
  let select = db
    .selectFrom('artikel')
    .select([
      ...SUMMARY_COLUMNS,
      'id_user_author',
      sql<string>`LEFT(isi_artikel, ${EXCERPT_SOURCE_LENGTH})`.as('awal_isi'),
    ]);
  if (query.jenis && query.jenis !== 'semua') select = select.where('jenis_artikel', '=', query.jenis);
  const result = await listRows(db, select, query, {
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

/** Every article, newest first, for the static build. */
export async function allArtikel(db: Db) {
  const rows = await db
    .selectFrom('artikel')
    .select([...SUMMARY_COLUMNS, 'isi_artikel'])
    .orderBy('tanggal_artikel', 'desc')
    .orderBy('id_artikel', 'desc')
    .execute();
  return rows.map(withExcerpt);
}

export async function findAuthorId(db: Db, id: number) {
  return db.selectFrom('artikel').select('id_user_author').where('id_artikel', '=', id).executeTakeFirst();
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
export async function insertArtikel(
  db: Db,
  values: ArtikelValues,
  user: { id_user: number },
): Promise<number> {
  const author = await bylineOf(db, user.id_user);
  const result = await db
    .insertInto('artikel')
    .values({ ...values, author, id_user_author: user.id_user })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateArtikel(db: Db, id: number, values: ArtikelValues): Promise<void> {
  await db.updateTable('artikel').set(values).where('id_artikel', '=', id).execute();
}

export async function deleteArtikel(db: Db, id: number): Promise<void> {
  await db.deleteFrom('artikel').where('id_artikel', '=', id).execute();
}
