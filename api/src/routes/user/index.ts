import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displayNameOf, renameByline } from '../../lib/byline.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { checkNewPassword } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser, revokeSessions } from '../../plugins/auth.ts';
import { isDuplicateEntry, isMissingReference } from '../../plugins/db.ts';
import { deleteUser, getUser, insertUser, listUsers, updateUser, updateUserPassword } from './queries.ts';
import {
  PasswordResetBody,
  UserCreateBody,
  UserList,
  UserQuery,
  UserRow,
  UserSaved,
  UserUpdateBody,
} from './schemas.ts';

const tags = ['user'];

export const OWN_RESET_MESSAGE = 'Password Anda sendiri diganti lewat Kelola Profil, dengan password lama.';

/** The save failures a form can cause, in the words the admin shows. */
function saveError(error: unknown): unknown {
  if (isDuplicateEntry(error)) return httpError(409, 'Username sudah dipakai.');
  if (isMissingReference(error)) return httpError(400, 'Jemaat tidak ditemukan.');
  return error;
}

/** User accounts (admin only). Answers carry nama_role and nama_jemaat, never the password hash. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = 'admin';

  app.get(
    '/user',
    {
      schema: {
        tags,
        summary: 'Daftar user',
        querystring: UserQuery,
        response: { 200: UserList, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/user/:id',
    {
      schema: { tags, summary: 'Satu user', params: IdParams, response: { 200: UserRow, ...ErrorResponses } },
      config: { access },
    },
    async (request) => {
      return getUser(app.db, request.params.id);
    },
  );

  app.post(
    '/user',
    {
      schema: {
        tags,
        summary: 'Tambah user',
        body: UserCreateBody,
        response: { 201: UserSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { password_user, ...fields } = request.body;
      const values = { ...fields, nama_tampilan: displayNameOf(fields) };
      await checkNewPassword(password_user, values.username_user);
      const passwordHash = await hashPassword(password_user);
      const data = await app.db
        .transaction()
        .execute(async (trx) => {
          const id = await insertUser(trx, { ...values, password_user: passwordHash });
          await recordAudit(trx, {
            user: actor,
            aksi: 'create',
            tabel: 'user',
            id_record: id,
            perubahan: values,
          });
          return getUser(trx, id);
        })
        .catch((error) => {
          throw saveError(error);
        });
      return reply.code(201).send({ message: 'Data user berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Ubah user; mengganti role mengakhiri sesinya',
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const actor = currentUser(request);
      const id = request.params.id;
      const { updated_at, ...fields } = request.body;
      const values = { ...fields, nama_tampilan: displayNameOf(fields) };
      let bylineChanged = false;
      const data = await app.db
        .transaction()
        .execute(async (trx) => {
          await saveUnlessStale(trx, 'user', id, updated_at, async () => {
            const before = await getUser(trx, id);
            const roleChanged = before.id_role !== values.id_role;
            // An admin demoting themself could leave the church without any admin.
            if (roleChanged && id === actor.id_user) {
              throw httpError(400, 'Anda tidak dapat mengubah role akun Anda sendiri.');
            }
            await updateUser(trx, id, values);
            if (roleChanged) await revokeSessions(trx, id);
            bylineChanged = await renameByline(trx, id, values.nama_tampilan);
            await recordAudit(trx, {
              user: actor,
              aksi: 'update',
              tabel: 'user',
              id_record: id,
              perubahan: changedFields(before, values),
            });
          });
          return getUser(trx, id);
        })
        .catch((error) => {
          throw saveError(error);
        });
      if (bylineChanged) await app.publisher.contentChanged(`nama penulis ${data.nama_tampilan} diperbarui`);
      return { message: 'Data user berhasil diperbarui!', data };
    },
  );

  app.put(
    '/user/:id/password',
    {
      schema: {
        tags,
        summary: 'Reset password user lain; semua sesinya berakhir dan ia harus menggantinya saat masuk',
        params: IdParams,
        body: PasswordResetBody,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const actor = currentUser(request);
      const id = request.params.id;
      // One's own password changes only with the current one (Kelola Profil): a token left open must
      // not be enough to take the account over.
      if (id === actor.id_user) throw httpError(400, OWN_RESET_MESSAGE);
      const { username_user } = await getUser(app.db, id);
      await checkNewPassword(request.body.password, username_user);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction().execute(async (trx) => {
        await getUser(trx, id);
        await updateUserPassword(trx, id, passwordHash);
        await revokeSessions(trx, id);
        await recordAudit(trx, {
          user: actor,
          aksi: 'pw_reset',
          tabel: 'user',
          id_record: id,
          // A key naming a password would be dropped from the entry: `harus_ganti` says the same.
          perubahan: { username_user, alamat: request.ip, harus_ganti: true },
        });
      });
      return { message: 'Password berhasil diubah!' };
    },
  );

  app.delete(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Hapus user',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const actor = currentUser(request);
      const id = request.params.id;
      if (id === actor.id_user) throw httpError(400, 'Anda tidak dapat menghapus akun Anda sendiri.');
      const deleted = await app.db.transaction().execute(async (trx) => {
        const before = await getUser(trx, id);
        await deleteUser(trx, id);
        await recordAudit(trx, {
          user: actor,
          aksi: 'delete',
          tabel: 'user',
          id_record: id,
          perubahan: before,
        });
        return before;
      });
      return { message: `User ${deleted.username_user} berhasil dihapus.` };
    },
  );
};

export default userRoutes;
