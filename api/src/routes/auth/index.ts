import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findLoginAccount, pruneExpiredSessions, revokeSession } from './queries.ts';
import { claimAttempt, pruneOldFailures, settleSuccess } from './rate-limit.ts';
import { LoginBody, LoginResult, LogoutResult } from './schemas.ts';
import { recordFailedSignIn, recordSignIn } from './security-events.ts';
import { throttleKeys, tooManyAttemptsMessage } from './throttle-keys.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'Username atau password salah!';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['akun'],
        summary: 'Masuk dengan username dan password',
        body: LoginBody,
        response: { 200: LoginResult, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
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

      await settleSuccess(app.db, keys, claim);
      await recordSignIn(app.db, user, request.ip);
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
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['akun'],
        summary: 'Keluar: token ini tidak berlaku lagi',
        response: { 200: LogoutResult },
      },
      config: { access: 'signed-in', beforePasswordChange: true },
    },
    async (request) => {
      await revokeSession(app.db, currentUser(request).jti);
      return { message: 'Berhasil keluar.' };
    },
  );
};

export default authRoutes;
