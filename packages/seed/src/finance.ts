// Inventory and finance: items, transactions and the inventory logs that tie them together.
import type { Db } from '@gkj/db';
import { categoryName, congregationOf } from './finance-categories.ts';
import type { StoredImage } from './images/index.ts';
import { INVENTORY } from './inventory.ts';
import { buildTransactions, change } from './transactions.ts';

/** Inserts the inventory and the transactions in date order; counts end at opening plus their logs. */
export async function seedFinance(db: Db, today: string, receipt: StoredImage): Promise<void> {
  const transactions = buildTransactions(today);
  const itemIds = new Map<string, number>();
  const counts = new Map(INVENTORY.map((i) => [i.key, i.opening]));
  // Replayed in date order, so a sale never takes an item below zero at any point in time.
  for (const t of transactions) {
    if (!t.item) continue;
    const count = (counts.get(t.item.key) ?? 0) + change(t);
    if (count < 0) throw new Error(`Stok inventaris demo negatif: ${t.item.key}`);
    counts.set(t.item.key, count);
  }
  for (const i of INVENTORY) {
    const count = counts.get(i.key) ?? 0;
    const inserted = await db
      .insertInto('inventaris')
      .values({
        nama_inventaris: i.nama,
        jenis_inventaris: i.jenis,
        jumlah_inventaris: count,
        lokasi_inventaris: i.lokasi,
      })
      .executeTakeFirstOrThrow();
    itemIds.set(i.key, Number(inserted.insertId));
  }
  // The categories come with the migration; the seed files each transaction under one of them.
  const categories = new Map(
    (
      await db
        .selectFrom('kategori_transaksi')
        .select(['id_kategori', 'nama_kategori', 'jenis_kategori'])
        .execute()
    ).map((c) => [`${c.jenis_kategori}:${c.nama_kategori}`, c.id_kategori]),
  );
  for (const t of transactions) {
    const name = categoryName(t);
    const id_kategori = name === null ? null : (categories.get(`${t.jenis}:${name}`) ?? null);
    const inserted = await db
      .insertInto('transaksi_keuangan')
      .values({
        tanggal_transaksi: t.tanggal,
        nama_transaksi: t.nama,
        jenis_transaksi: t.jenis,
        jumlah_transaksi: t.jumlah,
        keterangan_transaksi: t.keterangan ?? null,
        bukti_transaksi: t.withReceipt ? receipt.file_path : null,
        id_kategori,
        lokasi_transaksi: congregationOf(t),
      })
      .executeTakeFirstOrThrow();
    if (!t.item) continue;
    const id_inventaris = itemIds.get(t.item.key);
    if (id_inventaris === undefined) throw new Error(`Inventaris demo tidak dikenal: ${t.item.key}`);
    await db
      .insertInto('log_inventaris')
      .values({
        id_transaksi: Number(inserted.insertId),
        id_inventaris,
        jumlah_item: t.item.jumlah_item,
        perubahan: change(t),
      })
      .execute();
  }
}
