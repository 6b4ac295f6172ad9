// After the load: every write the server acknowledged is in the database with the content of its last
// acknowledged save, and every shared inventory count is exactly what the acknowledged transactions imply.
import type { Db } from '@gkj/db';
import type { Ledger } from './staff-writer.ts';

const CHUNK = 1000;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

function compare(kind: string, id: number, expected: object, stored: Record<string, unknown> | undefined) {
  if (!stored) return [`${kind} ${id}: tidak ada di basis data`];
  return Object.entries(expected)
    .filter(([field, value]) => stored[field] !== value)
    .map(
      ([field, value]) =>
        `${kind} ${id}: ${field} = ${JSON.stringify(stored[field])}, seharusnya ${JSON.stringify(value)}`,
    );
}

async function verifyRecords(db: Db, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const ids of chunks([...ledger.artikel.keys()])) {
    const rows = await db
      .selectFrom('artikel')
      .select(['id_artikel', 'judul_artikel', 'isi_artikel', 'jenis_artikel'])
      .where('id_artikel', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id_artikel, row]));
    for (const id of ids)
      problems.push(...compare('artikel', id, ledger.artikel.get(id) ?? {}, byId.get(id)));
  }
  for (const ids of chunks([...ledger.transaksi.keys()])) {
    const rows = await db
      .selectFrom('transaksi_keuangan as t')
      .leftJoin('log_inventaris as l', 'l.id_transaksi', 't.id_transaksi')
      .select([
        't.id_transaksi',
        't.nama_transaksi',
        't.jenis_transaksi',
        't.jumlah_transaksi',
        'l.id_inventaris',
        'l.jumlah_item',
      ])
      .where('t.id_transaksi', 'in', ids)
      .execute();
    const byId = new Map(
      rows.map((row) => [row.id_transaksi, { ...row, jumlah_transaksi: Number(row.jumlah_transaksi) }]),
    );
    for (const id of ids)
      problems.push(...compare('transaksi', id, ledger.transaksi.get(id) ?? {}, byId.get(id)));
  }
  for (const ids of chunks([...ledger.jemaat.keys()])) {
    const rows = await db
      .selectFrom('jemaat')
      .select(['id_jemaat', 'nama_jemaat', 'alamat_jemaat'])
      .where('id_jemaat', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id_jemaat, row]));
    for (const id of ids) problems.push(...compare('jemaat', id, ledger.jemaat.get(id) ?? {}, byId.get(id)));
  }
  return problems;
}

export interface SharedItem {
  id: number;
  initial: number;
}

/** Each count against the ledger and against the database's own movement log. */
async function verifyCounts(db: Db, ledger: Ledger, items: SharedItem[]): Promise<string[]> {
  const problems: string[] = [];
  for (const item of items) {
    let expected = item.initial;
    for (const t of ledger.transaksi.values()) {
      if (t.id_inventaris === item.id)
        expected += t.jenis_transaksi === 'pengeluaran' ? t.jumlah_item : -t.jumlah_item;
    }
    const row = await db
      .selectFrom('inventaris')
      .select('jumlah_inventaris')
      .where('id_inventaris', '=', item.id)
      .executeTakeFirstOrThrow();
    const logged = await db
      .selectFrom('log_inventaris')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('perubahan'), eb.lit(0)).as('total'))
      .where('id_inventaris', '=', item.id)
      .executeTakeFirstOrThrow();
    if (row.jumlah_inventaris !== expected) {
      problems.push(
        `inventaris ${item.id}: jumlah ${row.jumlah_inventaris}, transaksi yang diterima menyiratkan ${expected}`,
      );
    }
    if (row.jumlah_inventaris !== item.initial + Number(logged.total)) {
      problems.push(
        `inventaris ${item.id}: jumlah ${row.jumlah_inventaris}, log mencatat ${item.initial + Number(logged.total)}`,
      );
    }
  }
  return problems;
}

export async function verifyAfterLoad(db: Db, ledger: Ledger, items: SharedItem[]): Promise<string[]> {
  return [...(await verifyRecords(db, ledger)), ...(await verifyCounts(db, ledger, items))];
}
