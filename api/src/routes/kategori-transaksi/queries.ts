import type { Db } from '@gkj/db';
import { sql } from 'kysely';

/** Every category with the number of transactions filed under it, income first, then by name. */
function selectKategori(db: Db) {
  return db
    .selectFrom('kategori_transaksi as k')
    .select(['k.id_kategori', 'k.nama_kategori', 'k.jenis_kategori', 'k.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('transaksi_keuangan as t')
        .whereRef('t.id_kategori', '=', 'k.id_kategori')
        .select(sql<number>`COUNT(*)`.as('n'))
        .as('jumlah_transaksi'),
    );
}

const toKategori = <R extends { jumlah_transaksi: number | string | null }>(row: R) => ({
  ...row,
  jumlah_transaksi: Number(row.jumlah_transaksi ?? 0),
});

export async function listKategori(db: Db) {
  const rows = await selectKategori(db).orderBy('k.jenis_kategori').orderBy('k.nama_kategori').execute();
  return { data: rows.map(toKategori), total: rows.length };
}

export async function findKategori(db: Db, id: number) {
  const row = await selectKategori(db).where('k.id_kategori', '=', id).executeTakeFirst();
  return row && toKategori(row);
}

/** The row, locked: a transaction filed under it meanwhile waits until the delete decides. */
export function lockKategori(db: Db, id: number) {
  return db
    .selectFrom('kategori_transaksi')
    .select(['nama_kategori', 'jenis_kategori'])
    .where('id_kategori', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function usageOf(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('transaksi_keuangan')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where('id_kategori', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
