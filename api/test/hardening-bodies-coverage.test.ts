// The generated-body tests pick their routes by group; a write route added later that no group names
// would otherwise go untested without anyone noticing.
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';
import { FUZZ_GROUPS, writeRoutes } from './support/write-fuzz.ts';

const ctx = await testApp();
afterAll(ctx.close);

describe('generated-body coverage', () => {
  it('puts every write route of the API in exactly one group', async () => {
    await ctx.app.ready();
    const routes = writeRoutes(ctx.app.routeAccess);
    expect(routes.length).toBeGreaterThanOrEqual(31);
    const groups = Object.entries(FUZZ_GROUPS);
    const misplaced = routes
      .map((route) => ({
        route: `${route.method} ${route.url}`,
        groups: groups.filter(([, pattern]) => pattern.test(route.url)).map(([name]) => name),
      }))
      .filter((entry) => entry.groups.length !== 1);
    expect(misplaced).toEqual([]);
  });
});
