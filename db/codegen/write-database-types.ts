// `npm run db:types`: migrates a fresh scratch database, generates the table types from it and writes
// db/src/generated/database.ts. The server is TEST_DATABASE_URL when set, otherwise the one `npm test` uses
// (DATABASE_URL, or the private MariaDB under .data/mariadb-test).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, dropDatabase, ensureDatabase } from '../src/connection.ts';
import { openDatabaseServer } from '../src/database-server.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { generateDatabaseTypes } from './database-types.ts';

export const DATABASE_TYPES_FILE = path.resolve(import.meta.dirname, '../src/generated/database.ts');

const SCRATCH = 'gkj_database_types';

if (import.meta.main) {
  const projectRoot = path.resolve(import.meta.dirname, '../..');
  const configured = process.env.TEST_DATABASE_URL;
  const server = configured
    ? { url: configured, stop: async () => {} }
    : await openDatabaseServer({ projectRoot, folder: 'mariadb-test', port: 3308 });
  try {
    await dropDatabase(server.url, SCRATCH);
    await ensureDatabase(server.url, SCRATCH);
    const db = createDb(server.url, SCRATCH);
    try {
      await migrateToLatest(db);
      writeFileSync(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
      console.log(`Tipe tabel ditulis ke ${path.relative(projectRoot, DATABASE_TYPES_FILE)}.`);
    } finally {
      await db.destroy();
      await dropDatabase(server.url, SCRATCH);
    }
  } finally {
    await server.stop();
  }
}
