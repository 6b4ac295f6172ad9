import { afterAll, describe, expect, it } from 'vitest';
import { fuzzEnv } from './support/fuzz-env.ts';
import { BODIES_PER_ROUTE, fuzzRoute, groupRoutes } from './support/write-fuzz.ts';

// Generated bodies (fast-check, built from each route's schema) for the write routes of accounts, members,
// schedules and inventory. The property itself is in support/write-fuzz.ts.

const env = await fuzzEnv();
afterAll(() => env.close());

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
]);

describe('generated bodies: accounts, members, schedules, inventory', () => {
  for (const route of groupRoutes(env.ctx.app.routeAccess, 'accounts')) {
    const key = `${route.method} ${route.url}`;
    it(key, async () => {
      const stats = await fuzzRoute(env, route);
      console.log(JSON.stringify(stats));
      expect(stats.sent).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
      expect(stats.invalid).toBeGreaterThan(BODIES_PER_ROUTE / 5);
      if (!STORES_NOTHING.has(key)) expect(stats.accepted).toBeGreaterThanOrEqual(BODIES_PER_ROUTE / 20);
    }, 120_000);
  }
});
