import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { financeClient, insertInventaris } from './keuangan-gereja-client.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditActions } from './support/audit.ts';
import { smallPng } from './support/images.ts';
import { onDisk } from './support/stored-files.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
let client: ReturnType<typeof financeClient>;
beforeEach(async () => {
  await emptyDatabase(db);
  client = financeClient(ctx, (await tokenFor(app, 'admin')).token);
  rmSync(client.receiptFolder, { recursive: true, force: true });
});
afterAll(ctx.close);

const PERSEMBAHAN = {
  tanggal_transaksi: '2026-03-01',
  nama_transaksi: 'Persembahan Minggu',
  jenis_transaksi: 'pemasukan',
  jumlah_transaksi: '1250000',
  keterangan_transaksi: 'Kolekte ibadah pagi',
};

async function seed() {
  const rows = [
    ['2026-01-05', 'Persembahan Minggu', 'pemasukan', 900_000],
    ['2026-01-12', 'Listrik Gereja', 'pengeluaran', 350_000],
    ['2026-01-19', 'Persembahan Syukur', 'pemasukan', 2_000_000],
    ['2026-02-02', 'Beli Kursi', 'pengeluaran', 1_500_000],
    ['2026-02-09', 'Persembahan Minggu', 'pemasukan', 1_100_000],
  ] as const;
  await db
    .insertInto('transaksi_keuangan')
    .values(
      rows.map(([tanggal_transaksi, nama_transaksi, jenis_transaksi, jumlah_transaksi]) => ({
        tanggal_transaksi,
        nama_transaksi,
        jenis_transaksi,
        jumlah_transaksi,
      })),
    )
    .execute();
}

