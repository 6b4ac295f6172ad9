// Finance categories and congregations: the category list the admin edits (unique names per type, no
// deleting one in use), the rule that a transaction's category has its type, and the list filters
// (period, type, category, congregation) that the totals follow.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, type Client, createCategories, insertRows } from './keuangan-helpers.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditLog } from './support/audit.ts';

const ctx = await testApp();
let client: Client;
beforeEach(async () => {
  await emptyDatabase(ctx.db);
  client = await adminClient(ctx);
});
afterAll(ctx.close);

const transaksi = (fields: Record<string, string>) =>
  client.post('/keuangan-gereja', {
    tanggal_transaksi: '2026-03-01',
    nama_transaksi: 'Kolekte',
    jenis_transaksi: 'pemasukan',
    jumlah_transaksi: '100000',
    ...fields,
  });

describe('kategori-transaksi', () => {
  it('adds, lists with usage, renames and deletes a category, each write in the audit log', async () => {
    const added = await client.post('/kategori-transaksi', {
      nama_kategori: ' Persepuluhan ',
      jenis_kategori: 'pemasukan',
    });
    expect(added.statusCode).toBe(201);
    const { id_kategori } = added.json().data;
    expect(added.json()).toMatchObject({
      message: 'Kategori berhasil ditambahkan!',
      data: { nama_kategori: 'Persepuluhan', jenis_kategori: 'pemasukan', jumlah_transaksi: 0 },
    });
    const renamed = await client.put(`/kategori-transaksi/${id_kategori}`, { nama_kategori: 'Perpuluhan' });
    expect(renamed.json()).toMatchObject({
      message: 'Kategori berhasil diperbarui!',
      data: { nama_kategori: 'Perpuluhan' },
    });
    expect(
      (await client.get('/kategori-transaksi'))
        .json()
        .data.map((k: { nama_kategori: string }) => k.nama_kategori),
    ).toEqual(['Perpuluhan']);
    expect((await client.delete(`/kategori-transaksi/${id_kategori}`)).json()).toEqual({
      message: 'Kategori dihapus!',
    });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['aksi', 'tabel'])
      .where('tabel', '=', 'kategori_transaksi')
      .execute();
    expect(audit.map((row) => row.aksi)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a second category of the same name and type (409), in any letter case; another type may share it', async () => {
    await createCategories(client, { Diakonia: 'pengeluaran' });
    const again = await client.post('/kategori-transaksi', {
      nama_kategori: 'diakonia',
      jenis_kategori: 'pengeluaran',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Nama itu sudah dipakai oleh kategori pengeluaran lain; pilih nama lain.',
    );
    const other = await client.post('/kategori-transaksi', {
      nama_kategori: 'Diakonia',
      jenis_kategori: 'pemasukan',
    });
    expect(other.statusCode).toBe(201);
    const ids = await createCategories(client, { Honorarium: 'pengeluaran' });
    const clash = await client.put(`/kategori-transaksi/${ids.Honorarium}`, { nama_kategori: 'DIAKONIA' });
    expect(clash.statusCode).toBe(409);
  });

  it('keeps a category in use (409 with the count and the way out) but lets it be renamed', async () => {
    const ids = await createCategories(client, { Operasional: 'pengeluaran' });
    await insertRows(
      ctx,
      Array.from({ length: 12 }, (_, i) => ({
        tanggal_transaksi: '2026-01-10',
        nama_transaksi: `Listrik ${i}`,
        jenis_transaksi: 'pengeluaran' as const,
        jumlah_transaksi: 1000,
        id_kategori: ids.Operasional,
      })),
    );
    const refused = await client.delete(`/kategori-transaksi/${ids.Operasional}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Kategori masih dipakai oleh 12 transaksi; ganti namanya atau pindahkan transaksinya dulu.',
      code: 'CONFLICT',
    });
    expect(
      (await client.put(`/kategori-transaksi/${ids.Operasional}`, { nama_kategori: 'Biaya Rutin' }))
        .statusCode,
    ).toBe(200);
    expect((await client.delete('/kategori-transaksi/999999')).statusCode).toBe(404);
  });

  it('refuses a blank name and an unknown type (400, Indonesian)', async () => {
    const blank = await client.post('/kategori-transaksi', {
      nama_kategori: '  ',
      jenis_kategori: 'pemasukan',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Nama kategori wajib diisi.');
    const jenis = await client.post('/kategori-transaksi', {
      nama_kategori: 'Hutang',
      jenis_kategori: 'hutang',
    });
    expect(jenis.statusCode).toBe(400);
    expect(jenis.json().message).toBe('Jenis kategori harus pemasukan atau pengeluaran.');
  });
});

describe('a transaction with a category and a congregation', () => {
  it('stores both, shows the category name, and records them in the audit log', async () => {
    const ids = await createCategories(client, { 'Persembahan Ibadah': 'pemasukan' });
    const saved = await transaksi({
      id_kategori: String(ids['Persembahan Ibadah']),
      lokasi_transaksi: 'Pepanthan Simpar',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      id_kategori: ids['Persembahan Ibadah'],
      nama_kategori: 'Persembahan Ibadah',
      lokasi_transaksi: 'Pepanthan Simpar',
    });
    const [entry] = await auditLog(ctx.db, 'transaksi_keuangan');
    expect(entry.perubahan).toMatchObject({
      id_kategori: ids['Persembahan Ibadah'],
      lokasi_transaksi: 'Pepanthan Simpar',
    });
    // Both stay optional: blank values mean none.
    const plain = await transaksi({ id_kategori: '', lokasi_transaksi: '' });
    expect(plain.json().data).toMatchObject({
      id_kategori: null,
      nama_kategori: null,
      lokasi_transaksi: null,
    });
  });

  it('refuses a category of the other type, an unknown category and an unknown congregation (400)', async () => {
    const ids = await createCategories(client, { Diakonia: 'pengeluaran' });
    const mismatch = await transaksi({ id_kategori: String(ids.Diakonia) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'Kategori "Diakonia" adalah kategori pengeluaran; pilih kategori pemasukan untuk transaksi ini.',
    );
    const unknown = await transaksi({ id_kategori: '424242' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kategori tidak ditemukan.');
    const place = await transaksi({ lokasi_transaksi: 'Pepanthan Solo' });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toMatch(/^Jemaat harus salah satu dari: Induk Girimarto/);
    expect(await ctx.db.selectFrom('transaksi_keuangan').selectAll().execute()).toEqual([]);
  });
});

describe('filters of the finance list', () => {
  it('narrow the list and its totals alike by period, type, category, congregation and search', async () => {
    const ids = await createCategories(client, { Syukur: 'pemasukan', Listrik: 'pengeluaran' });
    await insertRows(ctx, [
      {
        tanggal_transaksi: '2026-01-31',
        nama_transaksi: 'Syukur Januari',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: 100,
        id_kategori: ids.Syukur,
        lokasi_transaksi: 'Induk Girimarto',
      },
      {
        tanggal_transaksi: '2026-02-01',
        nama_transaksi: 'Syukur Februari',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: 200,
        id_kategori: ids.Syukur,
        lokasi_transaksi: 'Pepanthan Paseban',
      },
      {
        tanggal_transaksi: '2026-02-15',
        nama_transaksi: 'Listrik Februari',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 40,
        id_kategori: ids.Listrik,
        lokasi_transaksi: 'Pepanthan Paseban',
      },
      {
        tanggal_transaksi: '2026-02-28',
        nama_transaksi: 'Lelang',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: 7,
      },
      {
        tanggal_transaksi: '2026-03-01',
        nama_transaksi: 'Syukur Maret',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: 300,
        id_kategori: ids.Syukur,
      },
    ]);
    const check = async (query: string, names: string[], pemasukan: number, pengeluaran: number) => {
      const list = (await client.get(`/keuangan-gereja?${query}&sort=tanggal_transaksi&order=asc`)).json();
      expect(
        list.data.map((row: { nama_transaksi: string }) => row.nama_transaksi),
        query,
      ).toEqual(names);
      expect(list.total).toBe(names.length);
      expect((await client.get(`/total-transaksi?${query}`)).json(), query).toEqual({
        total_pemasukan: pemasukan,
        total_pengeluaran: pengeluaran,
      });
    };
    await check(
      'dari=2026-02-01&sampai=2026-02-28',
      ['Syukur Februari', 'Listrik Februari', 'Lelang'],
      207,
      40,
    );
    await check('jenis=pengeluaran', ['Listrik Februari'], 0, 40);
    await check(`kategori=${ids.Syukur}`, ['Syukur Januari', 'Syukur Februari', 'Syukur Maret'], 600, 0);
    await check('kategori=tanpa', ['Lelang'], 7, 0);
    await check(
      `lokasi=${encodeURIComponent('Pepanthan Paseban')}`,
      ['Syukur Februari', 'Listrik Februari'],
      200,
      40,
    );
    await check('q=syukur&dari=2026-02-01', ['Syukur Februari', 'Syukur Maret'], 500, 0);
  });

  it('answers 400 for a period that ends before it starts and for an unknown category or congregation', async () => {
    for (const path of ['/keuangan-gereja', '/total-transaksi', '/keuangan-gereja/ekspor?format=csv&x=1']) {
      const url = (query: string) => (path.includes('?') ? `${path}&${query}` : `${path}?${query}`);
      const period = await client.get(url('dari=2026-03-01&sampai=2026-02-01'));
      expect(period.statusCode, path).toBe(400);
      expect(period.json().message).toBe('Tanggal akhir periode tidak boleh sebelum tanggal awal.');
      const kategori = await client.get(url('kategori=999'));
      expect(kategori.statusCode, path).toBe(400);
      expect(kategori.json().message).toBe('Kategori tidak ditemukan.');
      const lokasi = await client.get(url('lokasi=Solo'));
      expect(lokasi.statusCode, path).toBe(400);
      expect(lokasi.json().message).toMatch(/^Jemaat harus salah satu dari/);
    }
  });
});
