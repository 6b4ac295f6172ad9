import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserForLogin, pruneExpiredSessions, revokeSession } from './queries.ts';
import {
  clearFailures,
  isLockedOut,
  loginKeys,
  pruneOldFailures,
  recordFailure,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './rate-limit.ts';
import { LoginBody, LoginResult, LogoutResult } from './schemas.ts';

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
    async (request) => {
      const { username_user, password } = request.body;
      const keys = loginKeys(username_user, request.ip);
      if (await isLockedOut(app.db, keys)) throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);

      const user = await findUserForLogin(app.db, username_user);
      // Same text and about the same time whether the username exists or the password is wrong.
      const valid = await verifyPassword(user?.password_user, password);
      if (!user || !valid) {
        await recordFailure(app.db, keys);
        throw httpError(401, WRONG_CREDENTIALS_MESSAGE);
      }

      await clearFailures(app.db, keys.username);
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
