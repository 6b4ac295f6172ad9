import { ROLE_NAMES, type RoleName } from '@gkj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/roles.ts';
import { emptyDatabase, TEST_JWT_SECRET, type TestContext, testApp } from './support/app.ts';
import {
  flippedSignature,
  nowSeconds,
  openSession,
  signToken,
  tamperedToken,
  unsignedToken,
} from './support/forged-tokens.ts';
import { fillParams } from './support/rows.ts';
import { bearer, createUser, login, type TestUser } from './support/users.ts';

// A read, create, update and delete of every access rule that needs a token (the private receipts too),
// with a token of every role, against every way a token can be missing, forged, expired or revoked: each
// must answer 401 before the route does anything.

const SESSION_INVALID = 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.';
const NOT_SIGNED_IN = 'Anda belum masuk. Silakan masuk terlebih dahulu.';
const OTHER_ROLE: Record<RoleName, RoleName> = {
  admin: 'author',
  pendeta: 'admin',
  petugas_inventaris: 'admin',
  author: 'admin',
};

/** How one bad token travels: its Authorization header, or a query string parameter. */
interface Variant {
  authorization?: string;
  query?: string;
}

let ctx: TestContext;
let admin: { user: TestUser; token: string };
let routes: RouteAccess[];
const variants = {} as Record<RoleName, Record<string, Variant>>;

const api = (method: string, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: method as 'PUT', url, headers: bearer(token), payload });

async function jemaatId(): Promise<number> {
  const response = await api('POST', '/api/jemaat', admin.token, { nama_jemaat: 'Warga Uji' });
  return response.json().data.id_jemaat;
}

/** Tokens of a user of `role` that were valid once and are revoked (or whose user changed) since. */
async function revokedTokens(role: RoleName): Promise<Record<string, string>> {
  const issue = async (user: TestUser) => ctx.app.issueToken(user);

  const loggedOut = await createUser(ctx.db, role);
  const afterLogout = await issue(loggedOut);
  expect((await api('POST', '/api/logout', afterLogout)).statusCode).toBe(200);

  const changer = await createUser(ctx.db, role);
  const [otherSession, changing] = [await issue(changer), await issue(changer)];
  const changed = await api('PUT', '/api/profile/password', changing, {
    password_lama: changer.password,
    password: 'kata-sandi-baru-1',
  });
  expect(changed.statusCode).toBe(200);

  const reset = await createUser(ctx.db, role);
  const beforeReset = await issue(reset);
  const resetAnswer = await api('PUT', `/api/user/${reset.id_user}/password`, admin.token, {
    password: 'kata-sandi-baru-2',
  });
  expect(resetAnswer.statusCode).toBe(200);

  const deleted = await createUser(ctx.db, role);
  const beforeDelete = await issue(deleted);
  expect((await api('DELETE', `/api/user/${deleted.id_user}`, admin.token)).statusCode).toBe(200);

  const moved = await createUser(ctx.db, role);
  const beforeRoleChange = await issue(moved);
  const roleChange = await api('PUT', `/api/user/${moved.id_user}`, admin.token, {
    username_user: moved.username_user,
    nama_tampilan: moved.nama_tampilan,
    telp_user: '081234567890',
    id_jemaat: await jemaatId(),
    id_role: ROLE_NAMES.indexOf(OTHER_ROLE[role]) + 1,
  });
  expect(roleChange.statusCode).toBe(200);

  // Changed behind the API's back (a database edit): the token's role no longer matches the user's.
  const edited = await createUser(ctx.db, role);
  const beforeEdit = await issue(edited);
  await ctx.db
    .updateTable('user')
    .set({ id_role: ROLE_NAMES.indexOf(OTHER_ROLE[role]) + 1 })
    .where('id_user', '=', edited.id_user)
    .execute();

  const lapsed = await createUser(ctx.db, role);
  const lapsedToken = await issue(lapsed);
  await ctx.db
    .updateTable('auth_session')
    .set({ expires_at: '2000-01-01 00:00:00' })
    .where('id_user', '=', lapsed.id_user)
    .execute();

  return {
    'revoked by logout': afterLogout,
    'another session after a password change': otherSession,
    'after an admin reset the password': beforeReset,
    'after the user was deleted': beforeDelete,
    'after the role was changed': beforeRoleChange,
    'after the role was changed in the database': beforeEdit,
    'session past its expiry': lapsedToken,
  };
}

