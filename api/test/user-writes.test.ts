import { describe, expect, it } from 'vitest';
import { addJemaat as addMember } from './support/members.ts';
import { apiSuite } from './support/suite.ts';
import { createUser, login, TEST_PASSWORD, tokenFor } from './support/users.ts';

const { app, db, call } = await apiSuite();

const addJemaat = (nama: string) => addMember(db, nama);

/** An author with a live session, and the admin token to manage them. */
async function setup() {
  const admin = await tokenFor(app, 'admin');
  const author = await tokenFor(app, 'author');
  const id_jemaat = await addJemaat('Lukas Prasetyo');
  const form = {
    username_user: author.user.username_user,
    nama_tampilan: author.user.nama_tampilan,
    telp_user: '0271555',
    id_jemaat,
    id_role: 4,
  };
  return { admin: admin.token, adminUser: admin.user, author, form };
}

const profileStatus = async (token: string) => (await call(token, 'GET', '/profile')).statusCode;

describe('updating an account', () => {
  it('saves the fields, ignores a password and audits only what changed', async () => {
    const { admin, author, form } = await setup();
    const response = await call(admin, 'PUT', `/user/${author.user.id_user}`, {
      ...form,
      telp_user: '0812999',
      password_user: 'tidak-dipakai',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data user berhasil diperbarui!',
      data: { telp_user: '0812999', nama_jemaat: 'Lukas Prasetyo', nama_role: 'author' },
    });
    // Same role: the session stays.
    expect(await profileStatus(author.token)).toBe(200);
    expect((await login(app, author.user.username_user, TEST_PASSWORD)).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_log').select('perubahan').executeTakeFirstOrThrow();
    expect(audit.perubahan).toEqual({ telp_user: '0812999', id_jemaat: form.id_jemaat });
  });

  it('ends the sessions of a user whose role changes', async () => {
    const { admin, author, form } = await setup();
    const response = await call(admin, 'PUT', `/user/${author.user.id_user}`, { ...form, id_role: 2 });
    expect(response.json().data.nama_role).toBe('pendeta');
    expect(await profileStatus(author.token)).toBe(401);
  });

  it("refuses an admin's change of their own role, a taken username and an unknown id", async () => {
    const { admin, adminUser, author, form } = await setup();
    const own = await call(admin, 'PUT', `/user/${adminUser.id_user}`, {
      ...form,
      username_user: adminUser.username_user,
      id_role: 2,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Anda tidak dapat mengubah role akun Anda sendiri.');
    const taken = await call(admin, 'PUT', `/user/${author.user.id_user}`, {
      ...form,
      username_user: adminUser.username_user,
    });
    expect(taken.statusCode).toBe(409);
    expect((await call(admin, 'PUT', '/user/999999', form)).json()).toEqual({
      message: 'User tidak ditemukan.',
      code: 'NOT_FOUND',
    });
  });
});

describe('resetting a password', () => {
  it('sets the new password and ends all sessions of that user', async () => {
    const { admin, author } = await setup();
    const response = await call(admin, 'PUT', `/user/${author.user.id_user}/password`, {
      password: 'sandi-baru-123',
    });
    expect(response.json()).toEqual({ message: 'Password berhasil diubah!' });
    expect(await profileStatus(author.token)).toBe(401);
    expect((await login(app, author.user.username_user, 'sandi-baru-123')).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_log').select('perubahan').executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.perubahan)).not.toContain('sandi-baru-123');
  });

  it('refuses a short password and an unknown user', async () => {
    const { admin, author } = await setup();
    const short = await call(admin, 'PUT', `/user/${author.user.id_user}/password`, { password: 'pendek' });
    expect(short.json()).toEqual({ message: 'Password minimal 8 karakter.', code: 'VALIDATION' });
    const unknown = await call(admin, 'PUT', '/user/999999/password', { password: 'cukup-panjang' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('deletes another account with its sessions, and refuses the own one', async () => {
    const { admin, adminUser, author } = await setup();
    const own = await call(admin, 'DELETE', `/user/${adminUser.id_user}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Anda tidak dapat menghapus akun Anda sendiri.');

    const response = await call(admin, 'DELETE', `/user/${author.user.id_user}`);
    expect(response.json()).toEqual({ message: `User ${author.user.username_user} berhasil dihapus.` });
    expect(await profileStatus(author.token)).toBe(401);
    const sessions = await db
      .selectFrom('auth_session')
      .selectAll()
      .where('id_user', '=', author.user.id_user)
      .execute();
    expect(sessions).toEqual([]);
    expect((await call(admin, 'DELETE', `/user/${author.user.id_user}`)).statusCode).toBe(404);
    const audit = await db.selectFrom('audit_log').where('aksi', '=', 'delete').selectAll().execute();
    expect(audit).toHaveLength(1);
  });

  it('is refused to other roles', async () => {
    const other = await createUser(db, 'author');
    const { token } = await tokenFor(app, 'pendeta');
    expect((await call(token, 'DELETE', `/user/${other.id_user}`)).statusCode).toBe(403);
  });
});
