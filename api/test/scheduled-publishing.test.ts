// Scheduled publishing: an item whose time has come is published once and rebuilt once, by whichever
// of two servers on the same database claims it first, and one that came due while no server ran is
// published when the next one starts.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDueContent } from '../src/plugins/scheduled-publishing.ts';
import { emptyDatabase, type TestContext, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

/** An article and an activity scheduled an hour ahead by pendeta; answers their ids. */
async function scheduleBoth(): Promise<{ artikel: number; kegiatan: number }> {
  const { token } = await tokenFor(app, 'pendeta');
  const { rows } = await sql<{ at: string }>`
    SELECT DATE_FORMAT(NOW() + INTERVAL 1 HOUR, '%Y-%m-%dT%H:%i') AS at`.execute(db);
  const status = { status: 'terjadwal', terbit_pada: rows[0].at };
  const artikel = await app.inject({
    method: 'POST',
    url: '/api/artikel',
    headers: bearer(token),
    payload: { judul_artikel: 'Natal', jenis_artikel: 'berita', isi_artikel: 'Ibadah Natal.', ...status },
  });
  const kegiatan = await app.inject({
    method: 'POST',
    url: '/api/kegiatan-gereja',
    headers: bearer(token),
    payload: { nama_kegiatan_gereja: 'Natal Anak', waktu_kegiatan_gereja: '2030-12-24', ...status },
  });
  return { artikel: artikel.json().data.id_artikel, kegiatan: kegiatan.json().data.id_kegiatan_gereja };
}

/** Time passes: the schedules are now due. */
const comeDue = async () => {
  await db.updateTable('artikel').set({ terbit_pada: sql`NOW() - INTERVAL 1 SECOND` }).execute();
  await db.updateTable('kegiatan_gereja').set({ terbit_pada: sql`NOW() - INTERVAL 1 SECOND` }).execute();
};

const statuses = async () => [
  ...(await db.selectFrom('artikel').select('status').execute()),
  ...(await db.selectFrom('kegiatan_gereja').select('status').execute()),
];

const publishSteps = () =>
  db
    .selectFrom('audit_log')
    .select(['tabel', 'username'])
    .where('aksi', '=', 'publish')
    .orderBy('tabel')
    .execute();

/** Replaces a server's publisher with one that only counts what it is told. */
function countRebuilds(server: TestContext['app']): string[] {
  const reasons: string[] = [];
  server.publisher.contentChanged = async (reason) => {
    reasons.push(reason);
  };
  return reasons;
}

describe('scheduled publishing', () => {
  it('publishes nothing before the time', async () => {
    await scheduleBoth();
    expect(await publishDueContent(db, { contentChanged: async () => {} })).toEqual([]);
    expect(await statuses()).toEqual([{ status: 'terjadwal' }, { status: 'terjadwal' }]);
  });

  it('publishes each due item once and asks for one rebuild each, with two servers checking at once', async () => {
    const { artikel, kegiatan } = await scheduleBoth();
    await comeDue();
    const other = await testApp();
    try {
      const first = countRebuilds(app);
      const second = countRebuilds(other.app);
      // Both servers run their check at the same moment, several times over.
      await Promise.all(
        Array.from({ length: 3 }, () => [
          publishDueContent(db, app.publisher),
          publishDueContent(other.db, other.app.publisher),
        ]).flat(),
      );
      expect([...first, ...second].sort()).toEqual([
        `artikel ${artikel} terbit sesuai jadwal`,
        `kegiatan ${kegiatan} terbit sesuai jadwal`,
      ]);
    } finally {
      await other.close();
    }
    expect(await statuses()).toEqual([{ status: 'terbit' }, { status: 'terbit' }]);
    // The system did it, not a person: no user in the audit row.
    expect(await publishSteps()).toEqual([
      { tabel: 'artikel', username: null },
      { tabel: 'kegiatan_gereja', username: null },
    ]);
    expect((await app.inject({ url: `/api/artikel/${artikel}` })).json().status).toBe('terbit');
  });

  it('publishes what came due while no server ran as soon as one starts, and only then', async () => {
    await scheduleBoth();
    await comeDue();
    // A server started after the time: its first check runs when it is ready.
    const started = await testApp({ SCHEDULE_CHECK_MS: '100' });
    try {
      const reasons = countRebuilds(started.app);
      await started.app.ready();
      await expect.poll(statuses, { timeout: 5000 }).toEqual([{ status: 'terbit' }, { status: 'terbit' }]);
      await expect.poll(() => reasons.length).toBe(2);
      // Later checks find nothing more to do.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reasons).toHaveLength(2);
    } finally {
      await started.close();
    }
    expect(await publishSteps()).toHaveLength(2);
  });
});
