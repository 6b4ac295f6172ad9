import type { Db } from '@gkj/db';
import { sql } from 'kysely';

/**
 * Failed sign-ins counted in the database (so every API instance sees the same counts), per
 * username and per client address, in a 15-minute window that starts at the first failure.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.';

export interface LoginKeys {
  username: string;
  ip: string;
}

export function loginKeys(username: string, ip: string): LoginKeys {
  // Usernames compare case-insensitively in the database, so their counter does too.
  return { username: `u:${username.trim().toLowerCase().slice(0, 100)}`, ip: `ip:${ip}` };
}

const windowStart = sql<string>`NOW(3) - INTERVAL ${sql.lit(LOGIN_WINDOW_MINUTES)} MINUTE`;

/**
 * `ip: null` for a check of one account's password by its own session (a password change): the account
 * is fixed there, so only its counter applies, not the address's count over every username.
 */
export async function isLockedOut(
  db: Db,
  keys: LoginKeys | { username: string; ip: null },
): Promise<boolean> {
  const rows = await db
    .selectFrom('login_failure')
    .select(['kunci', 'jumlah'])
    .where('kunci', 'in', keys.ip ? [keys.username, keys.ip] : [keys.username])
    .where('mulai', '>=', windowStart)
    .execute();
  return rows.some((row) =>
    row.kunci === keys.username ? row.jumlah >= MAX_FAILURES_PER_USERNAME : row.jumlah >= MAX_FAILURES_PER_IP,
  );
}

export async function recordFailure(db: Db, keys: LoginKeys | { username: string; ip: null }): Promise<void> {
  const rows = (keys.ip ? [keys.username, keys.ip] : [keys.username]).map((key) => sql`(${key}, 1, NOW(3))`);
  // A window that has run out starts again at 1. Both assignments read the old `mulai`:
  // MariaDB applies them left to right and `jumlah` is set before `mulai` changes.
  await sql`
    INSERT INTO login_failure (kunci, jumlah, mulai)
    VALUES ${sql.join(rows)}
    ON DUPLICATE KEY UPDATE
      jumlah = IF(mulai < ${windowStart}, 1, jumlah + 1),
      mulai = IF(mulai < ${windowStart}, NOW(3), mulai)
  `.execute(db);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failure').where('kunci', '=', key).execute();
}

/** Counters whose window ended long ago only take space. */
export async function pruneOldFailures(db: Db): Promise<void> {
  await db.deleteFrom('login_failure').where('mulai', '<', sql<string>`NOW(3) - INTERVAL 1 DAY`).execute();
}
