import { STALE_SAVE_MESSAGE } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { httpError } from './http-error.ts';

/**
 * Optimistic concurrency for the admin's edit forms. A form sends back the `updated_at` it loaded; the
 * save locks the row, compares, and answers 409 when someone saved the record in between, instead of
 * silently overwriting their change. A save without `updated_at` (the spec's payloads) still works.
 */

/** The key column of each table whose rows the admin edits as one record. */
export const RECORD_KEYS = {
  user: 'id_user',
  jemaat: 'id_jemaat',
  jadwal_ibadah: 'id_jadwal_ibadah',
  inventaris: 'id_inventaris',
  transaksi_keuangan: 'id_transaksi',
  kegiatan_gereja: 'id_kegiatan_gereja',
  artikel: 'id_artikel',
  kemajelisan: 'id_kemajelisan',
  galeri_gereja: 'id_galeri',
  slide_carousel: 'id_slide',
  pengaturan_situs: 'id',
  gereja: 'lokasi',
  warta_jemaat: 'id_warta',
} as const;

export type VersionedTable = keyof typeof RECORD_KEYS;

/** One spelling of a stamp: space, then exactly three fraction digits (DATETIME(3)). */
export function normalizeStamp(value: string): string {
  const [date, time] = value.trim().split(/[ T]/);
  const [clock, fraction = ''] = time.split('.');
  return `${date} ${clock}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

/**
 * Runs an update of one record inside the caller's transaction, unless the record changed since the
 * client loaded it. It locks the row first (a concurrent save of the same record waits here), answers 409
 * when `expected` is given and differs, runs `write`, then moves `updated_at` strictly forward, so even
 * a save that only touched related rows (an inventory link) or that landed in the same millisecond as
 * the previous one counts as a new version. Read the record back after this returns: the answer must
 * carry the new stamp, or the form's next save would be refused. A missing row is left to `write`,
 * which answers the route's own 404 (or creates the row, for the site settings).
 */
export async function saveUnlessStale<T>(
  trx: Db,
  table: VersionedTable,
  id: number | string,
  expected: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const key = sql.ref(RECORD_KEYS[table]);
  const { rows } = await sql<{ updated_at: string }>`
    SELECT updated_at FROM ${sql.table(table)} WHERE ${key} = ${id} FOR UPDATE`.execute(trx);
  const current = rows[0]?.updated_at;
  if (current !== undefined && expected && normalizeStamp(expected) !== normalizeStamp(current)) {
    throw httpError(409, STALE_SAVE_MESSAGE, 'STALE_RECORD');
  }
  const result = await write();
  if (current !== undefined) {
    await sql`
      UPDATE ${sql.table(table)}
      SET updated_at = GREATEST(CURRENT_TIMESTAMP(3), CAST(${current} AS DATETIME(3)) + INTERVAL 1000 MICROSECOND)
      WHERE ${key} = ${id}`.execute(trx);
  }
  return result;
}
