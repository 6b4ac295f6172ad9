import type { SignedIn } from '@gkj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { SecondFactor } from '../dua-langkah/queries.ts';
import { pruneExpiredSessions, type SignInUser } from './queries.ts';
import { pruneOldFailures } from './rate-limit.ts';
import { recordSignIn } from './security-events.ts';

/** The last step of every sign-in, with or without a second factor: the audit entry and the session. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SignInUser,
  faktor?: SecondFactor,
): Promise<Static<typeof SignedIn>> {
  await recordSignIn(app.db, user, request.ip, faktor);
  const token = await app.issueToken(user);
  await Promise.all([pruneExpiredSessions(app.db), pruneOldFailures(app.db)]);
  return {
    user: {
      id_user: user.id_user,
      username_user: user.username_user,
      nama_role: user.nama_role,
      harus_ganti_password: user.harus_ganti_password === 1,
    },
    token,
  };
}
