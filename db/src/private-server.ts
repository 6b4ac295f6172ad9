import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

/**
 * A MariaDB server of the project's own, run from the system's `mariadbd` as a child process.
 * Used when DATABASE_URL is unset, so a fresh clone needs nothing but the Debian package.
 */
export interface PrivateServer {
  url: string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'Server MariaDB tidak ditemukan: pasang dengan `apt-get install mariadb-server` atau setel DATABASE_URL.';

function findBinary(name: string): string | undefined {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/usr/local/mysql/bin']) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function writeConfig(dataRoot: string, port: number): string {
  const file = path.join(dataRoot, 'my.cnf');
  const lines = [
    '[mysqld]',
    `datadir=${path.join(dataRoot, 'data')}`,
    `socket=${path.join(dataRoot, 'mysqld.sock')}`,
    `pid-file=${path.join(dataRoot, 'mysqld.pid')}`,
    `log-error=${path.join(dataRoot, 'error.log')}`,
    'bind-address=127.0.0.1',
    `port=${port}`,
    'character-set-server=utf8mb4',
    'collation-server=utf8mb4_unicode_ci',
    'skip-name-resolve',
    // Small footprint: this server is for one developer or one test run.
    'innodb_buffer_pool_size=128M',
    'innodb_log_file_size=48M',
    'innodb_flush_log_at_trx_commit=2',
    'max_connections=300',
  ];
  if (process.getuid?.() === 0) lines.push('user=root');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

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

async function waitUntilReady(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`MariaDB berhenti saat dinyalakan (lihat ${errorLog}).`);
    }
    if (await portAnswers(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`MariaDB tidak siap dalam 30 detik (lihat ${errorLog}).`);
}

/** Starts (installing on first use) a private MariaDB with its data under `dataRoot`. */
export async function startPrivateServer(dataRoot: string, port: number): Promise<PrivateServer> {
  const mariadbd = findBinary('mariadbd') ?? findBinary('mysqld');
  const installDb = findBinary('mariadb-install-db') ?? findBinary('mysql_install_db');
  if (!mariadbd || !installDb) throw new Error(INSTALL_HINT);

  mkdirSync(dataRoot, { recursive: true });
  const config = writeConfig(path.resolve(dataRoot), port);
  if (!existsSync(path.join(dataRoot, 'data', 'mysql'))) {
    execFileSync(
      installDb,
      [`--defaults-file=${config}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
      { stdio: 'ignore' },
    );
  }
  if (await portAnswers(port)) {
    throw new Error(`Port ${port} sudah dipakai; hentikan proses lain itu atau setel DATABASE_URL.`);
  }
  const child = spawn(mariadbd, [`--defaults-file=${config}`], { stdio: 'ignore' });
  // If this process dies without stop(), take the server down with it rather than leave it orphaned.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  await waitUntilReady(port, child, path.join(dataRoot, 'error.log'));

  let stopped: Promise<void> | undefined;
  return {
    url: `mysql://root@127.0.0.1:${port}`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      return stopped;
    },
  };
}
