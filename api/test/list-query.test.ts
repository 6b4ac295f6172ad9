import { listQuery } from '@gkj/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { likePattern, listRows } from '../src/lib/list-query.ts';
import { emptyDatabase, testApp } from './support/app.ts';

const ctx = await testApp();
const { app, db } = ctx;

// A list route the way a resource declares one.
const JadwalQuery = listQuery(['nama_ibadah', 'tanggal_ibadah'] as const);
app.get(
  '/api/test-jadwal',
  { schema: { querystring: JadwalQuery }, config: { access: 'public' } },
  async (request) =>
    listRows(
      app.aggregates,
      db.selectFrom('jadwal_ibadah').select(['id_jadwal_ibadah', 'nama_ibadah', 'tanggal_ibadah']),
      request.query,
      {
        search: ['nama_ibadah', 'pemimpin_ibadah'],
        sort: { nama_ibadah: 'nama_ibadah', tanggal_ibadah: 'tanggal_ibadah' },
        defaultSort: 'tanggal_ibadah',
        id: 'id_jadwal_ibadah',
      },
    ),
);
afterAll(ctx.close);

async function seed(names: string[]) {
  await db
    .insertInto('jadwal_ibadah')
    .values(
      names.map((nama, i) => ({
        nama_ibadah: nama,
        lokasi_ibadah: 'Induk Girimarto' as const,
        tema_ibadah: 'Tema',
        tanggal_ibadah: `2026-12-${String((i % 3) + 1).padStart(2, '0')} 07:00:00`,
        pemimpin_ibadah: i === 0 ? 'Pdt. Yohanes' : 'Pnt. Sutrisno',
      })),
    )
    .execute();
}
const list = async (query: string) => (await app.inject({ url: `/api/test-jadwal?${query}` })).json();

beforeEach(async () => {
  await emptyDatabase(db);
  await seed([
    'Ibadah Minggu',
    'Ibadah 100% Syukur',
    'Ibadah_Pemuda',
    'Ibadah Pemuda',
    'Doa Pagi',
    'ibadah minggu sore',
  ]);
});

describe('listRows', () => {
  it('pages with a total, 10 per page by default', async () => {
    expect(await list('')).toMatchObject({ total: 6 });
    const page = await list('per_page=4&page=2');
    expect(page.total).toBe(6);
    expect(page.data).toHaveLength(2);
  });

  it('matches q case-insensitively as a substring over the searchable columns', async () => {
    expect((await list('q=MINGGU')).total).toBe(2);
    expect((await list('q=yohanes')).data.map((r: { nama_ibadah: string }) => r.nama_ibadah)).toEqual([
      'Ibadah Minggu',
    ]);
  });

  it('takes % and _ in q literally', async () => {
    expect((await list('q=100%25')).data.map((r: { nama_ibadah: string }) => r.nama_ibadah)).toEqual([
      'Ibadah 100% Syukur',
    ]);
    expect((await list('q=_')).data.map((r: { nama_ibadah: string }) => r.nama_ibadah)).toEqual([
      'Ibadah_Pemuda',
    ]);
    expect(likePattern('a\\b%_')).toBe('%a\\\\b\\%\\_%');
  });

  it('sorts by a whitelisted column with a stable tiebreak on the id', async () => {
    const asc = await list('sort=tanggal_ibadah&order=asc&per_page=100');
    const ids = asc.data.map((r: { id_jadwal_ibadah: number }) => r.id_jadwal_ibadah);
    // Dates repeat (1st, 2nd, 3rd, 1st, …): within one date the ids ascend.
    expect(ids).toEqual([1, 4, 2, 5, 3, 6]);
    // Lower and upper case sort together (the collation), as the admin's lowercased compare does.
    const names = (await list('sort=nama_ibadah&order=asc')).data.map(
      (r: { nama_ibadah: string }) => r.nama_ibadah,
    );
    expect(names[0]).toBe('Doa Pagi');
    expect(names.indexOf('ibadah minggu sore')).toBe(names.indexOf('Ibadah Minggu') + 1);
    const desc = await list('sort=nama_ibadah&order=desc');
    expect(desc.data.at(-1).nama_ibadah).toBe('Doa Pagi');
  });

  it('refuses a sort column outside the whitelist and a page size over 100', async () => {
    const badSort = await app.inject({ url: '/api/test-jadwal?sort=password_user' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toEqual({ message: 'Kolom pengurutan tidak valid.', code: 'VALIDATION' });
    const big = await app.inject({ url: '/api/test-jadwal?per_page=101' });
    expect(big.json()).toEqual({ message: 'Jumlah data per halaman maksimal 100.', code: 'VALIDATION' });
  });
});
