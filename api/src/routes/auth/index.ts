import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResult, LogoutResult } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { enrolmentOf } from '../../lib/two-factor.ts';
import { currentUser } from '../../plugins/auth.ts';
import { startEnrolment } from '../dua-langkah/queries.ts';
import { findLoginAccount, revokeSession } from './queries.ts';
import { claimAttempt, settleSuccess } from './rate-limit.ts';
import { recordFailedSignIn } from './security-events.ts';
import { completeSignIn } from './sign-in.ts';
import { throttleKeys, tooManyAttemptsMessage } from './throttle-keys.ts';

const spec = routeSpecs('akun');

export const WRONG_CREDENTIALS_MESSAGE = 'Username atau password salah!';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    spec(
      'public',
      'Masuk dengan username dan password; bila perlu, langkah kedua menyusul (/login/kode, /login/pasang)',
      { body: LoginBody, response: ok(LoginResult) },
    ),
    async (request, reply) => {
      const { username_user, password } = request.body;
      const { user, account } = await findLoginAccount(app.db, username_user);
      const keys = throttleKeys(account, request.ip);
      const claim = await claimAttempt(app.db, keys);
      if (!claim.allowed) {
        reply.header('retry-after', String(claim.waitSeconds));
        throw httpError(429, tooManyAttemptsMessage(claim.waitSeconds));
      }
      // Same text and about the same time whether the username exists or the password is wrong.
      const valid = await verifyPassword(user?.password_user, password);
      if (!user || !valid) {
        // Counted with the claim already: only the audit entry is left to write.
        await recordFailedSignIn(app.db, username_user, user?.id_user, request.ip, claim.delaysIfFailed);
        throw httpError(401, WRONG_CREDENTIALS_MESSAGE);
      }

      // With a second factor due, the attempt stays counted until that step succeeds: someone who knows
      // the password could otherwise wipe the count of their wrong codes by signing in again in between.
      if (user.totp_rahasia)
        return { langkah: 'kode' as const, tantangan: app.issueChallenge(user.id_user, 'kode') };
      if ((app.twoFactorRoles as readonly string[]).includes(user.nama_role)) {
        // A role that must use a second factor and has none: it is enrolled here, before any session exists.
        const secret = await startEnrolment(app.db, user.id_user);
        return {
          langkah: 'pasang' as const,
          tantangan: app.issueChallenge(user.id_user, 'pasang'),
          pendaftaran: await enrolmentOf(secret, user.username_user),
        };
      }
      await settleSuccess(app.db, keys, claim);
      return completeSignIn(app, request, user);
    },
  );

  app.post(
    '/logout',
    spec('signed-in', 'Keluar: token ini tidak berlaku lagi', {
      response: { 200: LogoutResult },
      beforePasswordChange: true,
    }),
    async (request) => {
      await revokeSession(app.db, currentUser(request).jti);
      return { message: 'Berhasil keluar.' };
    },
  );
};

export default authRoutes;
