import type { Filters, TransaksiQuery } from '@gkj/contract';
import type { Database, Db, Lokasi } from '@gkj/db';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import { type AggregateCache, cachedAggregate } from '../../lib/read-cache.ts';
import { rupiah } from '../../lib/rupiah.ts';
import { filtered } from './filters.ts';
import type { InventoryLink } from './inventory.ts';

export type TransaksiValues = {
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  keterangan_transaksi: string | null;
  bukti_transaksi: string | null;
  id_kategori: number | null;
  lokasi_transaksi: Lokasi | null;
};

/**
 * A transaction with its inventory link (at most one: log_inventaris is unique per transaction). The link
 * is read by subqueries rather than joins, so the list's COUNT(*) runs on transaksi_keuangan alone: with
 * 50,000 rows a joined count costs several times more and the page itself needs only ten links.
 */
function selectTransaksi(db: Db) {
  type Scope = Database & { t: Database['transaksi_keuangan'] };
  const link = (eb: ExpressionBuilder<Scope, 't'>) =>
    eb.selectFrom('log_inventaris as l').whereRef('l.id_transaksi', '=', 't.id_transaksi');
  return db
    .selectFrom('transaksi_keuangan as t')
    .select([
      't.id_transaksi',
      't.tanggal_transaksi',
      't.nama_transaksi',
      't.jenis_transaksi',
      't.jumlah_transaksi',
      't.keterangan_transaksi',
      't.bukti_transaksi',
      't.id_kategori',
      't.lokasi_transaksi',
      't.updated_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('kategori_transaksi as k')
        .whereRef('k.id_kategori', '=', 't.id_kategori')
        .select('k.nama_kategori')
        .as('nama_kategori'),
      link(eb).select('l.id_inventaris').as('id_inventaris'),
      link(eb).select('l.jumlah_item').as('jumlah_item'),
      link(eb)
        .innerJoin('inventaris as i', 'i.id_inventaris', 'l.id_inventaris')
        .select('i.nama_inventaris')
        .as('nama_inventaris'),
    ]);
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectTransaksi>['execute']>>[number];

function toTransaksi({ nama_inventaris, ...row }: Joined) {
  const { id_inventaris, jumlah_item } = row;
  const log_inventaris =
    id_inventaris !== null && jumlah_item !== null
      ? [{ id_inventaris, nama_inventaris: nama_inventaris ?? '', jumlah_item }]
      : [];
  return { ...row, jumlah_transaksi: Number(row.jumlah_transaksi), log_inventaris };
}

export async function listTransaksi(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof TransaksiQuery>,
) {
  // The filters (the search among them) are applied here, so the list's own search is not repeated.
  const result = await listRows(
    aggregates,
    filtered(selectTransaksi(db), query),
    { ...query, q: undefined },
    {
      search: [],
      sort: {
        tanggal_transaksi: 't.tanggal_transaksi',
        nama_transaksi: 't.nama_transaksi',
        jenis_transaksi: 't.jenis_transaksi',
        jumlah_transaksi: 't.jumlah_transaksi',
      },
      defaultSort: 'tanggal_transaksi',
      defaultOrder: 'desc',
      id: 't.id_transaksi',
    },
  );
  return { data: result.data.map(toTransaksi), total: result.total };
}

export async function findTransaksi(db: Db, id: number) {
  const row = await selectTransaksi(db).where('t.id_transaksi', '=', id).executeTakeFirst();
  return row && toTransaksi(row);
}

/** The record just written in this transaction. */
export async function savedTransaksi(db: Db, id: number) {
  const row = await selectTransaksi(db).where('t.id_transaksi', '=', id).executeTakeFirstOrThrow();
  return toTransaksi(row);
}

/** Income and expense totals over the transactions the filters find (all of them without filters). */
export async function totalTransaksi(db: Db, aggregates: AggregateCache, filters: Filters) {
  const select = filtered(db.selectFrom('transaksi_keuangan as t'), filters).select([
    sql<string>`COALESCE(SUM(CASE WHEN t.jenis_transaksi = 'pemasukan' THEN t.jumlah_transaksi END), 0)`.as(
      'total_pemasukan',
    ),
    sql<string>`COALESCE(SUM(CASE WHEN t.jenis_transaksi = 'pengeluaran' THEN t.jumlah_transaksi END), 0)`.as(
      'total_pengeluaran',
    ),
  ]);
  const totals = await cachedAggregate(aggregates, select, () => select.executeTakeFirstOrThrow());
  return {
    total_pemasukan: rupiah(totals.total_pemasukan),
    total_pengeluaran: rupiah(totals.total_pengeluaran),
  };
}

/** The stored row, locked until the transaction ends, with its inventory link (also locked). */
export async function lockTransaksi(db: Db, id: number) {
  const row = await db
    .selectFrom('transaksi_keuangan')
    .select([
      'tanggal_transaksi',
      'nama_transaksi',
      'jenis_transaksi',
      'jumlah_transaksi',
      'keterangan_transaksi',
      'bukti_transaksi',
      'id_kategori',
      'lokasi_transaksi',
    ])
    .where('id_transaksi', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const link = await db
    .selectFrom('log_inventaris')
    .select(['id_inventaris', 'jumlah_item', 'perubahan'])
    .where('id_transaksi', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return { values: { ...row, jumlah_transaksi: Number(row.jumlah_transaksi) }, link: link ?? null };
}

export async function insertTransaksi(db: Db, values: TransaksiValues): Promise<number> {
  const result = await db.insertInto('transaksi_keuangan').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateTransaksi(db: Db, id: number, values: TransaksiValues): Promise<void> {
  await db.updateTable('transaksi_keuangan').set(values).where('id_transaksi', '=', id).execute();
}

/** Deletes the transaction; its log_inventaris row goes with it (ON DELETE CASCADE). */
export async function deleteTransaksi(db: Db, id: number): Promise<void> {
  await db.deleteFrom('transaksi_keuangan').where('id_transaksi', '=', id).execute();
}

/**
 * Writes the transaction's link as `after`, touching only the row that exists: an update in place, a
 * delete or an insert. (Deleting a link that is not there would lock the index gap around it, and two
 * concurrent finance writes holding such gaps deadlock on their inserts.)
 */
export async function replaceLink(
  db: Db,
  idTransaksi: number,
  before: InventoryLink | null,
  after: InventoryLink | null,
): Promise<void> {
  if (before && after) {
    await db.updateTable('log_inventaris').set(after).where('id_transaksi', '=', idTransaksi).execute();
  } else if (before) {
    await db.deleteFrom('log_inventaris').where('id_transaksi', '=', idTransaksi).execute();
  } else if (after) {
    await db
      .insertInto('log_inventaris')
      .values({ id_transaksi: idTransaksi, ...after })
      .execute();
  }
}
