import type { Db } from '@gkj/db';
import { sql } from 'kysely';

export function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('user as u')
    .innerJoin('role as r', 'r.id_role', 'u.id_role')
    .select(['u.id_user', 'u.username_user', 'u.password_user', 'r.nama_role', 'u.harus_ganti_password'])
    .where('u.username_user', '=', username)
    .executeTakeFirst();
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
