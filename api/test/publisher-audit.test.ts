import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/plugins/audit.ts';
import { createPublisher } from '../src/plugins/publisher.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db, config } = ctx;
beforeEach(() => emptyDatabase(db));
afterAll(ctx.close);

describe('publisher', () => {
  it('queues one build however many changes arrive while one is queued', async () => {
    const publisher = createPublisher(db, { ...config, publish: true }, app.log);
    await publisher.contentChanged('artikel 1 diperbarui');
    await publisher.contentChanged('artikel 2 diperbarui');
    const builds = await db.selectFrom('site_build').select(['status', 'pemicu']).execute();
    expect(builds).toEqual([{ status: 'queued', pemicu: 'artikel 1 diperbarui' }]);
  });

  it('does nothing when PUBLISH is off', async () => {
    await app.publisher.contentChanged('jadwal 3 dihapus');
    expect(await db.selectFrom('site_build').selectAll().execute()).toEqual([]);
  });
});

describe('audit', () => {
  it('records inside the caller transaction and never keeps password fields', async () => {
    const { user } = await tokenFor(app, 'admin');
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        user,
        aksi: 'create',
        tabel: 'user',
        id_record: 9,
        perubahan: { username_user: 'baru', password_user: 'rahasia', nested: { password: 'x', ok: 1 } },
      });
    });
    await db
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, { user, aksi: 'delete', tabel: 'user', id_record: 10 });
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0].perubahan);
    expect(stored).not.toContain('rahasia');
    expect(stored).toContain('baru');
  });

  it('lists entries for admins, filtered by table and record', async () => {
    const { token, user } = await tokenFor(app, 'admin');
    for (const [aksi, judul_artikel] of [
      ['create', 'A'],
      ['update', 'B'],
    ] as const) {
      await recordAudit(db, { user, aksi, tabel: 'artikel', id_record: 1, perubahan: { judul_artikel } });
    }
    await recordAudit(db, { user, aksi: 'create', tabel: 'jemaat', id_record: 5, perubahan: null });
    const response = await app.inject({
      url: '/api/audit?tabel=artikel&id_record=1',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({
      aksi: 'update',
      perubahan: { judul_artikel: 'B' },
      username: user.username_user,
    });
  });
});