describe('keuangan-gereja', () => {
  it('creates, reads, updates and deletes a transaction, its receipt files following the record', async () => {
    const png = await smallPng();
    const created = await client.create(PERSEMBAHAN, png);
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Transaksi berhasil ditambahkan!');
    expect(data).toMatchObject({
      ...PERSEMBAHAN,
      jumlah_transaksi: 1_250_000,
      jumlah_item: null,
      id_inventaris: null,
      log_inventaris: [],
    });
    expect(data.bukti_transaksi).toMatch(/^\/uploads\/keuangan\/[a-f0-9]{32}\.webp$/);
    expect(client.receiptFiles()).toHaveLength(3);
    expect((await client.get(`/keuangan-gereja/${data.id_transaksi}`)).json()).toEqual(data);
    const receipt = await app.inject({
      url: data.bukti_transaksi,
      headers: bearer((await tokenFor(app, 'admin')).token),
    });
    expect(receipt.statusCode).toBe(200);

    // The spec's update (POST ?_method=PUT) without a file keeps the receipt.
    const kept = await client.update(data.id_transaksi, { ...PERSEMBAHAN, jumlah_transaksi: '1300000' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'Transaksi berhasil diperbarui!',
      data: {
        jumlah_transaksi: 1_300_000,
        bukti_transaksi: data.bukti_transaksi,
        keterangan_transaksi: 'Kolekte ibadah pagi',
      },
    });

    // A new file replaces the receipt and deletes the old one.
    const replaced = (await client.update(data.id_transaksi, PERSEMBAHAN, png)).json().data;
    expect(replaced.bukti_transaksi).not.toBe(data.bukti_transaksi);
    expect(client.receiptFiles()).toHaveLength(3);
    expect(existsSync(onDisk(ctx.config, data.bukti_transaksi))).toBe(false);

    // Plain PUT works the same; hapus_bukti_transaksi removes the receipt, and a field not sent is cleared.
    const { keterangan_transaksi: _, ...withoutNote } = PERSEMBAHAN;
    const removed = await client.put(data.id_transaksi, { ...withoutNote, hapus_bukti_transaksi: '1' });
    expect(removed.json().data).toMatchObject({ bukti_transaksi: null, keterangan_transaksi: null });
    expect(client.receiptFiles()).toEqual([]);

    await client.update(data.id_transaksi, PERSEMBAHAN, png);
    const deleted = await client.remove(data.id_transaksi);
    expect(deleted.json()).toEqual({ message: 'Transaksi dihapus!' });
    expect(client.receiptFiles()).toEqual([]);
    const gone = await client.get(`/keuangan-gereja/${data.id_transaksi}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Transaksi tidak ditemukan.', code: 'NOT_FOUND' });

    expect(await auditActions(db, 'transaksi_keuangan')).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
  });

  it('lists with q over name and type, sorting and paging, newest first, with totals following q', async () => {
    await seed();
    const list = async (query: string) => (await client.get(`/keuangan-gereja?${query}`)).json();
    const all = await list('per_page=2');
    expect(all.total).toBe(5);
    expect(all.data.map((row: { tanggal_transaksi: string }) => row.tanggal_transaksi)).toEqual([
      '2026-02-09',
      '2026-02-02',
    ]);
    expect((await list('page=3&per_page=2')).data).toHaveLength(1);
    expect((await list('q=persembahan')).total).toBe(3);
    expect((await list('q=PENGELUARAN')).total).toBe(2);
    const byAmount = await list('sort=jumlah_transaksi&order=asc');
    expect(byAmount.data[0]).toMatchObject({
      nama_transaksi: 'Listrik Gereja',
      jumlah_transaksi: 350_000,
      log_inventaris: [],
    });
    expect((await list('sort=nama_transaksi&order=desc')).data[0].nama_transaksi).toBe('Persembahan Syukur');
    expect((await client.get('/keuangan-gereja?sort=bukti_transaksi')).statusCode).toBe(400);

    expect((await client.get('/total-transaksi')).json()).toEqual({
      total_pemasukan: 4_000_000,
      total_pengeluaran: 1_850_000,
    });
    expect((await client.get('/total-transaksi?q=minggu')).json()).toEqual({
      total_pemasukan: 2_000_000,
      total_pengeluaran: 0,
    });
  });

  it('totals cover exactly the rows the list finds for the same q, summed by the database', async () => {
    await seed();
    // A name with LIKE's wildcards: the search takes them literally, in the list and the totals alike.
    await db
      .insertInto('transaksi_keuangan')
      .values({
        tanggal_transaksi: '2026-02-16',
        nama_transaksi: 'Diskon 50% sewa_tenda',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 75_000,
      })
      .execute();
    for (const q of ['', 'persembahan', 'PENGELUARAN', '  minggu  ', '50%', '_tenda', 'tidak ada']) {
      const query = `q=${encodeURIComponent(q)}`;
      const list = (await client.get(`/keuangan-gereja?${query}&per_page=100`)).json();
      const sum = (jenis: string) =>
        list.data
          .filter((row: { jenis_transaksi: string }) => row.jenis_transaksi === jenis)
          .reduce((total: number, row: { jumlah_transaksi: number }) => total + row.jumlah_transaksi, 0);
      const totals = await client.get(`/total-transaksi?${query}`);
      expect(totals.statusCode, q).toBe(200);
      expect(totals.json(), q).toEqual({
        total_pemasukan: sum('pemasukan'),
        total_pengeluaran: sum('pengeluaran'),
      });
    }
    expect((await client.get('/total-transaksi?q=50%25')).json()).toEqual({
      total_pemasukan: 0,
      total_pengeluaran: 75_000,
    });
  });

  it('refuses a search the list would refuse, in Indonesian', async () => {
    const long = 'x'.repeat(101);
    for (const path of ['/keuangan-gereja', '/total-transaksi']) {
      const answer = await client.get(`${path}?q=${long}`);
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().message, path).toBe('Kata pencarian maksimal 100 karakter.');
    }
  });

  it('shows the inventory link in rows and records', async () => {
    const kursi = await insertInventaris(ctx, 'Kursi Lipat', 10);
    const created = await client.create({
      ...PERSEMBAHAN,
      jenis_transaksi: 'pengeluaran',
      id_inventaris: String(kursi),
      jumlah_item: '4',
    });
    const expected = {
      id_inventaris: kursi,
      jumlah_item: 4,
      log_inventaris: [{ id_inventaris: kursi, nama_inventaris: 'Kursi Lipat', jumlah_item: 4 }],
    };
    expect(created.json().data).toMatchObject(expected);
    expect((await client.get('/keuangan-gereja')).json().data[0]).toMatchObject(expected);
  });

  it('answers every validation failure in Indonesian and stores nothing', async () => {
    const message = async (fields: Record<string, string>, ...files: Buffer[]) => {
      const response = await client.create(fields, ...files);
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    const { tanggal_transaksi: _t, ...noDate } = PERSEMBAHAN;
    const REFUSALS: [Record<string, string>, string][] = [
      [noDate, 'Tanggal transaksi wajib diisi.'],
      [{ ...PERSEMBAHAN, tanggal_transaksi: '' }, 'Tanggal transaksi wajib diisi.'],
      [
        { ...PERSEMBAHAN, tanggal_transaksi: '2026-02-30' },
        'Tanggal transaksi harus berupa tanggal yang valid.',
      ],
      [{ ...PERSEMBAHAN, nama_transaksi: ' ' }, 'Nama transaksi wajib diisi.'],
      [{ ...PERSEMBAHAN, jenis_transaksi: 'hibah' }, 'Jenis transaksi harus pemasukan atau pengeluaran.'],
      [{ ...PERSEMBAHAN, jumlah_transaksi: '1.500' }, 'Jumlah transaksi hanya boleh berisi angka.'],
      [{ ...PERSEMBAHAN, jumlah_transaksi: '1e6' }, 'Jumlah transaksi hanya boleh berisi angka.'],
      [{ ...PERSEMBAHAN, jumlah_transaksi: '0' }, 'Jumlah transaksi harus lebih dari 0.'],
      [{ ...PERSEMBAHAN, jumlah_item: '-2', id_inventaris: '1' }, 'Jumlah item hanya boleh berisi angka.'],
      [
        { ...PERSEMBAHAN, jumlah_item: '2' },
        'Pilih inventaris dan isi jumlah item bersama-sama, atau kosongkan keduanya.',
      ],
      [{ ...PERSEMBAHAN, jumlah_item: '0', id_inventaris: '1' }, 'Jumlah item harus lebih dari 0.'],
    ];
    for (const [payload, text] of REFUSALS) expect(await message(payload)).toBe(text);
    const png = await smallPng();
    expect(await message(PERSEMBAHAN, png, png)).toBe('Bukti transaksi hanya boleh satu berkas.');
    expect(await message(PERSEMBAHAN, Buffer.from('%PDF-1.7 bukan gambar'))).toBe(
      'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.',
    );
    // The receipt is stored before the transaction; a refused write removes it again.
    expect(await message({ ...PERSEMBAHAN, jumlah_item: '2', id_inventaris: '999' }, png)).toBe(
      'Inventaris tidak ditemukan.',
    );
    expect(client.receiptFiles()).toEqual([]);
    expect(await db.selectFrom('transaksi_keuangan').selectAll().execute()).toEqual([]);

    const noOverride = await app.inject({
      method: 'POST',
      url: '/api/keuangan-gereja/1',
      headers: bearer((await tokenFor(app, 'admin')).token),
      payload: PERSEMBAHAN,
    });
    expect(noOverride.json()).toEqual({
      message: 'Gunakan _method=PUT untuk memperbarui transaksi.',
      code: 'VALIDATION',
    });
  });

  it('answers 404 for unknown transactions', async () => {
    expect((await client.update(999, PERSEMBAHAN)).statusCode).toBe(404);
    expect((await client.put(999, PERSEMBAHAN)).statusCode).toBe(404);
    expect((await client.remove(999)).statusCode).toBe(404);
    expect((await client.get('/keuangan-gereja/x')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    await seed();
    for (const url of ['/api/keuangan-gereja', '/api/total-transaksi', '/api/keuangan-gereja/1']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      for (const role of ['pendeta', 'petugas_inventaris', 'author'] as const) {
        const { token } = await tokenFor(app, role);
        expect((await app.inject({ url, headers: bearer(token) })).statusCode).toBe(403);
      }
    }
    const { token } = await tokenFor(app, 'pendeta');
    expect((await financeClient(ctx, token).create(PERSEMBAHAN)).statusCode).toBe(403);
    expect((await financeClient(ctx, token).remove(1)).statusCode).toBe(403);
  });
});
