import type { Db, Lokasi } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import { GALERI_SORT, type GaleriQuery } from './schemas.ts';

const FOTO_COLUMNS = [
  'id_galeri',
  'lokasi',
  'nama',
  'kegiatan',
  'file_path',
  'width',
  'height',
  'urutan',
  'updated_at',
] as const;

export interface FotoValues {
  lokasi: Lokasi;
  nama: string;
  kegiatan: string;
  file_path: string;
  width: number;
  height: number;
}

export function listGaleri(db: Db, query: Static<typeof GaleriQuery>) {
  let select = db.selectFrom('galeri_gereja').select(FOTO_COLUMNS);
  if (query.lokasi) select = select.where('lokasi', '=', query.lokasi);
  return listRows(db, select, query, {
    search: ['nama', 'kegiatan'],
    sort: GALERI_SORT,
    defaultSort: 'urutan',
    id: 'id_galeri',
  });
}

export function findFoto(db: Db, id: number) {
  return db.selectFrom('galeri_gereja').select(FOTO_COLUMNS).where('id_galeri', '=', id).executeTakeFirst();
}

export async function gerejaExists(db: Db, lokasi: Lokasi): Promise<boolean> {
  const row = await db.selectFrom('gereja').select('lokasi').where('lokasi', '=', lokasi).executeTakeFirst();
  return row !== undefined;
}

/** A new photo goes to the end of its church's gallery. */
export async function insertFoto(db: Db, values: FotoValues): Promise<number> {
  const last = await db
    .selectFrom('galeri_gereja')
    .select(sql<number | null>`MAX(urutan)`.as('urutan'))
    .where('lokasi', '=', values.lokasi)
    .executeTakeFirst();
  const urutan = last?.urutan == null ? 0 : Number(last.urutan) + 1;
  const result = await db
    .insertInto('galeri_gereja')
    .values({ ...values, urutan })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateFoto(db: Db, id: number, values: FotoValues & { urutan: number }): Promise<void> {
  await db.updateTable('galeri_gereja').set(values).where('id_galeri', '=', id).execute();
}

export async function deleteFoto(db: Db, id: number): Promise<void> {
  await db.deleteFrom('galeri_gereja').where('id_galeri', '=', id).execute();
}
