import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.ts';
import { createDb, dropDatabase, ensureDatabase } from '../src/connection.ts';
import { testServerUrl } from '../test-support/worker-database.ts';

// A database of its own, migrated step by step: rows written under 0002 must come out of 0003 right.
const url = testServerUrl();
const name = `${process.env.TEST_DATABASE_PREFIX ?? 'gkj_test'}_db_migration_0003`;
await dropDatabase(url, name);
await ensureDatabase(url, name);
const db = createDb(url, name);
const migrator = new Migrator({
  db: db as never,
  provider: { getMigrations: async () => migrations },
});
afterAll(async () => {
  await db.destroy();
  await dropDatabase(url, name);
});

describe('migration 0003: display names', () => {
  it('names accounts after their member and rewrites every byline, leaving no login name public', async () => {
    expect((await migrator.migrateTo('0002-sort-indexes')).error).toBeUndefined();
    await sql`INSERT INTO jemaat (id_jemaat, nama_jemaat) VALUES (1, 'Yohanes Dwi Santosa')`.execute(db);
    await sql`INSERT INTO user (id_user, username_user, password_user, telp_user, id_jemaat, id_role)
      VALUES (1, 'pendeta', 'x', '0812', 1, 2), (2, 'penulis', 'x', '0813', NULL, 4)`.execute(db);
    await sql`INSERT INTO artikel (id_artikel, judul_artikel, jenis_artikel, isi_artikel, author, id_user_author, updated_at)
      VALUES (1, 'A', 'berita', 'Isi', 'pendeta', 1, '2025-01-02 03:04:05'),
             (2, 'B', 'berita', 'Isi', 'penulis', 2, '2025-01-02 03:04:05'),
             (3, 'C', 'berita', 'Isi', 'lama', NULL, '2025-01-02 03:04:05')`.execute(db);

    expect((await migrator.migrateTo('0003-user-nama-tampilan')).error).toBeUndefined();

    const users = await sql<{ username_user: string; nama_tampilan: string | null }>`
      SELECT username_user, nama_tampilan FROM user ORDER BY id_user`.execute(db);
    expect(users.rows).toEqual([
      { username_user: 'pendeta', nama_tampilan: 'Yohanes Dwi Santosa' },
      { username_user: 'penulis', nama_tampilan: null },
    ]);
    const articles = await sql<{ author: string; updated_at: string }>`
      SELECT author, CAST(updated_at AS CHAR) AS updated_at FROM artikel ORDER BY id_artikel`.execute(db);
    expect(articles.rows.map((a) => a.author)).toEqual([
      'Yohanes Dwi Santosa',
      'Tim Redaksi GKJ Girimarto',
      'Tim Redaksi GKJ Girimarto',
    ]);
    expect(articles.rows.every((a) => a.updated_at.startsWith('2025-01-02 03:04:05'))).toBe(true);
  });
});
