import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Message,
  PasswordResetBody,
  UserCreateBody,
  UserList,
  UserQuery,
  UserRow,
  UserSaved,
  UserUpdateBody,
} from '@gkj/contract';
import { displayNameOf, renameByline } from '../../lib/byline.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { checkNewPassword } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, deleteRecord, findRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { runWrite } from '../../lib/writes.ts';
import { currentUser, revokeSessions } from '../../plugins/auth.ts';
import { listUsers, storePassword, USER } from './queries.ts';

export const OWN_RESET_MESSAGE = 'Password Anda sendiri diganti lewat Kelola Profil, dengan password lama.';

/** User accounts (admin only). Answers carry nama_role and nama_jemaat, never the password hash. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('user');
  const access = 'admin';

  app.get(
    '/user',
    spec(access, 'Daftar user', { querystring: UserQuery, response: ok(UserList) }),
    async (request) => listUsers(app.db, app.aggregates, request.query),
  );

  getRecordRoute(app, spec, { path: '/user', access, summary: 'Satu user', answer: UserRow, kind: USER });

  app.post(
    '/user',
    spec(access, 'Tambah user', { body: UserCreateBody, response: created(UserSaved) }),
    async (request, reply) => {
      const { password_user, ...fields } = request.body;
      const values = { ...fields, nama_tampilan: displayNameOf(fields) };
      await checkNewPassword(password_user, values.username_user);
      // The audit row leaves out every field named like a password.
      const password = await hashPassword(password_user);
      const data = await createRecord(request, USER, { ...values, password_user: password });
      return reply.code(201).send({ message: 'Data user berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/user/:id',
    spec(access, 'Ubah user; mengganti role mengakhiri sesinya', {
      params: IdParams,
      body: UserUpdateBody,
      response: ok(UserSaved),
    }),
    async (request) => {
      const id = request.params.id;
      const { updated_at, ...fields } = request.body;
      const values = { ...fields, nama_tampilan: displayNameOf(fields) };
      const { data } = await runWrite(
        request,
        async (trx, audit, actor) => {
          const bylineChanged = await saveUnlessStale(trx, 'user', id, updated_at, async () => {
            const before = await findRecord(trx, USER, id);
            const roleChanged = before.id_role !== values.id_role;
            // An admin demoting themself could leave the church without any admin.
            if (roleChanged && id === actor.id_user) {
              throw httpError(400, 'Anda tidak dapat mengubah role akun Anda sendiri.');
            }
            await USER.update(trx, id, values);
            if (roleChanged) await revokeSessions(trx, id);
            const bylineChanged = await renameByline(trx, id, values.nama_tampilan);
            await audit('update', 'user', id, changedFields(before, values));
            return bylineChanged;
          });
          return { data: await findRecord(trx, USER, id), bylineChanged };
        },
        {
          refusal: USER.refusal,
          published: ({ data, bylineChanged }) =>
            bylineChanged ? `nama penulis ${data.nama_tampilan} diperbarui` : undefined,
        },
      );
      return { message: 'Data user berhasil diperbarui!', data };
    },
  );

  app.put(
    '/user/:id/password',
    spec(access, 'Reset password user lain; semua sesinya berakhir dan ia harus menggantinya saat masuk', {
      params: IdParams,
      body: PasswordResetBody,
      response: ok(Message),
    }),
    async (request) => {
      const id = request.params.id;
      // One's own password changes only with the current one (Kelola Profil): a token left open must
      // not be enough to take the account over.
      if (id === currentUser(request).id_user) throw httpError(400, OWN_RESET_MESSAGE);
      const { username_user } = await findRecord(app.db, USER, id);
      await checkNewPassword(request.body.password, username_user);
      const passwordHash = await hashPassword(request.body.password);
      await runWrite(request, async (trx, audit) => {
        await findRecord(trx, USER, id);
        await storePassword(trx, id, passwordHash, 'admin');
        await revokeSessions(trx, id);
        // A key naming a password would be dropped from the entry: `harus_ganti` says the same.
        await audit('pw_reset', 'user', id, { username_user, alamat: request.ip, harus_ganti: true });
      });
      return { message: 'Password berhasil diubah!' };
    },
  );

  app.delete(
    '/user/:id',
    spec(access, 'Hapus user', { params: IdParams, response: ok(Message) }),
    async (request) => {
      const id = request.params.id;
      if (id === currentUser(request).id_user) {
        throw httpError(400, 'Anda tidak dapat menghapus akun Anda sendiri.');
      }
      const deleted = await deleteRecord(request, USER, id);
      return { message: `User ${deleted.username_user} berhasil dihapus.` };
    },
  );
};

export default userRoutes;
