import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '../src/lib/password-rules.ts';
import { expectRefusal } from './support/answers.ts';
import { addJemaat } from './support/members.ts';
import { apiSuite } from './support/suite.ts';
import { createUser, login, TEST_PASSWORD, tokenFor } from './support/users.ts';

// Choosing a password: the current one is asked for one's own change, the new one must not be short,
// the username or a common password (on create, reset and change alike), and an admin's reset makes the
// owner choose a new one before the account opens anything else.

const { app, db, call } = await apiSuite();
const changeOwn = (token: string, password_lama: string, password: string) =>
  call(token, 'PUT', '/profile/password', { password_lama, password });

const COMMON = 'Password terlalu umum; pilih yang lebih sulit ditebak.';
const IS_USERNAME = 'Password tidak boleh sama dengan username.';
const SHORT = 'Password minimal 8 karakter.';
const MUST_CHANGE = 'Password Anda direset oleh admin. Ganti password terlebih dahulu sebelum melanjutkan.';

async function storedHash(idUser: number): Promise<string> {
  const row = await db
    .selectFrom('user')
    .select('password_user')
    .where('id_user', '=', idUser)
    .executeTakeFirstOrThrow();
  return row.password_user;
}

describe('changing one’s own password', () => {
  it("refuses a wrong current password with 'Password lama salah.' and keeps the old one", async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const before = await storedHash(user.id_user);
    const wrong = await changeOwn(token, 'bukan-password-lama', 'sandi-gereja-baru-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Password lama salah.', code: 'VALIDATION' });
    expect(await storedHash(user.id_user)).toBe(before);
    const missing = await call(token, 'PUT', '/profile/password', { password: 'sandi-gereja-baru-7' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Password lama wajib diisi.', code: 'VALIDATION' });

    const right = await changeOwn(token, TEST_PASSWORD, 'sandi-gereja-baru-7');
    expect(right.json()).toEqual({ message: 'Password berhasil diubah!' });
    expect((await login(app, user.username_user, 'sandi-gereja-baru-7')).statusCode).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in throttle, so a token alone cannot guess it', async () => {
    const { token, user } = await tokenFor(app, 'author');
    const before = await storedHash(user.id_user);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await changeOwn(token, `tebakan-${i}`, 'sandi-gereja-baru-7')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    // The right password is not let through while the caller is being held back either (the wait runs
    // from the latest failure: as if it had just happened, however slow this machine is).
    await db.updateTable('login_failure').set({ terakhir: sql<string>`NOW(3)` }).execute();
    const held = await changeOwn(token, TEST_PASSWORD, 'sandi-gereja-baru-7');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Terlalu banyak percobaan masuk\. /);
    expect(await storedHash(user.id_user)).toBe(before);
  });

  it('refuses a new password that is short, the username, a common one or the current one', async () => {
    const user = await createUser(db, 'admin', { username: 'gembalajemaat' });
    const token = await app.issueToken(user);
    const cases: [string, string][] = [
      ['pendek', SHORT],
      ['GembalaJemaat', IS_USERNAME],
      ['iloveyou', COMMON],
      ['Sunshine', COMMON],
      ['ＰＡＳＳＷＯＲＤ', COMMON],
      [TEST_PASSWORD, 'Password baru harus berbeda dari password lama.'],
    ];
    for (const [password, message] of cases) {
      const response = await changeOwn(token, TEST_PASSWORD, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({ message, code: 'VALIDATION' });
    }
    // None of them counted as a wrong current password.
    expect(await db.selectFrom('login_failure').selectAll().execute()).toEqual([]);
  });
});

