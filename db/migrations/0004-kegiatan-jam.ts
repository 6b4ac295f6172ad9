import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// An activity may start at a time of day (WIB wall clock); the day stays waktu_kegiatan_gereja, a DATE.
// Lists show upcoming activities first (day, then time, then id ascending) and past ones after them in
// the reverse order: both read this one index in order, forwards and backwards, instead of sorting.
const statements = [
  `ALTER TABLE kegiatan_gereja
    ADD COLUMN jam_kegiatan_gereja TIME NULL AFTER waktu_kegiatan_gereja,
    DROP INDEX ix_kegiatan_waktu,
    ADD INDEX ix_kegiatan_waktu (waktu_kegiatan_gereja, jam_kegiatan_gereja, id_kegiatan_gereja)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