/** Tokens that were never valid: unsigned, expired, signed otherwise, or altered after signing. */
async function forgedTokens(user: TestUser): Promise<Record<string, string>> {
  const claims = {
    sub: String(user.id_user),
    role: user.nama_role,
    jti: await openSession(ctx.db, user.id_user),
  };
  const live = { ...claims, iat: nowSeconds(), exp: nowSeconds() + 3600 };
  const valid = await ctx.app.issueToken(user);
  const other = await createUser(ctx.db, 'admin');
  return {
    'expired (exp in the past)': signToken(
      { ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 },
      TEST_JWT_SECRET,
    ),
    'alg none': unsignedToken(live),
    'alg none without exp': unsignedToken(claims),
    'signed with another secret': signToken(live, 'another-secret-that-is-long-enough-for-hs256-xyz'),
    'HS512 with the right secret': signToken(live, TEST_JWT_SECRET, 'HS512'),
    'payload role changed': tamperedToken(valid, { role: OTHER_ROLE[user.nama_role] }),
    'payload user changed': tamperedToken(valid, { sub: String(other.id_user) }),
    'payload session changed': tamperedToken(valid, { jti: claims.jti }),
    'signature altered': flippedSignature(valid),
    'signature removed': valid.split('.').slice(0, 2).join('.'),
    'not a JWT': 'bukan-token',
  };
}

/**
 * The routes that need a token, one per access rule and method (a read, a create, an update, a delete of
 * every rule; the finance receipts among them): every code path of the check, at a fraction of the cost.
 */
function sampleOfEveryRule(all: readonly RouteAccess[]): RouteAccess[] {
  const seen = new Set<string>();
  return all.filter((route) => {
    const kind = `${route.access} ${route.method} ${route.url.startsWith('/uploads/')}`;
    if (route.access === 'public' || seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

beforeAll(async () => {
  ctx = await testApp();
  await emptyDatabase(ctx.db);
  const adminUser = await createUser(ctx.db, 'admin');
  admin = { user: adminUser, token: await ctx.app.issueToken(adminUser) };
  routes = sampleOfEveryRule(ctx.app.routeAccess);
  for (const role of ROLE_NAMES) {
    const user = await createUser(ctx.db, role);
    const valid = (await login(ctx.app, user.username_user, user.password)).json().token as string;
    const tokens = { ...(await forgedTokens(user)), ...(await revokedTokens(role)) };
    variants[role] = {
      'no token': {},
      'empty bearer': { authorization: 'Bearer ' },
      'basic credentials': {
        authorization: `Basic ${Buffer.from(`${user.username_user}:${user.password}`).toString('base64')}`,
      },
      'token without the Bearer word': { authorization: valid },
      'valid token in the query string': { query: `token=${valid}` },
      ...Object.fromEntries(
        Object.entries(tokens).map(([name, token]) => [name, { authorization: `Bearer ${token}` }]),
      ),
    };
  }
}, 60_000);
afterAll(() => ctx.close());

async function send(route: RouteAccess, variant: Variant) {
  const url = fillParams(route.url);
  return ctx.app.inject({
    method: route.method as 'GET',
    url: variant.query ? `${url}?${variant.query}` : url,
    headers: variant.authorization === undefined ? {} : { authorization: variant.authorization },
    payload: route.method === 'POST' || route.method === 'PUT' ? {} : undefined,
  });
}

describe('tokens: routes of every access rule × every role × every bad token', () => {
  it('covers the signed-in routes of every access rule', () => {
    const rules = new Set(routes.map((route) => route.access));
    expect([...rules].sort()).toEqual(
      [
        'admin',
        'artikel-write',
        'inventaris',
        'jemaat',
        'keuangan',
        'konten',
        'publikasi',
        'signed-in',
        'situs',
        'terbitkan',
      ].sort(),
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  for (const role of ROLE_NAMES) {
    it(`refuses every bad ${role} token with 401 on every route`, async () => {
      let checked = 0;
      for (const [name, variant] of Object.entries(variants[role])) {
        const answers = await Promise.all(routes.map((route) => send(route, variant)));
        answers.forEach((response, i) => {
          const where = `${name} → ${routes[i].method} ${routes[i].url}`;
          expect(response.statusCode, where).toBe(401);
          expect([SESSION_INVALID, NOT_SIGNED_IN], where).toContain(response.json().message);
          expect(response.headers['www-authenticate'], where).toBe('Bearer');
        });
        checked += answers.length;
      }
      expect(checked).toBe(routes.length * Object.keys(variants[role]).length);
    });
  }

  it('still lets a fresh token of each role through (the checks above are not vacuous)', async () => {
    for (const role of ROLE_NAMES) {
      const user = await createUser(ctx.db, role);
      const answer = await api('GET', '/api/profile', await ctx.app.issueToken(user));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().nama_role).toBe(role);
    }
  });
});
