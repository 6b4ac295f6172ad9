// The database server of this installation for the backup commands: DATABASE_URL when set, else the
// private MariaDB of `npm start` (the one already running, or started for the command and stopped after).
import { createConnection } from 'node:net';
import path from 'node:path';
import { openDatabaseServer } from '@gkj/db';

// As `npm start` has them (scripts/start.ts): its private server's folder and port, its database name.
const PRIVATE_FOLDER = 'mariadb';
const PRIVATE_PORT = 3307;
export const DEFAULT_DATABASE = 'gkj_girimarto';

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

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
      url: `mysql://root@127.0.0.1:${PRIVATE_PORT}`,
      database: DEFAULT_DATABASE,
      stop: async () => {},
    };
  }
  const server = await openDatabaseServer({ projectRoot, folder: PRIVATE_FOLDER, port: PRIVATE_PORT });
  return { url: server.url, database: server.database ?? DEFAULT_DATABASE, stop: () => server.stop() };
}

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
