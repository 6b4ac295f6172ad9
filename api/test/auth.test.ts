import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, createUser, login, ROLES, tokenFor } from './support/users.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

// A public route that shows who is calling, the way kemajelisan shows the member link to some roles.
app.get('/api/test-whoami', { config: { access: 'public' } }, async (request) => ({
  username: (await app.optionalUser(request))?.username_user ?? null,
}));

const SESSION_INVALID = 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.';
const profile = (token: string) => app.inject({ url: '/api/profile', headers: bearer(token) });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/login', () => {
  it.each(ROLES)('signs a %s in and answers its role', async (role) => {
    const user = await createUser(db, role);
    const response = await login(app, user.username_user, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id_user: user.id_user,
      username_user: user.username_user,
      nama_role: role,
      harus_ganti_password: false,
    });
    expect((await profile(body.token)).json()).toMatchObject({
      username_user: user.username_user,
      nama_role: role,
    });
  });

  it('answers the spec text for a wrong password and for an unknown user alike', async () => {
    const user = await createUser(db, 'admin');
    const wrong = await login(app, user.username_user, 'salah-sekali');
    const unknown = await login(app, 'tidakada', 'salah-sekali');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Username atau password salah!', code: 'UNAUTHENTICATED' });
    }
  });

  it('clears the username counter on success', async () => {
    const user = await createUser(db, 'author');
    for (let i = 0; i < 4; i++) await login(app, user.username_user, 'salah');
    expect((await login(app, user.username_user, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, user.username_user, 'salah')).statusCode).toBe(401);
  });

  it('answers an Indonesian validation message when a field is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username_user: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password wajib diisi.', code: 'VALIDATION' });
  });
});

describe('tokens', () => {
  it('stop working after logout', async () => {
    const { token } = await tokenFor(app, 'admin');
    expect((await profile(token)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_INVALID);
  });

  it('of other sessions stop working after a password change; the current one and the new password work', async () => {
    const user = await createUser(db, 'petugas_inventaris');
    const current = (await login(app, user.username_user, user.password)).json().token;
    const other = (await login(app, user.username_user, user.password)).json().token;
    const change = await app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(current),
      payload: { password_lama: user.password, password: 'password-baru-1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await login(app, user.username_user, user.password)).statusCode).toBe(401);
    expect((await login(app, user.username_user, 'password-baru-1')).statusCode).toBe(200);
  });

  it('stop working after expiry', async () => {
    const user = await createUser(db, 'author');
    const token = await app.issueToken(user, { expiresIn: '1s' });
    expect((await profile(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('stop working when the user has another role now', async () => {
    const { token, user } = await tokenFor(app, 'admin');
    await db.updateTable('user').set({ id_role: 4 }).where('id_user', '=', user.id_user).execute();
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('are refused when the payload was tampered with', async () => {
    const { token } = await tokenFor(app, 'author');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('are refused when signed with another secret', async () => {
    const { token } = await tokenFor(app, 'admin');
    const [header, payload] = token.split('.');
    const signature = createHmac('sha256', 'another-secret-another-secret-another-secret').update(
      `${header}.${payload}`,
    );
    const forged = `${header}.${payload}.${signature.digest('base64url')}`;
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it("are refused with alg 'none'", async () => {
    const { token } = await tokenFor(app, 'admin');
    const payload = token.split('.')[1];
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
  });

  it('are required: no token answers 401', async () => {
    const response = await app.inject({ url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('optional sign-in on public routes', () => {
  const whoami = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/test-whoami', headers }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json().username;
    });

  it('knows the user of a valid token', async () => {
    const { token, user } = await tokenFor(app, 'author');
    expect(await whoami(bearer(token))).toBe(user.username_user);
  });

  it('treats a session whose password an admin reset as a visitor until it is changed', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    await db
      .updateTable('user')
      .set({ harus_ganti_password: 1 })
      .where('id_user', '=', user.id_user)
      .execute();
    expect(await whoami(bearer(token))).toBeNull();
    await db
      .updateTable('user')
      .set({ harus_ganti_password: 0 })
      .where('id_user', '=', user.id_user)
      .execute();
    expect(await whoami(bearer(token))).toBe(user.username_user);
  });

  it('treats no token, a bad token or an ended session as a visitor, never 401', async () => {
    const { token } = await tokenFor(app, 'admin');
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await whoami()).toBeNull();
    expect(await whoami(bearer('bukan-token'))).toBeNull();
    expect(await whoami({ authorization: 'Basic YTpi' })).toBeNull();
    expect(await whoami(bearer(token))).toBeNull();
  });
});
