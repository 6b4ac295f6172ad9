import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// What a user sees of their own sessions on the profile page (which browser, from where, when last
// used) and what the idle timeout reads; `id_session` names a session to end without showing its jti.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_session
      ADD COLUMN id_session INT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE FIRST,
      ADD COLUMN last_used_at DATETIME(3) NULL AFTER created_at,
      ADD COLUMN client_ip VARCHAR(45) NULL AFTER last_used_at,
      ADD COLUMN user_agent VARCHAR(255) NULL AFTER client_ip
  `.execute(db);
}
