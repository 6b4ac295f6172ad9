// A user's own sessions: listed with browser, address and last use; one or all the others ended (and
// those tokens stop working at once, with an audit entry); another user's session is not theirs to see
// or end; and a session unused for SESSION_IDLE_MINUTES ends, where the dashboard's polling does not
// count as use.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, createUser, TEST_PASSWORD } from './support/users.ts';

const ctx = await testApp({ SESSION_IDLE_MINUTES: '2' });
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(username: string, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username_user: username, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const as = (token: string, userAgent = DESKTOP, remoteAddress = '10.0.0.2') => ({
  headers: { ...bearer(token), 'user-agent': userAgent },
  remoteAddress,
});

describe('the sessions of one user', () => {
  it('lists each with its browser, address and last use, marking the one asking', async () => {
    const user = await createUser(db, 'pendeta');
    const phone = await signIn(user.username_user, PHONE, '10.0.0.1');
    const desktop = await signIn(user.username_user, DESKTOP, '10.0.0.2');
    expect((await app.inject({ url: '/api/profile', ...as(phone, PHONE, '10.0.0.1') })).statusCode).toBe(200);
    const list = (await app.inject({ url: '/api/sesi', ...as(desktop) })).json().data;
    expect(list).toHaveLength(2);
    const mine = list.find((s: { sesi_ini: boolean }) => s.sesi_ini);
    const other = list.find((s: { sesi_ini: boolean }) => !s.sesi_ini);
    expect(mine).toMatchObject({ peramban: DESKTOP, alamat_ip: '10.0.0.2' });
    expect(other).toMatchObject({ peramban: PHONE, alamat_ip: '10.0.0.1' });
    expect(other.terakhir_dipakai).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  });

  it('ends one of them: its token stops working at once, and the end is in the audit log', async () => {
    const user = await createUser(db, 'author');
    const phone = await signIn(user.username_user, PHONE, '10.0.0.1');
    const desktop = await signIn(user.username_user, DESKTOP, '10.0.0.2');
    const list = (await app.inject({ url: '/api/sesi', ...as(desktop) })).json().data;
    const other = list.find((s: { sesi_ini: boolean }) => !s.sesi_ini);
    const ended = await app.inject({ method: 'DELETE', url: `/api/sesi/${other.id_sesi}`, ...as(desktop) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Sesi diakhiri.', berakhir: 1 });
    expect((await app.inject({ url: '/api/profile', ...as(phone, PHONE) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile', ...as(desktop) })).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_log').selectAll().where('tabel', '=', 'auth_session').execute();
    expect(audit).toMatchObject([
      { aksi: 'session_end', id_record: String(other.id_sesi), id_user: user.id_user },
    ]);
    // Ended already: nothing more to end.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/sesi/${other.id_sesi}`, ...as(desktop) })).statusCode,
    ).toBe(404);
  });

  it("never shows or ends another user's session", async () => {
    const one = await createUser(db, 'admin');
    const two = await createUser(db, 'pendeta');
    const tokenOne = await signIn(one.username_user, DESKTOP, '10.0.0.2');
    const tokenTwo = await signIn(two.username_user, PHONE, '10.0.0.1');
    const [theirs] = (await app.inject({ url: '/api/sesi', ...as(tokenTwo, PHONE) })).json().data;
    expect((await app.inject({ url: '/api/sesi', ...as(tokenOne) })).json().data).toHaveLength(1);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/sesi/${theirs.id_sesi}`,
      ...as(tokenOne),
    });
    expect(refused.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/profile', ...as(tokenTwo, PHONE) })).statusCode).toBe(200);
  });

  it('ends all the others at once, keeping the one asking', async () => {
    const user = await createUser(db, 'admin');
    const tokens = [
      await signIn(user.username_user, PHONE, '10.0.0.1'),
      await signIn(user.username_user, PHONE, '10.0.0.3'),
      await signIn(user.username_user, DESKTOP, '10.0.0.2'),
    ];
    const ended = await app.inject({ method: 'DELETE', url: '/api/sesi', ...as(tokens[2]) });
    expect(ended.json()).toEqual({ message: '2 sesi lain diakhiri.', berakhir: 2 });
    for (const token of tokens.slice(0, 2)) {
      expect((await app.inject({ url: '/api/profile', ...as(token, PHONE) })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/sesi', ...as(tokens[2]) })).json().data).toHaveLength(1);
  });
});

describe('the idle timeout', () => {
  const lastUsed = async (token: string) => {
    const { jti } = app.jwt.decode<{ jti: string }>(token) ?? { jti: '' };
    return (
      await db
        .selectFrom('auth_session')
        .select('last_used_at')
        .where('jti', '=', jti)
        .executeTakeFirstOrThrow()
    ).last_used_at;
  };
  const idleFor = (token: string, seconds: number) => {
    const { jti } = app.jwt.decode<{ jti: string }>(token) ?? { jti: '' };
    return db
      .updateTable('auth_session')
      .set({ last_used_at: sql<string>`NOW(3) - INTERVAL ${sql.lit(seconds)} SECOND` })
      .where('jti', '=', jti)
      .execute();
  };

  it('ends a session unused for SESSION_IDLE_MINUTES; polling does not keep it alive, use does', async () => {
    const user = await createUser(db, 'admin');
    const token = await signIn(user.username_user, DESKTOP, '10.0.0.2');

    await idleFor(token, 90);
    const before = await lastUsed(token);
    const polled = await app.inject({
      url: '/api/site-build',
      headers: { ...bearer(token), 'user-agent': DESKTOP, 'x-background': '1' },
      remoteAddress: '10.0.0.2',
    });
    expect(polled.statusCode).toBe(200);
    expect(await lastUsed(token)).toBe(before);

    expect((await app.inject({ url: '/api/profile', ...as(token) })).statusCode).toBe(200);
    expect(await lastUsed(token)).not.toBe(before);

    await idleFor(token, 121);
    const expired = await app.inject({ url: '/api/profile', ...as(token) });
    expect(expired.statusCode).toBe(401);
    expect(
      (
        await app.inject({ url: '/api/sesi', ...as(await signIn(user.username_user, DESKTOP, '10.0.0.2')) })
      ).json().data,
    ).toHaveLength(1);
  });
});
