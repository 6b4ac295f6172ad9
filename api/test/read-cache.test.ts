import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/lib/read-cache.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

// A long lifetime, so only invalidation (never expiry) can make a fresh answer appear in these tests.
const ctx = await testApp({ READ_CACHE_MS: '60000' });
const { app, db } = ctx;
afterAll(ctx.close);

let token: string;
beforeEach(async () => {
  await emptyDatabase(db);
  ({ token } = await tokenFor(app, 'admin'));
  // Empties the cache: a write accepted by the API.
  await createSchedule('Ibadah Awal');
});

async function createSchedule(nama: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jadwal-ibadah',
    headers: bearer(token),
    payload: {
      nama_ibadah: nama,
      tanggal_ibadah: '2099-01-04 07:00:00',
      lokasi_ibadah: 'Induk Girimarto',
      tema_ibadah: 'Tema',
      pemimpin_ibadah: 'Pdt. Yohanes',
    },
  });
  expect(response.statusCode).toBe(201);
}

/** A change the API never sees: only a cached answer can hide it. */
async function renameBehindTheApi(nama: string) {
  await db.updateTable('jadwal_ibadah').set({ nama_ibadah: nama }).execute();
}

const URL = '/api/jadwal-ibadah-lokasi/Induk%20Girimarto';
const names = async (headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: URL, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { nama_ibadah: string }[]).map((row) => row.nama_ibadah);
};

describe('the public cache', () => {
  it('answers a repeated anonymous read from memory, with the same headers', async () => {
    const first = await app.inject({ method: 'GET', url: URL });
    await renameBehindTheApi('Diubah di database');
    const second = await app.inject({ method: 'GET', url: URL });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is emptied by every accepted write, so the writer and every visitor read the new data', async () => {
    expect(await names()).toEqual(['Ibadah Awal']);
    await createSchedule('Ibadah Kedua');
    expect(await names()).toEqual(['Ibadah Awal', 'Ibadah Kedua']);
  });

  it('is not emptied by a refused write', async () => {
    expect(await names()).toEqual(['Ibadah Awal']);
    const refused = await app.inject({ method: 'POST', url: '/api/jadwal-ibadah', payload: {} });
    expect(refused.statusCode).toBe(401);
    await renameBehindTheApi('Diubah di database');
    expect(await names()).toEqual(['Ibadah Awal']);
  });

  it('never answers a signed-in caller from memory', async () => {
    expect(await names()).toEqual(['Ibadah Awal']);
    await renameBehindTheApi('Diubah di database');
    expect(await names(bearer(token))).toEqual(['Diubah di database']);
  });

  it('keeps different addresses apart and never stores an error', async () => {
    const other = await app.inject({ method: 'GET', url: '/api/jadwal-ibadah-lokasi/Pepanthan%20Simpar' });
    expect(other.json()).toEqual([]);
    expect(await names()).toEqual(['Ibadah Awal']);
    expect((await app.inject({ method: 'GET', url: '/api/artikel/4242' })).statusCode).toBe(404);
    await db
      .insertInto('artikel')
      .values({
        id_artikel: 4242,
        judul_artikel: 'Ditulis di database',
        jenis_artikel: 'berita',
        isi_artikel: 'Isi.',
        tanggal_artikel: '2026-11-01 08:00:00',
        author: 'admin',
      })
      .execute();
    expect((await app.inject({ method: 'GET', url: '/api/artikel/4242' })).statusCode).toBe(200);
  });
});

describe('the aggregate cache', () => {
  const total = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('keeps a list total while nothing is written through the API, and counts again after a write', async () => {
    expect((await total('/api/jadwal-ibadah?per_page=10')).total).toBe(1);
    await db
      .insertInto('jadwal_ibadah')
      .values({
        nama_ibadah: 'Di database',
        tanggal_ibadah: '2099-01-11 07:00:00',
        lokasi_ibadah: 'Induk Girimarto',
        tema_ibadah: 'Tema',
        pemimpin_ibadah: 'Pdt. Yohanes',
      })
      .execute();
    // The page itself is always read fresh; only its total comes from memory.
    const stale = await total('/api/jadwal-ibadah?per_page=10');
    expect([stale.data.length, stale.total]).toEqual([2, 1]);
    await createSchedule('Ibadah Ketiga');
    expect((await total('/api/jadwal-ibadah?per_page=10')).total).toBe(3);
  });

  it('keeps the finance totals per search until the next accepted write', async () => {
    const add = (nama: string, jumlah: number) =>
      db
        .insertInto('transaksi_keuangan')
        .values({
          tanggal_transaksi: '2026-11-01',
          nama_transaksi: nama,
          jenis_transaksi: 'pemasukan',
          jumlah_transaksi: jumlah,
        })
        .execute();
    await add('Persembahan', 100_000);
    expect(await total('/api/total-transaksi')).toEqual({ total_pemasukan: 100_000, total_pengeluaran: 0 });
    await add('Kolekte', 50_000);
    expect(await total('/api/total-transaksi')).toEqual({ total_pemasukan: 100_000, total_pengeluaran: 0 });
    expect((await total('/api/total-transaksi?q=Kolekte')).total_pemasukan).toBe(50_000);
    await createSchedule('Ibadah Ketiga');
    expect((await total('/api/total-transaksi')).total_pemasukan).toBe(150_000);
  });
});

describe('with READ_CACHE_MS=0', () => {
  it('reads the database on every request', async () => {
    const uncached = await testApp({ READ_CACHE_MS: '0' });
    try {
      const read = async () =>
        ((await uncached.app.inject({ method: 'GET', url: URL })).json() as { nama_ibadah: string }[]).map(
          (row) => row.nama_ibadah,
        );
      expect(await read()).toEqual(['Ibadah Awal']);
      await renameBehindTheApi('Diubah di database');
      expect(await read()).toEqual(['Diubah di database']);
    } finally {
      await uncached.close();
    }
  });
});

describe('ReadCache', () => {
  it('shares one read among callers asking meanwhile, and never stores a read overtaken by a write', async () => {
    const cache = new ReadCache<number>(60_000);
    let reads = 0;
    let finish: (value: number) => void = () => {};
    const slowRead = () => {
      reads += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.remember('total', slowRead);
    const second = cache.remember('total', slowRead);
    expect(reads).toBe(1);
    cache.invalidate();
    const afterWrite = cache.remember('total', async () => {
      reads += 1;
      return 2;
    });
    finish(1);
    expect([await first, await second, await afterWrite]).toEqual([1, 1, 2]);
    expect(reads).toBe(2);
    expect(cache.get('total')).toBe(2);
  });
});
