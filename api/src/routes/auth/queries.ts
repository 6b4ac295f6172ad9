import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { accountOfUser, accountOfWeights } from './throttle-keys.ts';

const signInColumns = [
  'u.id_user',
  'u.username_user',
  'u.password_user',
  'r.nama_role',
  'u.harus_ganti_password',
  'u.totp_rahasia',
] as const;

/** An account with its role, as signing in reads it. */
const selectSignInUser = (db: Db) =>
  db.selectFrom('user as u').innerJoin('role as r', 'r.id_role', 'u.id_role').select(signInColumns);

export function findUserForLogin(db: Db, username: string) {
  return selectSignInUser(db).where('u.username_user', '=', username).executeTakeFirst();
}

/** The user a second-step challenge names. */
export function findUserForSecondStep(db: Db, idUser: number) {
  return selectSignInUser(db).where('u.id_user', '=', idUser).executeTakeFirst();
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;

/**
 * The user a typed username names, as the database compares it (the column's utf8mb4_unicode_ci: case,
 * accents, widths and trailing spaces do not matter), and the account its failures count under. Both
 * queries run every time, so the answer takes as long whether the user exists or not.
 */
export async function findLoginAccount(db: Db, typed: string) {
  const weights = await sql<{ bobot: string }>`
    SELECT HEX(WEIGHT_STRING(CONVERT(${typed} USING utf8mb4) COLLATE utf8mb4_unicode_ci)) AS bobot
  `.execute(db);
  const user = await findUserForLogin(db, typed);
  return {
    user,
    account: user ? accountOfUser(user.id_user) : accountOfWeights(weights.rows[0]?.bobot ?? ''),
  };
}

export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: sql<string>`NOW(3)` })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sessions are kept a day past expiry (so a late request still reads as "expired"), then dropped. */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('auth_session').where('expires_at', '<', sql<string>`NOW() - INTERVAL 1 DAY`).execute();
}

export async function findPasswordHash(db: Db, idUser: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('user')
    .select('password_user')
    .where('id_user', '=', idUser)
    .executeTakeFirst();
  return row?.password_user;
}
