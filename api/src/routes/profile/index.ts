import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PasswordBody, PasswordSaved, Profile, ProfileBody, ProfileSaved } from '@gkj/contract';
import { displayNameOf, renameByline } from '../../lib/byline.ts';
import { httpError } from '../../lib/http-error.ts';
import { checkNewPassword } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { runWrite } from '../../lib/writes.ts';
import { currentUser, revokeSessions } from '../../plugins/auth.ts';
import { isDuplicateEntry } from '../../plugins/db.ts';
import { confirmOwnPassword } from '../auth/own-password.ts';
import { storePassword } from '../user/queries.ts';
import { findProfile, updateProfile } from './queries.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Password lama salah.';
const NOT_FOUND = 'Pengguna tidak ditemukan.';
export const SAME_PASSWORD_MESSAGE = 'Password baru harus berbeda dari password lama.';

/** The signed-in user's own account: any role may read and change it. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('akun');

  app.get(
    '/profile',
    spec('signed-in', 'Profil sendiri', { response: ok(Profile), beforePasswordChange: true }),
    async (request) => {
      const profile = await findProfile(app.db, currentUser(request).id_user);
      if (!profile) throw httpError(404, NOT_FOUND);
      return profile;
    },
  );

  app.put(
    '/profile',
    spec('signed-in', 'Ubah username, nama tampilan dan nomor telepon sendiri', {
      body: ProfileBody,
      response: ok(ProfileSaved),
    }),
    async (request) => {
      const { username_user, telp_user } = request.body;
      const values = { username_user, nama_tampilan: displayNameOf(request.body), telp_user };
      const { data } = await runWrite(
        request,
        async (trx, audit, user) => {
          await updateProfile(trx, user.id_user, values);
          const bylineChanged = await renameByline(trx, user.id_user, values.nama_tampilan);
          await audit('update', 'user', user.id_user, values);
          const data = await findProfile(trx, user.id_user);
          if (!data) throw httpError(404, NOT_FOUND);
          return { data, bylineChanged };
        },
        {
          refusal: (error) => (isDuplicateEntry(error) ? httpError(409, 'Username sudah dipakai.') : error),
          published: ({ bylineChanged }) =>
            bylineChanged ? `nama penulis ${values.nama_tampilan} diperbarui` : undefined,
        },
      );
      return { message: 'Profil berhasil diperbarui.', data };
    },
  );

  app.put(
    '/profile/password',
    spec('signed-in', 'Ganti password sendiri dengan password lama; sesi lain ikut berakhir', {
      body: PasswordBody,
      response: ok(PasswordSaved),
      beforePasswordChange: true,
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const { password_lama, password } = request.body;
      // The new password's own faults first: they say nothing about the current one, so they count for nothing.
      if (password === password_lama) throw httpError(400, SAME_PASSWORD_MESSAGE);
      await checkNewPassword(password, user.username_user);
      await confirmOwnPassword(app, request, reply, user, password_lama, WRONG_CURRENT_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      await runWrite(request, async (trx, audit) => {
        await storePassword(trx, user.id_user, passwordHash, 'owner');
        await revokeSessions(trx, user.id_user, user.jti);
        const perubahan = { alamat: request.ip, setelah_reset_admin: user.harus_ganti_password };
        await audit('pw_change', 'user', user.id_user, perubahan);
      });
      return { message: 'Password berhasil diubah!' };
    },
  );
};

export default profileRoutes;
