import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { insertArtikel } from './support/rows.ts';
import { bearer, tokenFor } from './support/users.ts';

// Upcoming activities first (nearest first), then past ones (latest first); 'today' is the WIB date.
const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const wibToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** The WIB calendar day `days` after today, as 'YYYY-MM-DD'. */
function day(days: number): string {
  const date = new Date(`${wibToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Rows on both sides of today, with ties on the day and on the time; inserted out of order. */
const ROWS: [name: string, days: number, jam: string | null][] = [
  ['Lalu sebulan', -30, null],
  ['Kemarin malam', -1, '19:00:00'],
  ['Kemarin tanpa jam', -1, null],
  ['Kemarin pagi 1', -1, '08:00:00'],
  ['Sebulan lagi', 60, null],
  ['Hari ini tanpa jam', 0, null],
  ['Hari ini pagi 1', 0, '09:00:00'],
  ['Besok', 1, null],
  ['Pekan depan pagi', 7, '07:00:00'],
  ['Pekan depan tanpa jam', 7, null],
  ['Hari ini pagi 2', 0, '09:00:00'],
  ['Kemarin pagi 2', -1, '08:00:00'],
];

const EXPECTED = [
  'Hari ini tanpa jam',
  'Hari ini pagi 1',
  'Hari ini pagi 2',
  'Besok',
  'Pekan depan tanpa jam',
  'Pekan depan pagi',
  'Sebulan lagi',
  'Kemarin malam',
  'Kemarin pagi 2',
  'Kemarin pagi 1',
  'Kemarin tanpa jam',
  'Lalu sebulan',
];

async function insertRows() {
  for (const [nama, days, jam] of ROWS) {
    await db
      .insertInto('kegiatan_gereja')
      .values({
        nama_kegiatan_gereja: nama,
        waktu_kegiatan_gereja: day(days),
        jam_kegiatan_gereja: jam,
        tempat_kegiatan_gereja: days < 0 ? 'Gedung lama' : 'Gedung baru',
      })
      .execute();
  }
}

const names = (rows: { nama_kegiatan_gereja: string }[]) => rows.map((row) => row.nama_kegiatan_gereja);
const get = async (url: string) => (await app.inject({ url })).json();

describe('the order of activities', () => {
  it('lists upcoming ones first, nearest first, then past ones, latest first, page by page', async () => {
    await insertRows();
    const all = await get('/api/kegiatan-gereja?per_page=100');
    expect(names(all.data)).toEqual(EXPECTED);
    expect(all.total).toBe(12);
    expect(all.data[1].jam_kegiatan_gereja).toBe('09:00');
    expect(all.data[0].jam_kegiatan_gereja).toBeNull();
    expect(names((await get('/api/kegiatan-gereja?sort=terdekat&per_page=100')).data)).toEqual(EXPECTED);

    // Pages that end inside the upcoming part, cross into the past part, and lie wholly in it.
    for (const perPage of [1, 4, 5, 9]) {
      const pages = [];
      for (let page = 1; (page - 1) * perPage < EXPECTED.length; page++) {
        const answer = await get(`/api/kegiatan-gereja?per_page=${perPage}&page=${page}`);
        expect(answer.total).toBe(12);
        pages.push(...names(answer.data));
      }
      expect(pages, `${perPage} per page`).toEqual(EXPECTED);
    }
    // A search keeps the order among what it finds.
    const found = await get('/api/kegiatan-gereja?q=pagi&per_page=2&page=2');
    expect(found.total).toBe(5);
    expect(names(found.data)).toEqual(['Pekan depan pagi', 'Kemarin pagi 2']);
    // A column sort (the admin's table headers) still sorts by that column.
    const byDate = await get('/api/kegiatan-gereja?sort=waktu_kegiatan_gereja&order=desc&per_page=1');
    expect(names(byDate.data)).toEqual(['Sebulan lagi']);
  });

  it('gives the site build and the home page list the same order', async () => {
    await insertRows();
    expect(names((await get('/api/publikasi/kegiatan')).data)).toEqual(EXPECTED);
    expect(names((await get('/api/kegiatan-dengan-thumbnail')).data)).toEqual(EXPECTED);
  });

  it('puts upcoming activities first on the home pager, then past ones and articles, latest first', async () => {
    await insertRows();
    for (const [judul, tanggal] of [
      ['Warta hari ini', `${day(0)} 00:30:00`],
      ['Warta kemarin', `${day(-1)} 12:00:00`],
    ]) {
      await insertArtikel(db, judul, tanggal, 'Tim');
    }
    const recent: { title: string; type: string; date: string }[] = await get('/api/konten/recent');
    expect(recent.map((item) => item.title)).toEqual([
      ...EXPECTED.slice(0, 7),
      'Warta hari ini',
      'Kemarin malam',
      'Warta kemarin',
      'Kemarin pagi 2',
      'Kemarin pagi 1',
    ]);
    expect(recent[0]).toMatchObject({ type: 'kegiatan', date: day(0) });
    expect(recent[7]).toMatchObject({ type: 'artikel', date: `${day(0)} 00:30:00` });
  });
});

describe('the time of day of an activity', () => {
  it('is optional, stored as HH:MM, and refused when it is no time', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const save = (method: 'POST' | 'PUT', url: string, jam: unknown) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        payload: {
          nama_kegiatan_gereja: 'Ibadah Syukur',
          waktu_kegiatan_gereja: '2026-11-29',
          jam_kegiatan_gereja: jam,
        },
      });
    const created = await save('POST', '/api/kegiatan-gereja', '09:30');
    expect(created.statusCode).toBe(201);
    expect(created.json().data.jam_kegiatan_gereja).toBe('09:30');
    const url = `/api/kegiatan-gereja/${created.json().data.id_kegiatan_gereja}`;
    expect((await get(url)).jam_kegiatan_gereja).toBe('09:30');
    expect((await save('PUT', url, '')).json().data.jam_kegiatan_gereja).toBeNull();
    expect((await save('PUT', url, null)).json().data.jam_kegiatan_gereja).toBeNull();
    expect((await save('PUT', url, '18:05')).json().data.jam_kegiatan_gereja).toBe('18:05');
    for (const jam of ['24:00', '9:30', '09:60', '09.30', '09:30:00', 930]) {
      const refused = await save('PUT', url, jam);
      expect(refused.statusCode, String(jam)).toBe(400);
      expect(refused.json().message).toBe('Jam kegiatan harus berupa jam yang valid (HH:MM).');
    }
  });
});
