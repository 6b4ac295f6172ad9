import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
export async function up(db: Kysely<unknown>): Promise<void> {
  // After an admin resets a password the admin knows it too: the account's owner must choose a new one
  // before doing anything else, so the flag lives on the account and holds across sign-ins until then.
  await sql`ALTER TABLE user ADD COLUMN harus_ganti_password TINYINT(1) NOT NULL DEFAULT 0 AFTER password_user`.execute(
    db,
  );
  // The sign-in throttle makes each attempt past the free ones wait a time that grows with the count,
  // measured from the key's latest failure (`mulai` stays the first failure of the series).
  await sql`ALTER TABLE login_failure
    ADD COLUMN terakhir DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) AFTER mulai,
    ADD KEY ix_login_failure_terakhir (terakhir)`.execute(db);
}
