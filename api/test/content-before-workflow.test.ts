// Articles and activities saved before the publishing workflow existed (migration 0011) count as
// published: a database migrated only to 0010 gets its rows, is then migrated to the latest, and the
// public API shows them as it did before.
import { createDb, dropDatabase, ensureDatabase, migrateToLatest } from '@gkj/db';
import { migrateTo } from '@gkj/db/test-support/migrate-to';
import { testServerUrl } from '@gkj/db/test-support/worker-database';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

// A database of its own: the worker's is already migrated to the latest.
const server = testServerUrl();
const name = `${process.env.TEST_DATABASE_PREFIX ?? 'gkj_test'}_sebelum_alur_${process.env.VITEST_POOL_ID ?? '0'}`;
await dropDatabase(server, name);
await ensureDatabase(server, name);
const address = new URL(server);
address.pathname = `/${name}`;
const db = createDb(server, name);

afterAll(async () => {
  await db.destroy();
  await dropDatabase(server, name);
});

describe('content saved before the publishing workflow', () => {
  it('is published once migrated: public in the lists, the details and the build’s publication routes', async () => {
    await migrateTo(db, '0010-recovery-code');
    const statusColumns = () =>
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM information_schema.columns
        WHERE table_schema = DATABASE() AND column_name = 'status'
          AND table_name IN ('artikel', 'kegiatan_gereja')`.execute(db);
    expect(Number((await statusColumns()).rows[0].n)).toBe(0);
    // As the release of that time wrote them: no status columns yet.
    await sql`INSERT INTO artikel (judul_artikel, jenis_artikel, isi_artikel, author)
      VALUES ('Warta Lama', 'berita', 'Ditulis sebelum ada draf.', 'Admin')`.execute(db);
    await sql`INSERT INTO kegiatan_gereja (nama_kegiatan_gereja, waktu_kegiatan_gereja)
      VALUES ('Kegiatan Lama', '2030-03-01')`.execute(db);
    await migrateToLatest(db);
    expect(Number((await statusColumns()).rows[0].n)).toBe(2);

    for (const table of ['artikel', 'kegiatan_gereja'] as const) {
      const rows = await db.selectFrom(table).select(['status', 'terbit_pada', 'catatan_tinjauan']).execute();
      expect(rows, table).toEqual([{ status: 'terbit', terbit_pada: null, catatan_tinjauan: null }]);
    }

    const ctx = await testApp({}, { database: { db, url: address.toString() } });
    try {
      const read = async (url: string, token?: string) => {
        const answer = await ctx.app.inject({ url, headers: token ? bearer(token) : {} });
        expect(answer.statusCode, url).toBe(200);
        return answer.json();
      };
      const [artikel] = (await read('/api/artikel')).data;
      expect(artikel).toMatchObject({ judul_artikel: 'Warta Lama', status: 'terbit' });
      expect((await read(`/api/artikel/${artikel.id_artikel}`)).judul_artikel).toBe('Warta Lama');
      const [kegiatan] = (await read('/api/kegiatan-gereja')).data;
      expect(kegiatan).toMatchObject({ nama_kegiatan_gereja: 'Kegiatan Lama', status: 'terbit' });
      expect((await read(`/api/kegiatan-gereja/${kegiatan.id_kegiatan_gereja}`)).status).toBe('terbit');
      // What the site, its feeds and its search index are built from.
      expect(JSON.stringify(await read('/api/publikasi/artikel'))).toContain('Warta Lama');
      expect(JSON.stringify(await read('/api/publikasi/kegiatan'))).toContain('Kegiatan Lama');
      // Staff see them under 'Terbit', not in the review queue.
      const { token } = await tokenFor(ctx.app, 'pendeta');
      expect((await read('/api/artikel?status=terbit', token)).total).toBe(1);
      expect((await read('/api/kegiatan-gereja?status=terbit', token)).total).toBe(1);
      expect((await read('/api/tinjauan', token)).total).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
