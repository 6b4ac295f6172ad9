import { afterAll, describe, expect, it } from 'vitest';
import { fuzzEnv } from './fuzz-env.ts';
import { BODIES_PER_ROUTE, type FUZZ_GROUPS, fuzzRoute, groupRoutes } from './write-fuzz.ts';

interface Exceptions {
  /** Routes no generated body can pass, so none is stored. */
  storesNothing?: ReadonlySet<string>;
  /** Routes that need a file no generated body has: all are refused, few for their text. */
  fileOnly?: ReadonlySet<string>;
}

/**
 * Generated bodies (fast-check, built from each route's schema) for the write routes of one group: each
 * route gets its share, enough of them invalid and enough accepted. The property is in write-fuzz.ts.
 * Answers the environment, for the file's other tests.
 */
export async function describeGeneratedBodies(
  title: string,
  group: keyof typeof FUZZ_GROUPS,
  { storesNothing, fileOnly }: Exceptions = {},
) {
  const env = await fuzzEnv();
  afterAll(() => env.close());
  describe(title, () => {
    for (const route of groupRoutes(env.ctx.app.routeAccess, group)) {
      const key = `${route.method} ${route.url}`;
      it(key, async () => {
        const stats = await fuzzRoute(env, route);
        console.log(JSON.stringify(stats));
        expect(stats.sent).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
        if (!fileOnly?.has(key)) expect(stats.invalid).toBeGreaterThan(BODIES_PER_ROUTE / 5);
        if (!storesNothing?.has(key)) expect(stats.accepted).toBeGreaterThanOrEqual(BODIES_PER_ROUTE / 20);
      }, 120_000);
    }
  });
  return env;
}
