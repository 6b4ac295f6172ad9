import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// After an admin resets a password the admin knows it too: the account's owner must choose a new one
// before doing anything else, so the flag lives on the account and survives every sign-in until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user ADD COLUMN harus_ganti_password TINYINT(1) NOT NULL DEFAULT 0 AFTER password_user`.execute(
    db,
  );
}
