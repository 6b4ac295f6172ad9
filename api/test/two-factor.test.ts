// Two-factor sign-in with an authenticator app: enrolment on the profile (QR code, first code, recovery
// codes), sign-in with a code computed from the secret (never the same code twice), recovery codes used
// once, enrolment at sign-in for a role that must use it, turning it off, and an admin's reset.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { secretOf, totpCode } from './support/totp.ts';
import { bearer, createUser, login, TEST_PASSWORD, type TestUser, tokenFor } from './support/users.ts';

const ctx = await testApp({ TWO_FACTOR_ROLES: 'admin' });
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const STEP_MS = 30_000;

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** Enrols the user's app from the profile page; returns the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await post('/api/profile/2fa/mulai', {}, token);
  expect(started.statusCode).toBe(200);
  const secret = secretOf(started.json().uri);
  const on = await post('/api/profile/2fa/aktifkan', { kode: totpCode(secret) }, token);
  expect(on.statusCode).toBe(200);
  return { secret, codes: on.json().kode_cadangan as string[] };
}

async function challengeFor(user: TestUser): Promise<string> {
  const answer = await login(app, user.username_user, TEST_PASSWORD);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ langkah: 'kode', tantangan: expect.any(String) });
  return answer.json().tantangan;
}

const auditOf = (aksi: string) =>
  db
    .selectFrom('audit_log')
    .select(['id_user', 'id_record', 'perubahan'])
    .where('aksi', '=', aksi as never)
    .execute();

describe('the codes the tests compute', () => {
  it('are those of RFC 6238 (appendix B, SHA-1, last six digits)', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // '12345678901234567890'
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
  });
});

