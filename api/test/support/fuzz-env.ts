import { LOKASI } from '@gkj/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { RouteAccess } from '../../src/plugins/roles.ts';
import { emptyDatabase, type TestContext, testApp } from './app.ts';
import type { JsonSchema } from './schema-arbitraries.ts';
import { bearer, createUser } from './users.ts';
import { createRecord, type FuzzEnv, fuzzRoute, type RouteStats, writeRoutes } from './write-fuzz.ts';

/**
 * The app and records the generated-input tests write against: an admin token (admin may call every
 * write route), a few members, activities, inventory items, churches and slides for bodies to refer to,
 * and one record per resource for the update routes' `:id`.
 */

/** Body fields that name an existing record, and the create route that makes one. */
const REFERENCES = {
  id_jemaat: '/api/jemaat',
  id_kegiatan_gereja: '/api/kegiatan-gereja',
  id_inventaris: '/api/inventarisasi-gereja',
  id_kategori: '/api/kategori-transaksi',
} as const;

/** The revision table of a history route's content. */
const revisionTableOf = (url: string) =>
  url.startsWith('/api/artikel')
    ? 'artikel'
    : url.startsWith('/api/warta-jemaat')
      ? 'warta_jemaat'
      : 'kegiatan_gereja';

/** A Sunday of 2020–2039: a bulletin is dated by the Sunday it is for (another day is refused). */
const SUNDAY = fc
  .integer({ min: 0, max: 1040 })
  .map((weeks) => new Date(Date.UTC(2020, 0, 5) + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

const idOf = (record: Record<string, unknown>) => {
  const key = Object.keys(record).find((name) => name.startsWith('id_'));
  return Number(key ? record[key] : Number.NaN);
};

export async function fuzzEnv(): Promise<FuzzEnv & { close(): Promise<void> }> {
  const ctx: TestContext = await testApp();
  await emptyDatabase(ctx.db);
  const admin = await createUser(ctx.db, 'admin');
  // The caller's own password, as a change of it must name it (it changes with every accepted change).
  let ownPassword = admin.password;
  const pools: Record<string, number[]> = {};
  const slideIds: number[] = [];
  const token = await ctx.app.issueToken(admin);
  // A session is touched at most once a minute (or when its address or browser changes), by whichever
  // request comes then: on a slow run that may be a refused one, whose snapshot would then differ. One
  // read records this client, then its last use is set ahead, so no request of the run touches it.
  await ctx.app.inject({ url: '/api/profile', headers: bearer(token) });
  await ctx.db
    .updateTable('auth_session')
    .set({ last_used_at: sql<string>`NOW(3) + INTERVAL 1 DAY` })
    .where('id_user', '=', admin.id_user)
    .execute();
  const env: FuzzEnv = {
    ctx,
    token,
    overrides(field, schema: JsonSchema) {
      // A valid body never carries a made-up version stamp: a random `updated_at` is rightly refused as
      // a stale save (409, covered by stale-save.test.ts), which would leave little here to store.
      if (field === 'updated_at') return fc.constant(undefined);
      // A wrong current password is a counted failure (profile tests cover it): valid bodies name the right one.
      if (field === 'password_lama') return fc.constant(null).map(() => ownPassword);
      if (field === 'tanggal_warta') return SUNDAY;
      if (field === 'ids' && schema.type === 'array') {
        return fc.shuffledSubarray(slideIds, { minLength: slideIds.length, maxLength: slideIds.length });
      }
      const pool = pools[field];
      if (!pool?.length) return undefined;
      if (schema.type === 'integer') return fc.constantFrom(...pool);
      if (schema.type === 'string' && schema.pattern?.startsWith('^[0-9]')) {
        return fc.constantFrom(...pool.map(String));
      }
      return undefined;
    },
    url: (route) => filled(route),
    accepted(route, json) {
      if (route.url === '/api/profile/password') ownPassword = (json as { password: string }).password;
    },
    async refresh() {
      const slides = await ctx.db.selectFrom('slide_carousel').select('id_slide').execute();
      slideIds.splice(0, slideIds.length, ...slides.map((slide) => slide.id_slide));
    },
  };

  // Churches first: gallery photos and the church pages belong to one.
  const gereja = env.ctx.app.routeAccess.find(
    (r) => r.url === '/api/konten-situs/gereja/:lokasi',
  ) as RouteAccess;
  for (const lokasi of LOKASI) {
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/konten-situs/gereja/${encodeURIComponent(lokasi)}`,
      headers: { authorization: `Bearer ${env.token}` },
      payload: { nama_gereja: `GKJ ${lokasi}`, alamat: 'Girimarto, Wonogiri', waktu_ibadah: [] },
    });
    expect(answer.statusCode, `${gereja.url}: ${answer.body}`).toBe(200);
  }
  for (const [field, createUrl] of Object.entries(REFERENCES)) {
    pools[field] = [];
    for (let i = 0; i < 3; i++) pools[field].push(idOf(await createRecord(env, createUrl)));
  }
  for (let i = 0; i < 3; i++) slideIds.push(idOf(await createRecord(env, '/api/konten-situs/slides')));

  const records = new Map<string, number>();
  async function recordFor(base: string): Promise<number> {
    if (!records.has(base)) records.set(base, idOf(await createRecord(env, base)));
    return records.get(base) as number;
  }
  const ids = new Map<string, number>();
  for (const route of writeRoutes(ctx.app.routeAccess)) {
    const base = /^(.*)\/:id(\/|$)/.exec(route.url)?.[1];
    if (base) ids.set(route.url, await recordFor(base));
  }
  /** The first revision of the record a history route names (`:id_revisi`). */
  const revisions = new Map<string, number>();
  for (const route of writeRoutes(ctx.app.routeAccess).filter((r) => r.url.includes(':id_revisi'))) {
    const row = await ctx.db
      .selectFrom('content_revision')
      .select('id_revisi')
      .where('tabel', '=', revisionTableOf(route.url))
      .where('id_record', '=', ids.get(route.url) as number)
      .orderBy('id_revisi')
      .executeTakeFirstOrThrow();
    revisions.set(route.url, row.id_revisi);
  }
  function filled(route: RouteAccess): string {
    const query = (route.schema?.querystring as JsonSchema | undefined)?.required?.includes('_method')
      ? '?_method=PUT'
      : '';
    const path = route.url
      .replace(':id_revisi', String(revisions.get(route.url)))
      .replace(':id', String(ids.get(route.url)))
      .replace(':lokasi', encodeURIComponent(LOKASI[0]))
      .replace(':kolom', 'logo');
    return `${path}${query}`;
  }

  return { ...env, close: () => ctx.close() };
}

/** Runs the property for each route whose path matches, and reports what was sent. */
export async function fuzzRoutes(env: FuzzEnv, matches: (url: string) => boolean): Promise<RouteStats[]> {
  const routes = writeRoutes(env.ctx.app.routeAccess).filter((route) => matches(route.url));
  const stats: RouteStats[] = [];
  for (const route of routes) stats.push(await fuzzRoute(env, route));
  return stats;
}
