import { type RawBuilder, sql } from 'kysely';

/**
 * The public order of activities: upcoming ones first, the nearest first (day, then time of day, then
 * id), then past ones, the latest first (the same keys descending). 'Today' is the WIB date: every
 * connection runs at +07:00 (db/src/connection.ts), so CURDATE() is the date in Girimarto.
 *
 * Each half is a range of the index ix_kegiatan_waktu (day, time, id) read in order, forwards or
 * backwards, and stops after the rows a page needs; only those few rows are merged and sorted again.
 */
export const TODAY = sql<string>`CURDATE()`;

/** Keys of the order for a table (or derived table) aliased `table` with the activity's columns. */
export function upcomingFirstOrder(table: string): RawBuilder<unknown> {
  const day = `${table}.waktu_kegiatan_gereja`;
  const time = `${table}.jam_kegiatan_gereja`;
  const id = `${table}.id_kegiatan_gereja`;
  const upcoming = `${day} >= CURDATE()`;
  return sql.raw(
    [
      `${day} < CURDATE()`,
      `CASE WHEN ${upcoming} THEN ${day} END`,
      `CASE WHEN ${upcoming} THEN ${time} END`,
      `CASE WHEN ${upcoming} THEN ${id} END`,
      `${day} DESC`,
      `${time} DESC`,
      `${id} DESC`,
    ].join(', '),
  );
}
