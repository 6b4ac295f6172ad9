import { describe, expect, it } from 'vitest';
import { auditChange } from './support/audit.ts';
import { apiSuite } from './support/suite.ts';
import { tokenFor } from './support/users.ts';

const { app, db, call, messageOf } = await apiSuite();

const ITEM = {
  nama_inventaris: 'Kursi Lipat',
  jenis_inventaris: 'Perabot',
  jumlah_inventaris: 120,
  lokasi_inventaris: 'Induk Girimarto',
};

describe('inventarisasi gereja', () => {
  it('is for admin, pendeta and petugas inventaris', async () => {
    const { token } = await tokenFor(app, 'author');
    expect((await call(token, 'GET', '/inventarisasi-gereja')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/inventarisasi-gereja' })).statusCode).toBe(401);
    const petugas = await tokenFor(app, 'petugas_inventaris');
    expect((await call(petugas.token, 'POST', '/inventarisasi-gereja', ITEM)).statusCode).toBe(201);
  });

  it('creates an item, taking `milik` as the location when lokasi_inventaris is not sent', async () => {
    const { token } = await tokenFor(app, 'petugas_inventaris');
    const response = await call(token, 'POST', '/inventarisasi-gereja', ITEM);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Inventaris berhasil ditambahkan.',
      data: { ...ITEM, id_inventaris: expect.any(Number), updated_at: expect.any(String) },
    });
    const { lokasi_inventaris: _, ...withoutLokasi } = ITEM;
    const milik = await call(token, 'POST', '/inventarisasi-gereja', {
      ...withoutLokasi,
      milik: 'Pepanthan Gemawang',
    });
    expect(milik.json().data.lokasi_inventaris).toBe('Pepanthan Gemawang');
    expect(milik.json().data).not.toHaveProperty('milik');
    const both = await call(token, 'POST', '/inventarisasi-gereja', { ...ITEM, milik: '' });
    expect(both.json().data.lokasi_inventaris).toBe('Induk Girimarto');
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => row.tabel)).toEqual(['inventaris', 'inventaris', 'inventaris']);
  });

  it('answers a clear message for each bad field', async () => {
    const { token } = await tokenFor(app, 'admin');
    const message = messageOf(token, 'POST', '/inventarisasi-gereja', ITEM);
    expect(await message({ nama_inventaris: '' })).toBe('Nama inventaris wajib diisi.');
    expect(await message({ jenis_inventaris: undefined })).toBe('Jenis inventaris wajib diisi.');
    expect(await message({ jumlah_inventaris: undefined })).toBe('Jumlah inventaris wajib diisi.');
    expect(await message({ jumlah_inventaris: null })).toBe('Jumlah inventaris wajib diisi.');
    const notCount = 'Jumlah inventaris harus berupa bilangan bulat 0 atau lebih.';
    for (const jumlah_inventaris of [-1, 2.5, 'dua', '3,5', '', '118', true]) {
      expect(await message({ jumlah_inventaris })).toBe(notCount);
    }
    expect(await message({ jumlah_inventaris: 2_000_000_000 })).toBe(
      'Jumlah inventaris maksimal 1000000000.',
    );
    expect(await message({ lokasi_inventaris: undefined })).toBe('Lokasi inventaris wajib diisi.');
    expect(await message({ lokasi_inventaris: null, milik: null })).toBe('Lokasi inventaris wajib diisi.');
    expect(await message({ lokasi_inventaris: 'Gudang' })).toBe(
      'Lokasi inventaris harus salah satu dari: Induk Girimarto, Pepanthan Paseban, Pepanthan Sidoharjo, ' +
        'Pepanthan Gemawang, Pepanthan Simpar.',
    );
    const zero = await call(token, 'POST', '/inventarisasi-gereja', { ...ITEM, jumlah_inventaris: 0 });
    expect(zero.statusCode).toBe(201);
  });

  it('lists with q over name, type and location, sorting and paging', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    for (const item of [
      ITEM,
      { ...ITEM, nama_inventaris: 'Proyektor', jenis_inventaris: 'Elektronik', jumlah_inventaris: 2 },
      { ...ITEM, nama_inventaris: 'Gitar', jumlah_inventaris: 5, lokasi_inventaris: 'Pepanthan Simpar' },
    ]) {
      await call(token, 'POST', '/inventarisasi-gereja', item);
    }
    const names = async (query: string) =>
      (await call(token, 'GET', `/inventarisasi-gereja${query}`))
        .json()
        .data.map((row: { nama_inventaris: string }) => row.nama_inventaris);
    expect(await names('')).toEqual(['Gitar', 'Kursi Lipat', 'Proyektor']);
    expect(await names('?q=elektro')).toEqual(['Proyektor']);
    expect(await names('?q=SIMPAR')).toEqual(['Gitar']);
    expect(await names('?q=kursi')).toEqual(['Kursi Lipat']);
    expect(await names('?sort=jumlah_inventaris&order=desc&per_page=2')).toEqual(['Kursi Lipat', 'Gitar']);
    const page = (await call(token, 'GET', '/inventarisasi-gereja?per_page=2&page=2')).json();
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(1);
  });

  it('reads, updates and deletes one item; unknown ids are 404', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = (await call(token, 'POST', '/inventarisasi-gereja', ITEM)).json().data.id_inventaris;
    expect((await call(token, 'GET', `/inventarisasi-gereja/${id}`)).json()).toEqual({
      ...ITEM,
      id_inventaris: id,
      updated_at: expect.any(String),
    });
    const updated = await call(token, 'PUT', `/inventarisasi-gereja/${id}`, {
      ...ITEM,
      jumlah_inventaris: 118,
    });
    expect(updated.json()).toEqual({
      message: 'Inventaris berhasil diperbarui.',
      data: { ...ITEM, id_inventaris: id, jumlah_inventaris: 118, updated_at: expect.any(String) },
    });
    expect(await auditChange(db, 'update')).toEqual({ jumlah_inventaris: 118 });
    expect((await call(token, 'DELETE', `/inventarisasi-gereja/${id}`)).json()).toEqual({
      message: 'Data berhasil dihapus!',
    });
    expect((await call(token, 'GET', `/inventarisasi-gereja/${id}`)).json()).toEqual({
      message: 'Inventaris tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect((await call(token, 'PUT', `/inventarisasi-gereja/${id}`, ITEM)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/inventarisasi-gereja/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an item that a finance transaction still records', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = (await call(token, 'POST', '/inventarisasi-gereja', ITEM)).json().data.id_inventaris;
    const transaksi = await db
      .insertInto('transaksi_keuangan')
      .values({
        tanggal_transaksi: '2026-01-10',
        nama_transaksi: 'Beli kursi',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 1_500_000,
      })
      .executeTakeFirstOrThrow();
    await db
      .insertInto('log_inventaris')
      .values({ id_transaksi: Number(transaksi.insertId), id_inventaris: id, jumlah_item: 10, perubahan: 10 })
      .execute();
    const response = await call(token, 'DELETE', `/inventarisasi-gereja/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Inventaris tidak dapat dihapus karena masih tercatat pada transaksi keuangan. Hapus transaksinya terlebih dahulu.',
    );
    expect((await call(token, 'GET', `/inventarisasi-gereja/${id}`)).statusCode).toBe(200);
    expect(await db.selectFrom('audit_log').selectAll().where('aksi', '=', 'delete').execute()).toEqual([]);
  });
});
