import { afterAll, describe, expect, it } from 'vitest';
import { fuzzEnv } from './support/fuzz-env.ts';
import { BODIES_PER_ROUTE, fuzzRoute, groupRoutes } from './support/write-fuzz.ts';

// Generated bodies (fast-check, built from each route's schema) for the write routes of accounts, members,
// schedules and inventory. The property itself is in support/write-fuzz.ts.

const env = await fuzzEnv();
afterAll(() => env.close());

/**
 * The member import reads a spreadsheet file: every generated body lacks one and is refused, whatever its
 * two optional text fields hold (few of which are invalid). jemaat-import.test.ts covers its successes.
 */
const FILE_ONLY = new Set(['POST /api/jemaat-impor/pratinjau', 'POST /api/jemaat-impor']);

/**
 * Routes no generated body can pass: a sign-in with a generated password, and every step of a second
 * factor, which needs a code computed from a secret (two-factor.test.ts covers their successes).
 */
const STORES_NOTHING = new Set([
  'POST /api/login',
  'POST /api/login/kode',
  'POST /api/login/pasang',
  'POST /api/profile/2fa/aktifkan',
  'POST /api/profile/2fa/kode-cadangan',
  'POST /api/profile/2fa/nonaktifkan',
  ...FILE_ONLY,
]);

describe('generated bodies: accounts, members, schedules, inventory', () => {
  for (const route of groupRoutes(env.ctx.app.routeAccess, 'accounts')) {
    const key = `${route.method} ${route.url}`;
    it(key, async () => {
      const stats = await fuzzRoute(env, route);
      console.log(JSON.stringify(stats));
      expect(stats.sent).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
      if (!FILE_ONLY.has(key)) expect(stats.invalid).toBeGreaterThan(BODIES_PER_ROUTE / 5);
      if (!STORES_NOTHING.has(key)) expect(stats.accepted).toBeGreaterThanOrEqual(BODIES_PER_ROUTE / 20);
    }, 120_000);
  }
});
