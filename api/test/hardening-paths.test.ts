import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeForStatus, ROLE_NAMES, type RoleName } from '@gkj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/roles.ts';
import { emptyDatabase, type TestContext, testApp } from './support/app.ts';
import { fillParams } from './support/rows.ts';
import { bearer, createUser, type TestUser } from './support/users.ts';

// The role matrix (role-matrix.test.ts) with the paths spelled otherwise. A spelling either reaches the
// same route, and then the same caller is refused the same way, or reaches no route and answers 404:
// no spelling ever lets a refused caller through, and one that looks like an API path answers JSON.

/** `/api/jemaat/999999` → prefix `/api`, first segment `jemaat`, rest `/999999`. */
function parts(url: string): { prefix: string; first: string; rest: string } {
  const [, prefix, first, rest] = /^(\/[^/]+)\/([^/]+)(.*)$/.exec(url) ?? [];
  return { prefix, first, rest };
}
const encodeLetters = (text: string) =>
  text.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const PATH_VARIANTS: Record<string, (url: string) => string> = {
  'trailing slash': (url) => `${url}/`,
  'doubled slash after the prefix': (url) => {
    const { prefix, first, rest } = parts(url);
    return `${prefix}//${first}${rest}`;
  },
  'doubled leading slash': (url) => `/${url}`,
  'upper case': (url) => url.toUpperCase(),
  'capitalised prefix': (url) => `/${url.charAt(1).toUpperCase()}${url.slice(2)}`,
  'capitalised resource': (url) => {
    const { prefix, first, rest } = parts(url);
    return `${prefix}/${first.charAt(0).toUpperCase()}${first.slice(1)}${rest}`;
  },
  'percent-encoded letters': (url) => {
    const { prefix, first, rest } = parts(url);
    return `/${encodeLetters(prefix.slice(1))}/${encodeLetters(first)}${rest}`;
  },
  'percent-encoded slash': (url) => {
    const { prefix, first, rest } = parts(url);
    return `${prefix}%2F${first}${rest}`;
  },
};

type Caller = RoleName | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLE_NAMES];

let ctx: TestContext;
let routes: RouteAccess[];
const users = {} as Record<RoleName, TestUser>;
const tokens = {} as Record<RoleName, string>;

beforeAll(async () => {
  ctx = await testApp();
  await emptyDatabase(ctx.db);
  // A live site release, so a path that reaches no route gets the site's 404 rather than 'not built yet'.
  const release = path.join(ctx.config.siteDir, 'releases', 'r1');
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'index.html'), '<h1>Beranda</h1>');
  writeFileSync(path.join(release, '404.html'), '<h1>Halaman yang Anda cari tidak ditemukan.</h1>');
  symlinkSync(path.join('releases', 'r1'), path.join(ctx.config.siteDir, 'current'));
  for (const role of ROLE_NAMES) {
    users[role] = await createUser(ctx.db, role);
    tokens[role] = await ctx.app.issueToken(users[role]);
  }
  routes = [...ctx.app.routeAccess].filter((route) => !route.url.startsWith('/api/docs'));
});
afterAll(() => ctx.close());

async function status(method: string, url: string, caller: Caller) {
  // Logging out ends the session it is called with: that route gets a token of its own each time.
  const fresh = caller !== 'anonymous' && url.toLowerCase().includes('logout');
  const token =
    caller === 'anonymous' ? undefined : fresh ? await ctx.app.issueToken(users[caller]) : tokens[caller];
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    payload: method === 'POST' || method === 'PUT' ? {} : undefined,
  });
  return response;
}

/** The statuses a spelling may answer, given how the exact path answered the same caller. */
function allowedFor(canonical: number): (variant: number) => boolean {
  if (canonical === 401) return (variant) => variant === 401 || variant === 404;
  if (canonical === 403) return (variant) => variant === 403 || variant === 404;
  return (variant) => variant !== 401 && variant !== 403;
}

describe('role matrix with other spellings of every path', () => {
  it('covers every registered route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
  });

  for (const caller of CALLERS) {
    it(`holds for ${caller} on every route and spelling`, async () => {
      let checked = 0;
      for (const route of routes) {
        const url = fillParams(route.url);
        const canonical = (await status(route.method, url, caller)).statusCode;
        const names = Object.keys(PATH_VARIANTS);
        const answers = await Promise.all(
          names.map((name) => status(route.method, PATH_VARIANTS[name](url), caller)),
        );
        answers.forEach((response, i) => {
          const where = `${route.method} ${PATH_VARIANTS[names[i]](url)} (${names[i]}, exact path ${canonical})`;
          expect(allowedFor(canonical)(response.statusCode), where).toBe(true);
          // The router decodes letters, so that spelling is the same route: the very same answer.
          if (names[i] === 'percent-encoded letters') expect(response.statusCode, where).toBe(canonical);
          const apiLike = /^\/+api(\/|%2f)/i.test(PATH_VARIANTS[names[i]](url));
          if (response.statusCode === 404 && apiLike) {
            expect(response.headers['content-type'], where).toContain('application/json');
            expect(response.json().message, where).toMatch(/tidak ditemukan/);
          }
        });
        checked += answers.length;
      }
      expect(checked).toBe(routes.length * Object.keys(PATH_VARIANTS).length);
    });
  }
});

describe('paths the router cannot read', () => {
  it.each([
    ['/api/jadwal-ibadah-lokasi/%ED%A0%80', 400, 'Alamat yang diminta tidak valid.'],
    ['/api/artikel/%E0%A4%A', 400, 'Alamat yang diminta tidak valid.'],
    // Longer than the router reads a parameter: no route matches it.
    [`/api/artikel/${'9'.repeat(2100)}`, 404, 'Alamat API tidak ditemukan.'],
  ])('%s answers %i in Indonesian, as JSON', async (url, statusCode, message) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBe(statusCode);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message, code: codeForStatus(statusCode) });
  });
});
