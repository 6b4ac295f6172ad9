// The build status staff read, and an admin's "rebuild now": queued once, answered 202, kept in the audit
// log with who asked; refused with a reason when publishing is switched off.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

// Publishing on, but the app never listens, so nothing starts a build: the queued rows stay for the test to read.
const ctx = await testApp({ PUBLISH: 'on' });
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const rebuild = (token: string) =>
  app.inject({ method: 'POST', url: '/api/site-build', headers: bearer(token) });

describe('site-build', () => {
  it('lists the latest builds, newest first, to the roles whose writes change the site', async () => {
    for (let i = 1; i <= 22; i++) {
      await db
        .insertInto('site_build')
        .values({ status: 'live', pemicu: `build ${i}`, rilis: `r${i}`, halaman: 40 })
        .execute();
    }
    const { token } = await tokenFor(app, 'author');
    const response = await app.inject({ url: '/api/site-build', headers: bearer(token) });
    const { data } = response.json();
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({
      pemicu: 'build 22',
      status: 'live',
      rilis: 'r22',
      halaman: 40,
      error: null,
    });
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'error',
        'finished_at',
        'halaman',
        'id_build',
        'pemicu',
        'rilis',
        'requested_at',
        'started_at',
        'status',
      ].sort(),
    );
    expect((await app.inject({ url: '/api/site-build' })).statusCode).toBe(401);
    // Inventory staff change nothing on the public site: its builds are none of their business.
    const inventaris = await tokenFor(app, 'petugas_inventaris');
    expect((await app.inject({ url: '/api/site-build', headers: bearer(inventaris.token) })).statusCode).toBe(
      403,
    );
  });

  it('queues one rebuild for admins and records who asked', async () => {
    const admin = await tokenFor(app, 'admin');
    const first = await rebuild(admin.token);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'Pembangunan ulang situs dijadwalkan.' });
    expect((await rebuild(admin.token)).statusCode).toBe(202);

    const builds = await db.selectFrom('site_build').select(['id_build', 'status', 'pemicu']).execute();
    const pemicu = `Diminta manual oleh ${admin.user.username_user}`;
    expect(builds).toEqual([{ id_build: builds[0].id_build, status: 'queued', pemicu }]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['username', 'aksi', 'tabel', 'id_record', 'perubahan'])
      .orderBy('id_audit')
      .execute();
    const entry = {
      username: admin.user.username_user,
      aksi: 'create',
      tabel: 'site_build',
      perubahan: { pemicu },
    };
    const expected = { ...entry, id_record: String(builds[0].id_build) };
    expect(audit).toEqual([expected, expected]);
  });

  it('refuses other roles', async () => {
    for (const role of ['pendeta', 'author', 'petugas_inventaris'] as const) {
      const { token } = await tokenFor(app, role);
      expect((await rebuild(token)).statusCode, role).toBe(403);
    }
    expect(await db.selectFrom('site_build').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});

describe('site-build with publishing off', () => {
  it('says so instead of promising a build', async () => {
    const off = await testApp();
    try {
      const admin = await tokenFor(off.app, 'admin');
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/site-build',
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Pembangunan situs otomatis dimatikan di server ini (PUBLISH=off).',
        code: 'CONFLICT',
      });
      expect(await db.selectFrom('site_build').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
