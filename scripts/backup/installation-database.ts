// The database server of this installation for the commands a person runs (backup, restore, create-admin,
// site build and rollback): DATABASE_URL when set, else the private MariaDB of `npm start` (the one already
// running, or started for the command and stopped after).
import path from 'node:path';
import { openDatabaseServer, portAnswers, runningPrivateServerUrl } from '@gkj/db';

// The private server of `npm start` and `npm run dev` (scripts/project-database.ts): its folder and port under
// `.data/`, and the database name when DATABASE_URL names none.
export const PRIVATE_FOLDER = 'mariadb';
export const PRIVATE_PORT = 3307;
export const DEFAULT_DATABASE = 'gkj_girimarto';

export interface InstallationDatabase {
  /** Server address without a database. */
  url: string;
  database: string;
  stop(): Promise<void>;
}

/**
 * `whileRunning`: what to do when `npm start` is running. A backup reads its live database (the snapshot
 * is consistent); a restore refuses, since the app would serve a half-restored database meanwhile.
 */
export async function openInstallationDatabase(
  projectRoot: string,
  whileRunning: 'share' | 'refuse',
): Promise<InstallationDatabase> {
  if (!process.env.DATABASE_URL && (await portAnswers(PRIVATE_PORT))) {
    if (whileRunning === 'refuse') {
      throw new Error('Aplikasi sedang berjalan (npm start). Hentikan dahulu, lalu ulangi pemulihan.');
    }
    return {
      url: runningPrivateServerUrl(path.join(projectRoot, '.data', PRIVATE_FOLDER), PRIVATE_PORT),
      database: DEFAULT_DATABASE,
      stop: async () => {},
    };
  }
  const server = await openDatabaseServer({ projectRoot, folder: PRIVATE_FOLDER, port: PRIVATE_PORT });
  return { url: server.url, database: server.database ?? DEFAULT_DATABASE, stop: () => server.stop() };
}

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
