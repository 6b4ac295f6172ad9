import { type Filters, WITHOUT_CATEGORY } from '@gkj/contract';
import type { Database, Db } from '@gkj/db';
import type { SelectQueryBuilder } from 'kysely';
import { httpError } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/list-query.ts';

export const PERIOD_ORDER_MESSAGE = 'Tanggal akhir periode tidak boleh sebelum tanggal awal.';
export const UNKNOWN_CATEGORY = 'Kategori tidak ditemukan.';

/** The checks a schema cannot make: a period that ends before it starts, a category that does not exist. */
export async function checkFilters(db: Db, filters: Filters): Promise<void> {
  if (filters.dari && filters.sampai && filters.sampai < filters.dari)
    throw httpError(400, PERIOD_ORDER_MESSAGE);
  if (filters.kategori && filters.kategori !== WITHOUT_CATEGORY) {
    const found = await db
      .selectFrom('kategori_transaksi')
      .select('id_kategori')
      .where('id_kategori', '=', Number(filters.kategori))
      .executeTakeFirst();
    if (!found) throw httpError(400, UNKNOWN_CATEGORY);
  }
}

type Scope = Database & { t: Database['transaksi_keuangan'] };

/** `select` (over `transaksi_keuangan as t`) narrowed by the filters. */
export function filtered<O>(select: SelectQueryBuilder<Scope, 't', O>, filters: Filters) {
  let out = select;
  const term = filters.q?.trim();
  if (term) {
    out = out.where((eb) =>
      eb.or([
        eb('t.nama_transaksi', 'like', likePattern(term)),
        // The type column is an enumeration in the row types, but the search matches part of its text.
        eb('t.jenis_transaksi', 'like', likePattern(term) as never),
      ]),
    );
  }
  if (filters.dari) out = out.where('t.tanggal_transaksi', '>=', filters.dari);
  if (filters.sampai) out = out.where('t.tanggal_transaksi', '<=', filters.sampai);
  if (filters.jenis) out = out.where('t.jenis_transaksi', '=', filters.jenis);
  if (filters.kategori === WITHOUT_CATEGORY) out = out.where('t.id_kategori', 'is', null);
  else if (filters.kategori) out = out.where('t.id_kategori', '=', Number(filters.kategori));
  if (filters.lokasi) out = out.where('t.lokasi_transaksi', '=', filters.lokasi);
  return out;
}
