import { INVENTARIS_SORT, type InventarisQuery } from '@gkj/contract';
import type { Db, Lokasi } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';
import { isStillReferenced } from '../../plugins/db.ts';

const STILL_LINKED =
  'Inventaris tidak dapat dihapus karena masih tercatat pada transaksi keuangan. Hapus transaksinya terlebih dahulu.';

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

export function listInventaris(db: Db, aggregates: AggregateCache, query: Static<typeof InventarisQuery>) {
  return listRows(aggregates, selectInventaris(db), query, {
    search: ['nama_inventaris', 'jenis_inventaris', 'lokasi_inventaris'],
    sort: INVENTARIS_SORT,
    defaultSort: 'nama_inventaris',
    id: 'id_inventaris',
  });
}

function findInventaris(db: Db, id: number) {
  return selectInventaris(db).where('id_inventaris', '=', id).executeTakeFirst();
}

/** Inventory items as the write module handles them. The database refuses to remove one that a finance
 * transaction still points at (foreign key of log_inventaris). */
export const INVENTARIS = recordKind('inventaris', findInventaris, 'Inventaris tidak ditemukan.', {
  refusal: (error) => (isStillReferenced(error) ? httpError(409, STILL_LINKED) : error),
});
