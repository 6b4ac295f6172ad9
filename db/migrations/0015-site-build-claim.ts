import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// One site build at a time for every API instance and `npm run site:build` sharing this database (and the
// site folder): the single row (id 1) names who builds now and until when the claim holds without a
// heartbeat, so the claim of an owner that died runs out and another takes it over. No owner: nobody
// builds. `worker_pid` is the process building for the owner (an API's rebuild hook), which must be gone too
// before a claim of this host is free. The row is made by the first claim.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE site_build_claim (
      id TINYINT UNSIGNED PRIMARY KEY CHECK (id = 1),
      owner VARCHAR(255) NULL,
      worker_pid INT UNSIGNED NULL,
      claimed_at DATETIME(3) NULL,
      expires_at DATETIME(3) NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
  `.execute(db);
}
