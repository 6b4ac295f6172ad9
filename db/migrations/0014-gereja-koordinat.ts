import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// Each church's position for the directions links of the public site (WGS 84 degrees, six decimals:
// about 10 cm). Both are set or neither: a church whose position is unknown gets no directions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE gereja
    ADD COLUMN latitude DECIMAL(9,6) NULL AFTER alamat,
    ADD COLUMN longitude DECIMAL(9,6) NULL AFTER latitude,
    ADD CONSTRAINT ck_gereja_latitude CHECK (latitude BETWEEN -90 AND 90),
    ADD CONSTRAINT ck_gereja_longitude CHECK (longitude BETWEEN -180 AND 180),
    ADD CONSTRAINT ck_gereja_koordinat CHECK ((latitude IS NULL) = (longitude IS NULL))`.execute(db);
}