describe('new passwords chosen by an admin', () => {
  async function setup() {
    const admin = await tokenFor(app, 'admin');
    return { admin: admin.token, adminUser: admin.user, id_jemaat: await addJemaat(db, 'Rut Wulandari') };
  }

  it('follow the same rules when creating an account', async () => {
    const { admin, id_jemaat } = await setup();
    const account = {
      username_user: 'majelis7',
      nama_tampilan: 'Rut Wulandari',
      telp_user: '0812',
      id_jemaat,
      id_role: 4,
    };
    for (const [password_user, message] of [
      ['Majelis7', IS_USERNAME],
      ['qwertyuiop', COMMON],
      ['1234567', SHORT],
    ]) {
      const response = await call(admin, 'POST', '/user', { ...account, password_user });
      expect(response.statusCode, password_user).toBe(400);
      expect(response.json(), password_user).toEqual({ message, code: 'VALIDATION' });
    }
    expect(await db.selectFrom('user').where('username_user', '=', 'majelis7').selectAll().execute()).toEqual(
      [],
    );
    expect(
      (await call(admin, 'POST', '/user', { ...account, password_user: 'Kidung-Pujian-9' })).statusCode,
    ).toBe(201);
  });

  it('follow the same rules when resetting, and one’s own password is not reset from the user list', async () => {
    const { admin, adminUser } = await setup();
    const author = await createUser(db, 'author', { username: 'penulislama' });
    for (const [password, message] of [
      ['PenulisLama', IS_USERNAME],
      ['password123', COMMON],
    ]) {
      const response = await call(admin, 'PUT', `/user/${author.id_user}/password`, { password });
      expect(response.json(), password).toEqual({ message, code: 'VALIDATION' });
    }
    const own = await call(admin, 'PUT', `/user/${adminUser.id_user}/password`, {
      password: 'Kidung-Pujian-9',
    });
    expectRefusal(
      own,
      400,
      'Password Anda sendiri diganti lewat Kelola Profil, dengan password lama.',
      'VALIDATION',
    );
  });
});

describe('after an admin resets a password', () => {
  it('the owner must choose a new one: the sign-in says so and nothing else opens until then', async () => {
    const admin = await tokenFor(app, 'admin');
    const pendeta = await createUser(db, 'pendeta');
    const reset = await call(admin.token, 'PUT', `/user/${pendeta.id_user}/password`, {
      password: 'Sementara-Dari-Admin-1',
    });
    expect(reset.json()).toEqual({ message: 'Password berhasil diubah!' });

    const signIn = await login(app, pendeta.username_user, 'Sementara-Dari-Admin-1');
    expect(signIn.json().user).toMatchObject({ id_user: pendeta.id_user, harus_ganti_password: true });
    const token: string = signIn.json().token;

    for (const [method, url] of [
      ['GET', '/jemaat'],
      ['PUT', '/profile'],
      ['GET', '/site-build'],
    ] as const) {
      const refused = await call(
        token,
        method,
        url,
        method === 'PUT' ? { username_user: 'x', telp_user: '1' } : undefined,
      );
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ message: MUST_CHANGE, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    expect((await call(token, 'GET', '/profile')).statusCode).toBe(200);

    const changed = await changeOwn(token, 'Sementara-Dari-Admin-1', 'Pilihan-Sendiri-2');
    expect(changed.statusCode).toBe(200);
    // The same session now opens what the role may open; the next sign-in asks for nothing more.
    expect((await call(token, 'GET', '/jemaat')).statusCode).toBe(200);
    const next = await login(app, pendeta.username_user, 'Pilihan-Sendiri-2');
    expect(next.json().user.harus_ganti_password).toBe(false);
  });

  it('an ordinary sign-in answers harus_ganti_password: false', async () => {
    const user = await createUser(db, 'author');
    const signIn = await login(app, user.username_user, TEST_PASSWORD);
    expect(signIn.json().user.harus_ganti_password).toBe(false);
  });
});

describe('the seeded passwords', () => {
  it.each([
    ['girimarto', 'admin'],
    ['e2e-rahasia', 'penulis'],
    [TEST_PASSWORD, 'admin1'],
  ])('%s passes the rules a person choosing it would meet', async (password, username) => {
    expect(await newPasswordProblem(password, username)).toBeUndefined();
  });
});
