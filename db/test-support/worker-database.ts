import { sql } from 'kysely';
import { createDb, type Db, dropDatabase, ensureDatabase } from '../src/connection.ts';
import { migrateToLatest } from '../src/migrate.ts';

/**
 * One database per vitest worker, migrated once and emptied between tests.
 * The server comes from TEST_DATABASE_URL, which `npm test` sets (private server or DATABASE_URL).
 */
let cached: Promise<{ db: Db; url: string; name: string }> | undefined;

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL belum disetel: jalankan tes lewat `npm test`.');
  return url;
}

export function workerDatabase(): Promise<{ db: Db; url: string; name: string }> {
  cached ??= (async () => {
    const url = testServerUrl();
    const project = (process.env.VITEST_PROJECT ?? 'x').replace(/\W/g, '_');
    // TEST_DATABASE_PREFIX lets two test runs share one server without sharing databases.
    const prefix = process.env.TEST_DATABASE_PREFIX ?? 'gkj_test';
    const name = `${prefix}_${project}_${process.env.VITEST_POOL_ID ?? '0'}`;
    await dropDatabase(url, name);
    await ensureDatabase(url, name);
    const db = createDb(url, name);
    await migrateToLatest(db);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return { db, url: dbUrl.toString(), name };
  })();
  return cached;
}

/** Tables that migrations fill and tests must keep. */
const KEEP = new Set(['role', 'kysely_migration', 'kysely_migration_lock']);

/** Empties every table but the reference data, so each test starts from the migrated state. */
export async function emptyDatabase(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  // One connection throughout: the foreign-key switch is per session.
  await db.connection().execute(async (conn) => {
    await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(conn);
    try {
      for (const table of tables) {
        if (!KEEP.has(table.name)) await sql`TRUNCATE TABLE ${sql.table(table.name)}`.execute(conn);
      }
    } finally {
      await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(conn);
    }
  });
}
