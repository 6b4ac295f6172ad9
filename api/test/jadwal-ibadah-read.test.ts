import type { Lokasi } from '@gkj/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const get = (url: string) => app.inject({ url: `/api${url}` });

async function addService(tanggal: string, lokasi: Lokasi, nama = 'Ibadah Minggu', extra: object = {}) {
  const result = await db
    .insertInto('jadwal_ibadah')
    .values({
      tanggal_ibadah: tanggal,
      nama_ibadah: nama,
      lokasi_ibadah: lokasi,
      pemimpin_ibadah: 'Pdt. Yusak Nugroho',
      tema_ibadah: 'Kasih yang melayani',
      ...extra,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

type Row = { nama_ibadah: string; tanggal_ibadah: string };
const names = (rows: Row[]) => rows.map((row) => row.nama_ibadah);

describe('jadwal ibadah reads (public)', () => {
  it('list newest first with q over name, leader, theme and location, sorting and paging', async () => {
    await addService('2099-01-04 07:00:00', 'Induk Girimarto', 'Ibadah Pagi');
    await addService('2099-01-11 07:00:00', 'Pepanthan Simpar', 'Ibadah Anak');
    await addService('2099-01-18 07:00:00', 'Pepanthan Gemawang', 'Ibadah Pemuda', {
      pemimpin_ibadah: 'Sdr. Timotius',
    });
    const all = (await get('/jadwal-ibadah')).json();
    expect(all.total).toBe(3);
    expect(names(all.data)).toEqual(['Ibadah Pemuda', 'Ibadah Anak', 'Ibadah Pagi']);
    expect(Object.keys(all.data[0]).sort()).toEqual([
      'id_jadwal_ibadah',
      'info_ibadah',
      'lokasi_ibadah',
      'nama_ibadah',
      'pemimpin_ibadah',
      'tanggal_ibadah',
      'tema_ibadah',
      'updated_at',
    ]);
    expect(names((await get('/jadwal-ibadah?q=simpar')).json().data)).toEqual(['Ibadah Anak']);
    expect(names((await get('/jadwal-ibadah?q=TIMOTIUS')).json().data)).toEqual(['Ibadah Pemuda']);
    expect((await get('/jadwal-ibadah?q=melayani')).json().total).toBe(3);
    const page = (await get('/jadwal-ibadah?sort=nama_ibadah&order=asc&per_page=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, data: [{ nama_ibadah: 'Ibadah Pemuda' }] });
    expect((await get('/jadwal-ibadah?per_page=101')).statusCode).toBe(400);
  });

  it('read one service by id, 404 for an unknown one', async () => {
    const id = await addService('2099-01-04 07:00:00', 'Induk Girimarto');
    expect((await get(`/jadwal-ibadah/${id}`)).json()).toMatchObject({
      id_jadwal_ibadah: id,
      tanggal_ibadah: '2099-01-04 07:00:00',
      info_ibadah: null,
    });
    expect((await get('/jadwal-ibadah/0')).statusCode).toBe(404);
  });

  it('per location: upcoming only, soonest first, at most 20', async () => {
    await addService('2000-01-02 07:00:00', 'Pepanthan Sidoharjo', 'Sudah Lewat');
    await addService('2099-03-01 08:00:00', 'Pepanthan Sidoharjo', 'Kedua');
    await addService('2099-02-01 08:00:00', 'Pepanthan Sidoharjo', 'Pertama');
    await addService('2099-02-01 07:00:00', 'Induk Girimarto', 'Lokasi Lain');
    const response = await get(`/jadwal-ibadah-lokasi/${encodeURIComponent('Pepanthan Sidoharjo')}`);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Pertama', 'Kedua']);

    for (let day = 1; day <= 22; day++) {
      await addService(`2098-05-${String(day).padStart(2, '0')} 07:00:00`, 'Pepanthan Simpar', `Hari ${day}`);
    }
    const simpar = (await get('/jadwal-ibadah-lokasi/Pepanthan%20Simpar')).json();
    expect(simpar).toHaveLength(20);
    expect(simpar[0].nama_ibadah).toBe('Hari 1');
  });

  it('for the calendar feeds: every church from 30 days ago on, soonest first, with its version', async () => {
    // WIB dates some days from now; a margin of 10 days either side of the window's edge.
    const daysFromNow = (days: number) =>
      `${new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10)} 07:00:00`;
    await addService(daysFromNow(-40), 'Induk Girimarto', 'Terlalu Lama');
    await addService(daysFromNow(7), 'Pepanthan Simpar', 'Minggu Depan');
    await addService(daysFromNow(-20), 'Pepanthan Paseban', 'Tiga Minggu Lalu');
    await addService(daysFromNow(0), 'Induk Girimarto', 'Hari Ini');
    const response = await get('/publikasi/jadwal');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(names(data)).toEqual(['Tiga Minggu Lalu', 'Hari Ini', 'Minggu Depan']);
    expect(data[0]).toMatchObject({ lokasi_ibadah: 'Pepanthan Paseban', updated_at: expect.any(String) });
  });

  it('per location: an unknown location is 404', async () => {
    const response = await get('/jadwal-ibadah-lokasi/Wonogiri');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Lokasi tidak ditemukan.', code: 'NOT_FOUND' });
  });
});
