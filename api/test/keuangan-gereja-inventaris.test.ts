import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { financeClient, insertInventaris, inventoryCount } from './keuangan-gereja-client.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditLog } from './support/audit.ts';
import { smallPng } from './support/images.ts';
import { tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
let client: ReturnType<typeof financeClient>;
let kursi: number;
let meja: number;
beforeEach(async () => {
  await emptyDatabase(db);
  client = financeClient(ctx, (await tokenFor(app, 'admin')).token);
  rmSync(client.receiptFolder, { recursive: true, force: true });
  kursi = await insertInventaris(ctx, 'Kursi Lipat', 10);
  meja = await insertInventaris(ctx, 'Meja Panjang', 2);
});
afterAll(ctx.close);

const base = { tanggal_transaksi: '2026-03-01', nama_transaksi: 'Kursi', jumlah_transaksi: '500000' };
const beli = (id: number, jumlah: number) => ({
  ...base,
  jenis_transaksi: 'pengeluaran',
  id_inventaris: String(id),
  jumlah_item: String(jumlah),
});
const jual = (id: number, jumlah: number) => ({ ...beli(id, jumlah), jenis_transaksi: 'pemasukan' });
const counts = async () => [await inventoryCount(ctx, kursi), await inventoryCount(ctx, meja)];

/** Everything a finance write can touch, to prove a refused or broken write changed none of it. */
async function snapshot() {
  return {
    counts: await counts(),
    transaksi: await db.selectFrom('transaksi_keuangan').selectAll().orderBy('id_transaksi').execute(),
    log: await db.selectFrom('log_inventaris').selectAll().orderBy('id_log_inventaris').execute(),
    audit: await db.selectFrom('audit_log').select('id_audit').execute(),
    files: client.receiptFiles(),
  };
}

async function created(fields: Record<string, string>): Promise<number> {
  const response = await client.create(fields);
  expect(response.statusCode).toBe(201);
  return response.json().data.id_transaksi;
}

describe('inventory rule of finance transactions', () => {
  it('adds a purchase (pengeluaran) and takes away a sale (pemasukan)', async () => {
    await created(beli(kursi, 5));
    expect(await counts()).toEqual([15, 2]);
    await created(jual(kursi, 12));
    expect(await counts()).toEqual([3, 2]);
    const audit = await auditLog(db, 'inventaris');
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit[1].perubahan)).toContain('"jumlah_inventaris":3');
  });

  it('refuses a sale of more than the stock with a clear message and changes nothing', async () => {
    await created(beli(meja, 1));
    const before = await snapshot();
    const response = await client.create(jual(meja, 4), await smallPng());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Jumlah inventaris "Meja Panjang" tidak boleh kurang dari 0: tersedia 3, perubahan ini mengurangi 4.',
      code: 'VALIDATION',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the count right through edits of the count, the item, the type and the link', async () => {
    const id = await created(beli(kursi, 5));
    expect(await counts()).toEqual([15, 2]);

    await client.update(id, beli(kursi, 8)); // count changed: 10 + 8
    expect(await counts()).toEqual([18, 2]);

    await client.update(id, beli(meja, 8)); // item changed: back to 10, meja 2 + 8
    expect(await counts()).toEqual([10, 10]);

    // Type changed: the purchase of 8 is taken back (meja 2), then a sale of 3 would leave -1.
    expect((await client.update(id, jual(meja, 3))).statusCode).toBe(400);
    expect(await counts()).toEqual([10, 10]);
    await client.update(id, jual(meja, 2)); // meja 2 - 2
    expect(await counts()).toEqual([10, 0]);

    const unlinked = await client.put(id, { ...base, jenis_transaksi: 'pemasukan' }); // link removed
    expect(unlinked.json().data).toMatchObject({
      id_inventaris: null,
      jumlah_item: null,
      log_inventaris: [],
    });
    expect(await counts()).toEqual([10, 2]);
    expect(await db.selectFrom('log_inventaris').selectAll().execute()).toEqual([]);

    // An edit that leaves the link alone needs no stock, even when the items are gone since.
    const again = await created(beli(meja, 3));
    await created(jual(meja, 5));
    expect(await counts()).toEqual([10, 0]);
    const renamed = await client.update(again, { ...beli(meja, 3), nama_transaksi: 'Meja baru' });
    expect(renamed.statusCode).toBe(200);
  });

  it('takes the change back on delete, unless the items it added are gone', async () => {
    const purchase = await created(beli(meja, 3));
    const sale = await created(jual(meja, 4));
    expect(await counts()).toEqual([10, 1]);

    const before = await snapshot();
    const refused = await client.remove(purchase);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"Meja Panjang" tidak boleh kurang dari 0');
    expect(await snapshot()).toEqual(before);

    expect((await client.remove(sale)).statusCode).toBe(200);
    expect(await counts()).toEqual([10, 5]);
    expect((await client.remove(purchase)).statusCode).toBe(200);
    expect(await counts()).toEqual([10, 2]);
  });

  it('leaves no partial change when a write breaks half-way', async () => {
    const id = await created(beli(kursi, 5));
    const png = await smallPng();
    // The audit entry is the last statement of every finance write: failing it breaks the write
    // after the inventory, the transaction and its link were already changed inside it.
    await sql`CREATE TRIGGER audit_breaks BEFORE INSERT ON audit_log FOR EACH ROW
      SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'audit broken'`.execute(db);
    try {
      const before = await snapshot();
      for (const response of [
        await client.create(beli(meja, 4), png),
        await client.update(id, beli(meja, 7), png),
        await client.remove(id),
      ]) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: 'Terjadi kesalahan pada server.', code: 'SERVER_ERROR' });
        expect(await snapshot()).toEqual(before);
      }
    } finally {
      await sql`DROP TRIGGER IF EXISTS audit_breaks`.execute(db);
    }
    expect(await counts()).toEqual([15, 2]);
  });

  // A statement failing in the middle of the write, after some rows were already changed inside it.
  it.each([
    ['the second item’s count (the first already changed)', 'BEFORE UPDATE ON inventaris', 'meja'],
    ['the transaction row (the counts already moved)', 'BEFORE UPDATE ON transaksi_keuangan', null],
    ['the link (counts and row already written)', 'BEFORE UPDATE ON log_inventaris', null],
  ])('leaves no partial change when writing %s fails', async (_point, timing, onlyItem) => {
    const id = await created(beli(kursi, 5));
    const condition = onlyItem ? `NEW.id_inventaris = ${meja}` : 'TRUE';
    await sql
      .raw(`CREATE TRIGGER write_breaks ${timing} FOR EACH ROW
        BEGIN IF ${condition} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'broken'; END IF; END`)
      .execute(db);
    try {
      const before = await snapshot();
      // Moves the link from kursi (its count changed first, in id order) to meja, renames and re-prices.
      const response = await client.update(id, {
        ...beli(meja, 7),
        nama_transaksi: 'Meja',
        jumlah_transaksi: '9',
      });
      expect(response.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`DROP TRIGGER IF EXISTS write_breaks`.execute(db);
    }
    expect(await counts()).toEqual([15, 2]);
    expect((await client.update(id, beli(meja, 7))).statusCode).toBe(200);
    expect(await counts()).toEqual([10, 9]);
  });

  it('never sells the same items twice when sales arrive at once', async () => {
    const sales = await Promise.all(Array.from({ length: 5 }, () => client.create(jual(meja, 1))));
    expect(sales.map((response) => response.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await counts()).toEqual([10, 0]);
    expect(await db.selectFrom('log_inventaris').selectAll().execute()).toHaveLength(2);
  });
});
