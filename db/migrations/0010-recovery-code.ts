import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// The internal tables (sessions, sign-in failures, site builds, the audit log) are named in English; the
// spec's tables keep their Indonesian names. The two-factor recovery codes were the one exception. Their
// columns stay as they are, and so does every field of the API that speaks of them (`kode_cadangan`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`RENAME TABLE kode_cadangan TO recovery_code`.execute(db);
  await sql`
    ALTER TABLE recovery_code
      DROP FOREIGN KEY fk_kode_cadangan_user,
      RENAME INDEX uq_kode_cadangan TO uq_recovery_code
  `.execute(db);
  await sql`
    ALTER TABLE recovery_code
      ADD CONSTRAINT fk_recovery_code_user FOREIGN KEY (id_user) REFERENCES user (id_user) ON DELETE CASCADE
  `.execute(db);
}
