import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displayNameOf, renameByline } from '../../lib/byline.ts';
import { httpError } from '../../lib/http-error.ts';
import { checkNewPassword } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser, revokeSessions } from '../../plugins/auth.ts';
import { isDuplicateEntry } from '../../plugins/db.ts';
import { confirmOwnPassword } from '../auth/own-password.ts';
import { findProfile, updatePassword, updateProfile } from './queries.ts';
import { PasswordBody, PasswordSaved, Profile, ProfileBody, ProfileSaved } from './schemas.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Password lama salah.';
export const SAME_PASSWORD_MESSAGE = 'Password baru harus berbeda dari password lama.';

/** The signed-in user's own account: any role may read and change it. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    {
      schema: { tags: ['akun'], summary: 'Profil sendiri', response: { 200: Profile, ...ErrorResponses } },
      config: { access: 'signed-in', beforePasswordChange: true },
    },
    async (request) => {
      const profile = await findProfile(app.db, currentUser(request).id_user);
      if (!profile) throw httpError(404, 'Pengguna tidak ditemukan.');
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['akun'],
        summary: 'Ubah username, nama tampilan dan nomor telepon sendiri',
        body: ProfileBody,
        response: { 200: ProfileSaved, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = currentUser(request);
      const { username_user, telp_user } = request.body;
      const values = { username_user, nama_tampilan: displayNameOf(request.body), telp_user };
      let bylineChanged = false;
      try {
        const data = await app.db.transaction().execute(async (trx) => {
          await updateProfile(trx, user.id_user, values);
          bylineChanged = await renameByline(trx, user.id_user, values.nama_tampilan);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'user',
            id_record: user.id_user,
            perubahan: values,
          });
          return findProfile(trx, user.id_user);
        });
        if (!data) throw httpError(404, 'Pengguna tidak ditemukan.');
        if (bylineChanged)
          await app.publisher.contentChanged(`nama penulis ${values.nama_tampilan} diperbarui`);
        return { message: 'Profil berhasil diperbarui.', data };
      } catch (error) {
        if (isDuplicateEntry(error)) throw httpError(409, 'Username sudah dipakai.');
        throw error;
      }
    },
  );

  app.put(
    '/profile/password',
    {
      schema: {
        tags: ['akun'],
        summary: 'Ganti password sendiri dengan password lama; sesi lain ikut berakhir',
        body: PasswordBody,
        response: { 200: PasswordSaved, ...ErrorResponses },
      },
      config: { access: 'signed-in', beforePasswordChange: true },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { password_lama, password } = request.body;
      // The new password's own faults first: they say nothing about the current one, so they count for nothing.
      if (password === password_lama) throw httpError(400, SAME_PASSWORD_MESSAGE);
      await checkNewPassword(password, user.username_user);
      await confirmOwnPassword(app, request, reply, user, password_lama, WRONG_CURRENT_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        await updatePassword(trx, user.id_user, passwordHash);
        await revokeSessions(trx, user.id_user, user.jti);
        await recordAudit(trx, {
          user,
          aksi: 'pw_change',
          tabel: 'user',
          id_record: user.id_user,
          perubahan: { alamat: request.ip, setelah_reset_admin: user.harus_ganti_password },
        });
      });
      return { message: 'Password berhasil diubah!' };
    },
  );
};

export default profileRoutes;
