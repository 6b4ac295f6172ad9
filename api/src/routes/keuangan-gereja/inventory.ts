import type { Db } from '@gkj/db';
import { httpError } from '../../lib/http-error.ts';

/**
 * The inventory rule of finance transactions. A transaction may link one inventory item with a
 * number of items: a purchase (`pengeluaran`) adds them to the item's count, a sale or disposal
 * (`pemasukan`) takes them away. `log_inventaris.perubahan` keeps the signed change that was applied,
 * so an edit or a delete first takes back exactly that change, then applies the new one. The count
 * never goes below 0 (nor past its column's maximum).
 */
export interface InventoryLink {
  id_inventaris: number;
  jumlah_item: number;
  /** The signed change this link applies to the item's count. */
  perubahan: number;
}

export interface CountChange {
  id_inventaris: number;
  nama_inventaris: string;
  sebelum: number;
  sesudah: number;
}

/** INT UNSIGNED, the type of inventaris.jumlah_inventaris. */
export const MAX_INVENTORY_COUNT = 4_294_967_295;

export function linkFor(
  jenis: 'pemasukan' | 'pengeluaran',
  link: { id_inventaris: number; jumlah_item: number } | null,
): InventoryLink | null {
  if (!link) return null;
  return { ...link, perubahan: jenis === 'pengeluaran' ? link.jumlah_item : -link.jumlah_item };
}

/**
 * Replaces the change `before` made to the inventory with the change `after` makes. The item rows
 * are locked in id order (so two transactions never wait on each other in a cycle) and only the
 * counts that actually change are checked and written. Run it inside the write's transaction.
 */
export async function moveInventory(
  db: Db,
  before: InventoryLink | null,
  after: InventoryLink | null,
): Promise<CountChange[]> {
  const ids = [...new Set([before?.id_inventaris, after?.id_inventaris])].filter((id) => id !== undefined);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('inventaris')
    .select(['id_inventaris', 'nama_inventaris', 'jumlah_inventaris'])
    .where('id_inventaris', 'in', ids)
    .orderBy('id_inventaris')
    .forUpdate()
    .execute();
  const counts = new Map(rows.map((row) => [row.id_inventaris, row.jumlah_inventaris]));
  if (after && !counts.has(after.id_inventaris)) throw httpError(400, 'Inventaris tidak ditemukan.');
  if (before) counts.set(before.id_inventaris, (counts.get(before.id_inventaris) ?? 0) - before.perubahan);
  if (after) counts.set(after.id_inventaris, (counts.get(after.id_inventaris) ?? 0) + after.perubahan);

  const changes: CountChange[] = [];
  for (const row of rows) {
    const sesudah = counts.get(row.id_inventaris) ?? row.jumlah_inventaris;
    if (sesudah === row.jumlah_inventaris) continue;
    const name = `"${row.nama_inventaris}"`;
    if (sesudah < 0) {
      throw httpError(
        400,
        `Jumlah inventaris ${name} tidak boleh kurang dari 0: tersedia ${row.jumlah_inventaris}, ` +
          `perubahan ini mengurangi ${row.jumlah_inventaris - sesudah}.`,
      );
    }
    if (sesudah > MAX_INVENTORY_COUNT) throw httpError(400, `Jumlah inventaris ${name} terlalu besar.`);
    await db
      .updateTable('inventaris')
      .set({ jumlah_inventaris: sesudah })
      .where('id_inventaris', '=', row.id_inventaris)
      .execute();
    const { id_inventaris, nama_inventaris, jumlah_inventaris: sebelum } = row;
    changes.push({ id_inventaris, nama_inventaris, sebelum, sesudah });
  }
  return changes;
}
