import type { Db } from '@gkj/db';
import { sql } from 'kysely';

const active = (idleMinutes: number) =>
  sql<boolean>`s.revoked_at IS NULL AND s.expires_at > NOW()
    AND COALESCE(s.last_used_at, s.created_at) > NOW(3) - INTERVAL ${sql.lit(idleMinutes)} MINUTE`;

/** The user's sessions that still work, most recently used first. */
export async function listActiveSessions(db: Db, idUser: number, idleMinutes: number) {
  return db
    .selectFrom('auth_session as s')
    .select([
      's.id_session',
      's.jti',
      's.user_agent',
      's.client_ip',
      's.created_at',
      sql<string>`COALESCE(s.last_used_at, s.created_at)`.as('last_used'),
    ])
    .where('s.id_user', '=', idUser)
    .where(active(idleMinutes))
    .orderBy('last_used', 'desc')
    .execute();
}

/** Ends sessions of the user: one by its id, or every one but `exceptJti`. Returns how many ended. */
export async function endSessions(
  db: Db,
  idUser: number,
  which: { idSession: number } | { exceptJti: string },
): Promise<number> {
  let update = db
    .updateTable('auth_session')
    .set({ revoked_at: sql<string>`NOW(3)` })
    .where('id_user', '=', idUser)
    .where('revoked_at', 'is', null);
  update =
    'idSession' in which
      ? update.where('id_session', '=', which.idSession)
      : update.where('jti', '!=', which.exceptJti);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
