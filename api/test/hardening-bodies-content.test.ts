import { afterAll, describe, expect, it } from 'vitest';
import { fuzzEnv } from './support/fuzz-env.ts';
import { multipart, smallPng } from './support/images.ts';
import { bearer } from './support/users.ts';
import { BODIES_PER_ROUTE, fuzzRoute, groupRoutes } from './support/write-fuzz.ts';

// Generated bodies (fast-check, built from each route's schema) for the write routes of accounts, members,
// schedules and inventory. The property itself is in support/write-fuzz.ts.

const env = await fuzzEnv();
afterAll(() => env.close());

/** Routes whose accepted answer stores nothing (none here). */
const STORES_NOTHING = new Set<string>();

describe('generated bodies: activities, images, articles, finance', () => {
  for (const route of groupRoutes(env.ctx.app.routeAccess, 'content')) {
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

describe('numbers in forms', () => {
  // Ajv would read '0x1F' as 31: a form's number is taken only as decimal digits, so the stored id is the typed one.
  it.each(['0x1F', '1e1', ' 7', '7.0', '0b1'])('refuses %j for an id', async (typed) => {
    const form = multipart({ id_kegiatan_gereja: typed }, [
      { field: 'gambar', filename: 'foto.png', type: 'image/png', data: await smallPng() },
    ]);
    const response = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/gambar-kegiatan',
      headers: { ...bearer(env.token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Kegiatan harus berupa angka.');
  });
});
