import path from 'node:path';
import { type PrivateServer, startPrivateServer } from './private-server.ts';

export interface DatabaseServer {
  /** Server address without a database name. */
  url: string;
  /** The database name DATABASE_URL asked for, if any. */
  database?: string;
  /** The private server's process; unset for DATABASE_URL's server. */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set (nothing is started), otherwise a private MariaDB under `.data/<folder>`.
 * `npm start` and `npm test` use different folders and ports, so tests run beside a live server.
 */
export async function openDatabaseServer(options: {
  projectRoot: string;
  folder: string;
  port: number;
}): Promise<DatabaseServer> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const url = new URL(configured);
    const database = url.pathname.replace(/^\//, '') || undefined;
    url.pathname = '';
    return { url: url.toString().replace(/\/$/, ''), database, stop: async () => {} };
  }
  const server: PrivateServer = await startPrivateServer(
    path.join(options.projectRoot, '.data', options.folder),
    options.port,
  );
  return { url: server.url, pid: server.pid, stop: () => server.stop() };
}
