import type { Db, Lokasi } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { listRows } from '../../lib/list-query.ts';
import type { InventarisQuery } from './schemas.ts';

export type InventarisValues = {
  nama_inventaris: string;
  jenis_inventaris: string;
  jumlah_inventaris: number;
  lokasi_inventaris: Lokasi;
};

function selectInventaris(db: Db) {
  return db
    .selectFrom('inventaris')
    .select([
      'id_inventaris',
      'nama_inventaris',
      'jenis_inventaris',
      'jumlah_inventaris',
      'lokasi_inventaris',
      'updated_at',
    ]);
}

export function listInventaris(db: Db, query: Static<typeof InventarisQuery>) {
  return listRows(db, selectInventaris(db), query, {
    search: ['nama_inventaris', 'jenis_inventaris', 'lokasi_inventaris'],
    sort: {
      nama_inventaris: 'nama_inventaris',
      jenis_inventaris: 'jenis_inventaris',
      jumlah_inventaris: 'jumlah_inventaris',
      lokasi_inventaris: 'lokasi_inventaris',
    },
    defaultSort: 'nama_inventaris',
    id: 'id_inventaris',
  });
}

export function findInventaris(db: Db, id: number) {
  return selectInventaris(db).where('id_inventaris', '=', id).executeTakeFirst();
}

/** The record, or a 404 with the resource's text. */
export async function getInventaris(db: Db, id: number) {
  const row = await findInventaris(db, id);
  if (!row) throw httpError(404, 'Inventaris tidak ditemukan.');
  return row;
}

export async function insertInventaris(db: Db, values: InventarisValues): Promise<number> {
  const result = await db.insertInto('inventaris').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateInventaris(db: Db, id: number, values: InventarisValues): Promise<void> {
  await db.updateTable('inventaris').set(values).where('id_inventaris', '=', id).execute();
}

/** Refused by the database (foreign key of log_inventaris) while a transaction still points at it. */
export async function deleteInventaris(db: Db, id: number): Promise<void> {
  await db.deleteFrom('inventaris').where('id_inventaris', '=', id).execute();
}
