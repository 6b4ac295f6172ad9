import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findPasswordHash } from './queries.ts';
import { claimAttempt, settleSuccess } from './rate-limit.ts';
import { recordWrongCurrentPassword } from './security-events.ts';
import { accountOfUser, throttleKeys, tooManyAttemptsMessage } from './throttle-keys.ts';

// The account is the session's own: the address's count over every username is no concern here.
const ACCOUNT_ONLY = { addressWide: false };

/**
 * Checks the signed-in user's own password before a sensitive change (a new password, turning a second
 * factor off). A wrong one counts like a failed sign-in, so a stolen token cannot guess it freely.
 */
export async function confirmOwnPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const keys = throttleKeys(accountOfUser(user.id_user), request.ip);
  const claim = await claimAttempt(app.db, keys, ACCOUNT_ONLY);
  if (!claim.allowed) {
    reply.header('retry-after', String(claim.waitSeconds));
    throw httpError(429, tooManyAttemptsMessage(claim.waitSeconds));
  }
  if (!(await verifyPassword(await findPasswordHash(app.db, user.id_user), password))) {
    await recordWrongCurrentPassword(app.db, user, request.ip, claim.delaysIfFailed);
    throw httpError(400, wrongMessage);
  }
  await settleSuccess(app.db, keys, claim, ACCOUNT_ONLY);
}
