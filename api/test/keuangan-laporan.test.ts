// The treasurer's report against independent sums: for generated books (any mix of types, categories,
// congregations and amounts up to tens of trillions of rupiah) and any period, every figure of the report
// equals the sum of the rows it covers, and one period's opening balance is the previous one's closing.
import type { Lokasi } from '@gkj/db';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminClient,
  type Client,
  createCategories,
  insertRows,
  type Row,
  sumOf,
} from './keuangan-helpers.ts';
import { emptyDatabase, testApp } from './support/app.ts';

const ctx = await testApp();
let client: Client;
let categories: Record<string, number>;
const INCOME = ['Persembahan Ibadah', 'Persepuluhan'];
const EXPENSE = ['Operasional', 'Diakonia', 'Pembangunan'];
const PLACES: Lokasi[] = ['Induk Girimarto', 'Pepanthan Paseban', 'Pepanthan Simpar'];

beforeEach(async () => {
  await emptyDatabase(ctx.db);
  client = await adminClient(ctx);
  categories = await createCategories(client, {
    ...Object.fromEntries(INCOME.map((name) => [name, 'pemasukan'])),
    ...Object.fromEntries(EXPENSE.map((name) => [name, 'pengeluaran'])),
  });
});
afterAll(ctx.close);

const DAY0 = Date.UTC(2024, 0, 1);
const dateOf = (day: number) => new Date(DAY0 + day * 86_400_000).toISOString().slice(0, 10);
const DAYS = 3 * 366;

const row = fc
  .record({
    day: fc.integer({ min: 0, max: DAYS }),
    pemasukan: fc.boolean(),
    jumlah: fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 40_000_000_000_000 })),
    category: fc.nat(),
    withCategory: fc.boolean(),
    place: fc.option(fc.constantFrom(...PLACES)),
  })
  .map(({ day, pemasukan, jumlah, category, withCategory, place }): Row => {
    const names = pemasukan ? INCOME : EXPENSE;
    return {
      tanggal_transaksi: dateOf(day),
      nama_transaksi: `Transaksi ${day}`,
      jenis_transaksi: pemasukan ? 'pemasukan' : 'pengeluaran',
      jumlah_transaksi: jumlah,
      id_kategori: withCategory ? categories[names[category % names.length]] : null,
      lokasi_transaksi: place,
    };
  });

const period = fc
  .tuple(fc.integer({ min: -30, max: DAYS + 30 }), fc.integer({ min: 0, max: 400 }))
  .map(([start, length]) => ({ dari: dateOf(start), sampai: dateOf(start + length) }));