describe('enrolling on the profile page', () => {
  it('shows a QR code and a key for the app, turns on with the first code and gives ten recovery codes', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const started = await post('/api/profile/2fa/mulai', {}, token);
    const enrolment = started.json();
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/GKJ Girimarto:${user.username_user}`);
    expect(uri.searchParams.get('issuer')).toBe('GKJ Girimarto');
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(enrolment.kunci.replaceAll(' ', '')).toBe(secretOf(enrolment.uri));

    const secret = secretOf(enrolment.uri);
    const wrong = await post(
      '/api/profile/2fa/aktifkan',
      { kode: totpCode(secret, Date.now() + 10 * STEP_MS) },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Kode tidak cocok/);

    const on = await post('/api/profile/2fa/aktifkan', { kode: totpCode(secret) }, token);
    expect(on.statusCode).toBe(200);
    const codes: string[] = on.json().kode_cadangan;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const status = await app.inject({ url: '/api/profile/2fa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ aktif: true, wajib: false, sisa_kode_cadangan: 10 });
    expect(await auditOf('mfa_on')).toEqual([expect.objectContaining({ id_user: user.id_user })]);
    // Neither the secret nor a recovery code is stored as given: codes only as hashes.
    const stored = await db.selectFrom('recovery_code').select('hash_kode').execute();
    expect(stored.map((row) => row.hash_kode)).not.toContain(codes[0]);
    expect((await post('/api/profile/2fa/mulai', {}, token)).statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password; the proof of the password opens nothing else', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const { secret } = await enrol(token);
    const tantangan = await challengeFor(user);
    expect((await app.inject({ url: '/api/profile', headers: bearer(tantangan) })).statusCode).toBe(401);

    const wrong = await post('/api/login/kode', { tantangan, kode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Kode verifikasi salah atau sudah dipakai.');

    // The code of the next step: enrolment used the current one, and no code is accepted twice.
    const signedIn = await post('/api/login/kode', { tantangan, kode: totpCode(secret, Date.now(), 1) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id_user: user.id_user, nama_role: 'pendeta' });
    expect(
      (await app.inject({ url: '/api/profile', headers: bearer(signedIn.json().token) })).statusCode,
    ).toBe(200);
    const logins = await auditOf('login');
    expect(logins.at(-1)?.perubahan).toMatchObject({ faktor_kedua: 'totp' });
    const failures = await auditOf('login_fail');
    expect(failures.at(-1)?.perubahan).toMatchObject({ alasan: 'kode verifikasi salah' });
  });

  it('never accepts the same code twice, nor one older than the last accepted', async () => {
    const { token, user } = await tokenFor(app, 'author');
    const { secret } = await enrol(token);
    const now = Date.now();
    const tantangan = await challengeFor(user);
    const current = totpCode(secret, now, 1);
    expect((await post('/api/login/kode', { tantangan, kode: current })).statusCode).toBe(200);
    expect((await post('/api/login/kode', { tantangan, kode: current })).statusCode).toBe(401);
    expect((await post('/api/login/kode', { tantangan, kode: totpCode(secret, now) })).statusCode).toBe(401);
  });

  it('takes a recovery code once, with or without its dash and in any case', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const { codes } = await enrol(token);
    const tantangan = await challengeFor(user);
    const typed = codes[3].replace('-', ' ').toUpperCase();
    const first = await post('/api/login/kode', { tantangan, kode: typed });
    expect(first.statusCode).toBe(200);
    expect((await post('/api/login/kode', { tantangan, kode: codes[3] })).statusCode).toBe(401);
    const status = await app.inject({ url: '/api/profile/2fa', headers: bearer(first.json().token) });
    expect(status.json().sisa_kode_cadangan).toBe(9);
    expect((await auditOf('login')).at(-1)?.perubahan).toMatchObject({ faktor_kedua: 'kode_cadangan' });
  });

  it('refuses a forged, foreign or wrong-purpose proof of the password', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const { secret } = await enrol(token);
    const kode = totpCode(secret, Date.now(), 1);
    const expired = app.jwt.sign(
      { sub: String(user.id_user), jti: 'x', tujuan: 'kode' },
      { expiresIn: '-1s' },
    );
    const wrongPurpose = app.issueChallenge(user.id_user, 'pasang');
    for (const tantangan of ['bukan-token', expired, wrongPurpose, token]) {
      const answer = await post('/api/login/kode', { tantangan, kode });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/kedaluwarsa/);
    }
  });

  it('counts wrong codes in the sign-in throttle: after the password and four wrong codes, the next waits', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    await enrol(token);
    const tantangan = await challengeFor(user);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/login/kode', { tantangan, kode: '000000' })).statusCode).toBe(401);
    }
    const held = await post('/api/login/kode', { tantangan, kode: '000000' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('does not let the right password wipe the count of wrong codes in between', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const { secret } = await enrol(token);
    // Password, two wrong codes, password again, one wrong code: five failures for this account here.
    let tantangan = await challengeFor(user);
    for (let i = 0; i < 2; i++)
      expect((await post('/api/login/kode', { tantangan, kode: '000000' })).statusCode).toBe(401);
    tantangan = await challengeFor(user);
    expect((await post('/api/login/kode', { tantangan, kode: '000000' })).statusCode).toBe(401);
    expect((await login(app, user.username_user, TEST_PASSWORD)).statusCode).toBe(429);
    // The owner's right code clears it all once the wait is over.
    await db
      .updateTable('login_failure')
      .set({ terakhir: sql<string>`NOW(3) - INTERVAL 1 MINUTE` })
      .execute();
    expect(
      (await post('/api/login/kode', { tantangan, kode: totpCode(secret, Date.now(), 1) })).statusCode,
    ).toBe(200);
    expect(await db.selectFrom('login_failure').selectAll().where('jumlah', '>', 0).execute()).toEqual([]);
  });
});

describe('a role that must use a second factor', () => {
  it('enrols at its first sign-in, before any session exists, then signs in with codes', async () => {
    const admin = await createUser(db, 'admin');
    const first = await login(app, admin.username_user, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toMatchObject({
      langkah: 'pasang',
      pendaftaran: { qr_svg: expect.stringMatching(/^<svg/) },
    });
    expect(step.token).toBeUndefined();
    expect(await db.selectFrom('auth_session').selectAll().execute()).toEqual([]);

    const secret = secretOf(step.pendaftaran.uri);
    const done = await post('/api/login/pasang', { tantangan: step.tantangan, kode: totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().kode_cadangan).toHaveLength(10);
    const token = done.json().token;
    const status = (await app.inject({ url: '/api/profile/2fa', headers: bearer(token) })).json();
    expect(status).toMatchObject({ aktif: true, wajib: true });

    const off = await post('/api/profile/2fa/nonaktifkan', { password: TEST_PASSWORD }, token);
    expect(off.statusCode).toBe(403);
    expect((await login(app, admin.username_user, TEST_PASSWORD)).json().langkah).toBe('kode');
  });

  it('leaves other roles to sign in with the password alone', async () => {
    const pendeta = await createUser(db, 'pendeta');
    const answer = await login(app, pendeta.username_user, TEST_PASSWORD);
    expect(answer.json().token).toEqual(expect.any(String));
  });
});

describe('turning it off, new recovery codes, and an admin reset', () => {
  it('turns off only with the right password; afterwards the password alone signs in', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    await enrol(token);
    const wrong = await post('/api/profile/2fa/nonaktifkan', { password: 'bukan-ini' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password salah.');
    const off = await post('/api/profile/2fa/nonaktifkan', { password: TEST_PASSWORD }, token);
    expect(off.statusCode).toBe(200);
    expect(await db.selectFrom('recovery_code').selectAll().execute()).toEqual([]);
    expect((await login(app, user.username_user, TEST_PASSWORD)).json().token).toEqual(expect.any(String));
    expect(await auditOf('mfa_off')).toHaveLength(1);
  });

  it('makes new recovery codes with the password; the old ones stop working', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const { codes: old } = await enrol(token);
    const renewed = await post('/api/profile/2fa/kode-cadangan', { password: TEST_PASSWORD }, token);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().kode_cadangan;
    const tantangan = await challengeFor(user);
    expect((await post('/api/login/kode', { tantangan, kode: old[0] })).statusCode).toBe(401);
    expect((await post('/api/login/kode', { tantangan, kode: fresh[0] })).statusCode).toBe(200);
  });

  it("an admin resets a user's second factor: the user's sessions end, and the reset is recorded", async () => {
    const { token: adminToken, user: admin } = await tokenFor(app, 'admin');
    const { token, user } = await tokenFor(app, 'pendeta');
    await enrol(token);
    const reset = await app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id_user}/2fa`,
      headers: bearer(adminToken),
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(app, user.username_user, TEST_PASSWORD)).json().token).toEqual(expect.any(String));
    expect(await auditOf('mfa_reset')).toEqual([
      expect.objectContaining({ id_user: admin.id_user, id_record: String(user.id_user) }),
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id_user}/2fa`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(409);
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/user/${admin.id_user}/2fa`,
      headers: bearer(adminToken),
    });
    expect(own.statusCode).toBe(400);
  });

  it('shows in the user list who signs in with a second factor', async () => {
    const { token: adminToken } = await tokenFor(app, 'admin');
    const { token, user } = await tokenFor(app, 'pendeta');
    await enrol(token);
    const list = (await app.inject({ url: '/api/user', headers: bearer(adminToken) })).json().data;
    const row = list.find((u: { id_user: number }) => u.id_user === user.id_user);
    expect(row.dua_langkah_aktif).toBe(true);
    expect(list.find((u: { id_user: number }) => u.id_user !== user.id_user).dua_langkah_aktif).toBe(false);
  });
});
