import { createDb, type Db, dropDatabase, ensureDatabase } from '../src/connection.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { captureState, type DatabaseState, emptied, restoreState } from './database-state.ts';

/**
 * One database per vitest worker, made and migrated by the first test file that asks for it. Workers
 * run many files (isolate: false), so each later file gets it back in its migrated state instead of a
 * new one: a file still starts where a fresh database would, and tests may empty it between them.
 * The server comes from TEST_DATABASE_URL, which `npm test` sets (private server or DATABASE_URL).
 */
interface WorkerDatabase {
  url: string;
  name: string;
  migrated: DatabaseState;
  empty: DatabaseState;
}

let created: Promise<WorkerDatabase> | undefined;
/** The running file's connection pool (a file may destroy it), restored to the migrated state. */
let fileDb: Promise<Db> | undefined;

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL belum disetel: jalankan tes lewat `npm test`.');
  return url;
}

async function create(): Promise<WorkerDatabase> {
  const url = testServerUrl();
  const project = (process.env.VITEST_PROJECT ?? 'x').replace(/\W/g, '_');
  // TEST_DATABASE_PREFIX lets two test runs share one server without sharing databases.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'gkj_test';
  const name = `${prefix}_${project}_${process.env.VITEST_POOL_ID ?? '0'}`;
  await dropDatabase(url, name);
  await ensureDatabase(url, name);
  const db = createDb(url, name);
  try {
    await migrateToLatest(db);
    const migrated = await captureState(db);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return { url: dbUrl.toString(), name, migrated, empty: emptied(migrated) };
  } finally {
    await db.destroy();
  }
}

function database(): Promise<WorkerDatabase> {
  created ??= create();
  return created;
}

async function openForFile(): Promise<Db> {
  const { url, name, migrated } = await database();
  const db = createDb(url, name);
  await restoreState(db, migrated);
  return db;
}

/** Run before every test file (the projects' setup file): closes the last file's pool, if it is open. */
export async function startTestFile(): Promise<void> {
  const previous = fileDb;
  fileDb = undefined;
  await (await previous?.catch(() => undefined))?.destroy();
}

export async function workerDatabase(): Promise<{ db: Db; url: string; name: string }> {
  fileDb ??= openForFile();
  const db = await fileDb;
  const { url, name } = await database();
  return { db, url, name };
}

/** Empties every table but the reference data, so each test starts from the migrated, empty tables. */
export async function emptyDatabase(db: Db): Promise<void> {
  await restoreState(db, (await database()).empty);
}
