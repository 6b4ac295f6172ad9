import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SecondStepBody, SignedIn } from '@gkj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import type { ChallengePayload } from '../../plugins/auth.ts';
import { findUserForSecondStep, type SignInUser } from '../auth/queries.ts';
import { claimAttempt, settleSuccess } from '../auth/rate-limit.ts';
import { recordFailedSignIn } from '../auth/security-events.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import { accountOfUser, throttleKeys, tooManyAttemptsMessage } from '../auth/throttle-keys.ts';
import { CHALLENGE_EXPIRED_MESSAGE, ENROL_CODE_MESSAGE, WRONG_CODE_MESSAGE } from './messages.ts';
import { confirmEnrolment, useSecondFactor } from './queries.ts';
import { recordTwoFactorEvent } from './security-events.ts';

const spec = routeSpecs('akun');
/** Both steps take a challenge and a code, and answer as a completed sign-in does. */
const secondStep = { body: SecondStepBody, response: ok(SignedIn) } as const;

/**
 * The second step of a sign-in whose password was right: a code from the app (or a recovery code), or,
 * for a role that must use one and has none yet, enrolling the app there and then. Every wrong code
 * counts in the sign-in throttle like a wrong password, for this account from this address.
 */
const secondStepRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `attempt` under the throttle; a failure is recorded and answered with `wrongMessage`. */
  async function throttled<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    tantangan: string,
    tujuan: ChallengePayload['tujuan'],
    wrongMessage: string,
    attempt: (user: SignInUser) => Promise<T | undefined | null>,
  ): Promise<{ user: SignInUser; result: T }> {
    const idUser = app.readChallenge(tantangan, tujuan);
    const user = idUser === undefined ? undefined : await findUserForSecondStep(app.db, idUser);
    if (!user) throw httpError(401, CHALLENGE_EXPIRED_MESSAGE);
    const keys = throttleKeys(accountOfUser(user.id_user), request.ip);
    const claim = await claimAttempt(app.db, keys);
    if (!claim.allowed) {
      reply.header('retry-after', String(claim.waitSeconds));
      throw httpError(429, tooManyAttemptsMessage(claim.waitSeconds));
    }
    const result = await attempt(user);
    if (result === undefined || result === null) {
      await recordFailedSignIn(
        app.db,
        user.username_user,
        user.id_user,
        request.ip,
        claim.delaysIfFailed,
        'kode verifikasi salah',
      );
      throw httpError(401, wrongMessage);
    }
    await settleSuccess(app.db, keys, claim);
    return { user, result };
  }

  app.post(
    '/login/kode',
    spec('public', 'Langkah kedua masuk: kode dari aplikasi autentikator atau kode cadangan', secondStep),
    async (request, reply) => {
      const { tantangan, kode } = request.body;
      const { user, result } = await throttled(request, reply, tantangan, 'kode', WRONG_CODE_MESSAGE, (u) =>
        u.totp_rahasia ? useSecondFactor(app.db, u.id_user, kode) : Promise.resolve(null),
      );
      return completeSignIn(app, request, user, result);
    },
  );

  app.post(
    '/login/pasang',
    spec(
      'public',
      'Langkah kedua masuk bagi peran yang wajib: pasang aplikasi autentikator lalu masuk',
      secondStep,
    ),
    async (request, reply) => {
      const { tantangan, kode } = request.body;
      const { user, result: codes } = await throttled(
        request,
        reply,
        tantangan,
        'pasang',
        ENROL_CODE_MESSAGE,
        (u) =>
          // Someone who enrolled meanwhile is asked for a code, not enrolled again over it.
          u.totp_rahasia ? Promise.resolve(null) : confirmEnrolment(app.db, u.id_user, kode),
      );
      await recordTwoFactorEvent(app.db, user, 'mfa_on', request.ip);
      return { ...(await completeSignIn(app, request, user, 'totp')), kode_cadangan: codes };
    },
  );
};

export default secondStepRoutes;
