// Arranging finance data for the category, report and export tests: the admin's API client, categories
// created through the API, and transactions inserted directly (many at once, in any shape a test needs).
import type { Lokasi } from '@gkj/db';
import type { TestContext } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

export interface Row {
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  keterangan_transaksi?: string | null;
  id_kategori?: number | null;
  lokasi_transaksi?: Lokasi | null;
}

export async function adminClient(ctx: TestContext) {
  const { token } = await tokenFor(ctx.app, 'admin');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Client = Awaited<ReturnType<typeof adminClient>>;

/** Creates categories through the API; their ids by name. */
export async function createCategories(client: Client, names: Record<string, 'pemasukan' | 'pengeluaran'>) {
  const ids: Record<string, number> = {};
  for (const [nama_kategori, jenis_kategori] of Object.entries(names)) {
    const answer = await client.post('/kategori-transaksi', { nama_kategori, jenis_kategori });
    if (answer.statusCode !== 201) throw new Error(`kategori ${nama_kategori}: ${answer.body}`);
    ids[nama_kategori] = answer.json().data.id_kategori;
  }
  return ids;
}

export async function insertRows(ctx: TestContext, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await ctx.db
      .insertInto('transaksi_keuangan')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** Exact sum of the amounts of `rows` that pass `keep`. */
export function sumOf(rows: Row[], keep: (row: Row) => boolean): number {
  return Number(rows.filter(keep).reduce((sum, row) => sum + BigInt(row.jumlah_transaksi), 0n));
}
