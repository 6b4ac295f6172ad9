import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// Reads and exports of a member's personal data are recorded (UU PDP: who saw which member, when), and a
// session ended from the profile page is a security event of its own rather than a deleted row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_aksi`.execute(db);
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ck_audit_aksi CHECK (aksi IN (
    'create','update','delete','login','login_fail','throttle','pw_change','pw_reset','pw_wrong',
    'session_end','read','export'
  ))`.execute(db);
}