async function report(query: string) {
  const answer = await client.get(`/laporan-keuangan?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The figures of the report computed from the rows alone. */
function expected(rows: Row[], dari: string, sampai: string, lokasi: Lokasi | null) {
  const mine = rows.filter((r) => lokasi === null || r.lokasi_transaksi === lokasi);
  const inPeriod = (r: Row) => r.tanggal_transaksi >= dari && r.tanggal_transaksi <= sampai;
  const before = (r: Row) => r.tanggal_transaksi < dari;
  const income = (r: Row) => r.jenis_transaksi === 'pemasukan';
  const saldo_awal = sumOf(mine, (r) => before(r) && income(r)) - sumOf(mine, (r) => before(r) && !income(r));
  const total_pemasukan = sumOf(mine, (r) => inPeriod(r) && income(r));
  const total_pengeluaran = sumOf(mine, (r) => inPeriod(r) && !income(r));
  const line = (names: string[], jenis: string) => {
    const lines = [...names].sort().map((nama) => ({
      nama_kategori: nama,
      jumlah: sumOf(mine, (r) => inPeriod(r) && r.id_kategori === categories[nama]),
    }));
    const without = mine.filter((r) => inPeriod(r) && r.jenis_transaksi === jenis && r.id_kategori === null);
    return without.length > 0
      ? [...lines, { nama_kategori: 'Tanpa kategori', jumlah: sumOf(without, () => true) }]
      : lines;
  };
  return {
    saldo_awal,
    total_pemasukan,
    total_pengeluaran,
    saldo_akhir: saldo_awal + total_pemasukan - total_pengeluaran,
    pemasukan: line(INCOME, 'pemasukan'),
    pengeluaran: line(EXPENSE, 'pengeluaran'),
  };
}

describe('laporan-keuangan', () => {
  it('equals independent sums over the rows, for any book and any period', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 120 }),
        period,
        fc.option(fc.constantFrom(...PLACES)),
        async (rows, { dari, sampai }, lokasi) => {
          await ctx.db.deleteFrom('transaksi_keuangan').execute();
          await insertRows(ctx, rows);
          const scope = lokasi ? `&lokasi=${encodeURIComponent(lokasi)}` : '';
          const got = await report(`dari=${dari}&sampai=${sampai}${scope}&per_lokasi=1`);
          const want = expected(rows, dari, sampai, lokasi);
          expect({
            ...got,
            pemasukan: got.pemasukan.map(
              ({ nama_kategori, jumlah }: { nama_kategori: string; jumlah: number }) => ({
                nama_kategori,
                jumlah,
              }),
            ),
            pengeluaran: got.pengeluaran.map(
              ({ nama_kategori, jumlah }: { nama_kategori: string; jumlah: number }) => ({
                nama_kategori,
                jumlah,
              }),
            ),
          }).toMatchObject(want);
          // Per congregation: every place's sums, and together they are the period's totals.
          const places = got.per_lokasi as {
            lokasi: Lokasi | null;
            total_pemasukan: number;
            total_pengeluaran: number;
          }[];
          for (const place of places) {
            const here = expected(
              rows.filter((r) => (r.lokasi_transaksi ?? null) === place.lokasi),
              dari,
              sampai,
              null,
            );
            expect(place.total_pemasukan).toBe(here.total_pemasukan);
            expect(place.total_pengeluaran).toBe(here.total_pengeluaran);
          }
          expect(places.reduce((sum, p) => sum + p.total_pemasukan, 0)).toBe(want.total_pemasukan);
          // The chart: the twelve months ending with the period's, each month's own sums.
          expect(got.bulanan).toHaveLength(12);
          expect(got.bulanan.at(-1).bulan).toBe(sampai.slice(0, 7));
          for (const month of got.bulanan) {
            const mine = rows.filter(
              (r) =>
                r.tanggal_transaksi.startsWith(month.bulan) && (!lokasi || r.lokasi_transaksi === lokasi),
            );
            expect(month.pemasukan).toBe(sumOf(mine, (r) => r.jenis_transaksi === 'pemasukan'));
            expect(month.pengeluaran).toBe(sumOf(mine, (r) => r.jenis_transaksi === 'pengeluaran'));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('opens each period with the closing balance of the one before (months, quarters, years)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 150 }), async (rows) => {
        await ctx.db.deleteFrom('transaksi_keuangan').execute();
        await insertRows(ctx, rows);
        const chains = [
          ['2024-01-01', '2024-01-31', '2024-02-01', '2024-02-29'],
          ['2025-04-01', '2025-06-30', '2025-07-01', '2025-09-30'],
          ['2024-01-01', '2024-12-31', '2025-01-01', '2025-12-31'],
        ];
        for (const [dari1, sampai1, dari2, sampai2] of chains) {
          const first = await report(`dari=${dari1}&sampai=${sampai1}`);
          const second = await report(`dari=${dari2}&sampai=${sampai2}`);
          expect(second.saldo_awal).toBe(first.saldo_akhir);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('lists the period transactions with their receipts when asked, and refuses a reversed period', async () => {
    await insertRows(ctx, [
      {
        tanggal_transaksi: '2025-05-02',
        nama_transaksi: 'Nota semen',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 500,
        id_kategori: categories.Pembangunan,
      },
    ]);
    await ctx.db
      .updateTable('transaksi_keuangan')
      .set({ bukti_transaksi: '/uploads/keuangan/nota.webp' })
      .execute();
    const got = await report('dari=2025-05-01&sampai=2025-05-31&rincian=1');
    expect(got.rincian).toEqual([
      expect.objectContaining({
        nama_transaksi: 'Nota semen',
        nama_kategori: 'Pembangunan',
        bukti_transaksi: '/uploads/keuangan/nota.webp',
      }),
    ]);
    expect(got.gereja).toEqual({ nama_gereja: 'GKJ Girimarto', alamat: '' });
    const reversed = await client.get('/laporan-keuangan?dari=2025-06-01&sampai=2025-05-31');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      message: 'Tanggal akhir periode tidak boleh sebelum tanggal awal.',
      code: 'VALIDATION',
    });
    const place = await client.get('/laporan-keuangan?dari=2025-05-01&sampai=2025-05-31&lokasi=Solo');
    expect(place.statusCode).toBe(400);
  });
});

describe('laporan-keuangan with the read cache on', () => {
  it('answers from memory until a write, and the write is in the next report', async () => {
    const cached = await testApp({ READ_CACHE_MS: '60000' });
    try {
      const admin = await adminClient(cached);
      const get = async () =>
        (await admin.get('/laporan-keuangan?dari=2025-01-01&sampai=2025-12-31')).json().total_pemasukan;
      expect(await get()).toBe(0);
      // Written behind the app's back: the cached report does not see it …
      await insertRows(cached, [
        {
          tanggal_transaksi: '2025-03-01',
          nama_transaksi: 'Diam-diam',
          jenis_transaksi: 'pemasukan',
          jumlah_transaksi: 5,
        },
      ]);
      expect(await get()).toBe(0);
      // … until a write through the API empties the cache.
      const saved = await admin.post('/keuangan-gereja', {
        tanggal_transaksi: '2025-03-02',
        nama_transaksi: 'Kolekte',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: '100',
      });
      expect(saved.statusCode).toBe(201);
      expect(await get()).toBe(105);
    } finally {
      await cached.close();
    }
  });
});
