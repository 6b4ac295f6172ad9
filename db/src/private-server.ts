import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { type Connection, createConnection as connectToDatabase } from 'mysql2/promise';

/**
 * A MariaDB server of the project's own, run from the system's `mariadbd` as a child process.
 * Used when DATABASE_URL is unset, so a fresh clone needs nothing but the Debian package.
 */
export interface PrivateServer {
  url: string;
  /** The mariadbd process (the bench weighs its memory). */
  pid: number | undefined;
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

const DEFAULT_BUFFER_POOL_MB = 128;

/** MARIADB_BUFFER_POOL_MB as a whole number of MB (at least 8), or the default. */
export function bufferPoolMb(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_BUFFER_POOL_MB;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 8) {
    throw new Error(`MARIADB_BUFFER_POOL_MB harus bilangan bulat MB, paling kecil 8 (sekarang "${raw}").`);
  }
  return mb;
}

function writeConfig(dataRoot: string, port: number): string {
  const file = path.join(dataRoot, 'my.cnf');
  const pool = bufferPoolMb(process.env.MARIADB_BUFFER_POOL_MB);
  mkdirSync(path.join(dataRoot, 'tmp'), { recursive: true });
  const lines = [
    '[mysqld]',
    `datadir=${path.join(dataRoot, 'data')}`,
    `socket=${path.join(dataRoot, 'mysqld.sock')}`,
    `pid-file=${path.join(dataRoot, 'mysqld.pid')}`,
    `log-error=${path.join(dataRoot, 'error.log')}`,
    // Its own folder for the temporary tables of an ALTER: a shared /tmp may be cleaned under it.
    `tmpdir=${path.join(dataRoot, 'tmp')}`,
    'bind-address=127.0.0.1',
    `port=${port}`,
    'character-set-server=utf8mb4',
    'collation-server=utf8mb4_unicode_ci',
    'skip-name-resolve',
    // Small footprint: this server is for one developer, one test run or one small server (a 1 GB machine
    // sets MARIADB_BUFFER_POOL_MB=16: the demo and the 3,000-page site fit, and the rest stays for the build).
    `innodb_buffer_pool_size=${pool}M`,
    // The other caches follow the pool: the log buffer, and Aria's page cache, which MariaDB uses for the
    // temporary tables of GROUP BY and sorting (its default of 128 MB is as large as the whole pool).
    `innodb_log_buffer_size=${Math.min(16, Math.max(4, Math.floor(pool / 8)))}M`,
    `aria_pagecache_buffer_size=${Math.max(8, Math.floor(pool / 4))}M`,
    'key_buffer_size=8M',
    'innodb_log_file_size=48M',
    'innodb_flush_log_at_trx_commit=2',
    'max_connections=300',
  ];
  if (process.getuid?.() === 0) lines.push('user=root');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Whether something listens on the port of this machine (a server already running there). */
export function portAnswers(port: number): Promise<boolean> {
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

/** The private server's own accounts: the app's user, and root's password for the socket. */
interface Credentials {
  user: string;
  password: string;
  rootPassword: string;
}

const APP_USER = 'gkj';
const credentialsFile = (dataRoot: string) => path.join(dataRoot, 'credentials.json');

/** Generated once per data folder and kept beside it, readable by this user only (0600). */
function loadCredentials(dataRoot: string): Credentials {
  const file = credentialsFile(dataRoot);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  const credentials: Credentials = {
    user: APP_USER,
    password: randomBytes(24).toString('hex'),
    rootPassword: randomBytes(24).toString('hex'),
  };
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return credentials;
}

/**
 * The address of a private server that another process (`npm start`) runs from `dataRoot`, signed in as
 * the app's user with the password kept beside its data: commands that run beside it (backup,
 * `npm run site:build`) use it rather than start a second server on the same folder.
 */
export function runningPrivateServerUrl(dataRoot: string, port: number): string {
  const file = credentialsFile(dataRoot);
  if (!existsSync(file)) return `mysql://root@127.0.0.1:${port}`;
  const { user, password } = JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  return `mysql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

async function tryConnect(options: Parameters<typeof connectToDatabase>[0]): Promise<Connection | undefined> {
  return connectToDatabase({ ...options, connectTimeout: 5_000 }).catch(() => undefined);
}

/**
 * The app signs in as its own user, allowed only the project's databases (`gkj…`), with a generated
 * password; root keeps a generated password and is reachable only through the socket, so another local
 * user or a process on the machine cannot reach every table as root over TCP. Runs on every start and
 * does nothing once done; a folder made by an older version (root without a password) is secured on its
 * first start with this one.
 */
async function secureAccounts(dataRoot: string, port: number): Promise<Credentials> {
  const credentials = loadCredentials(dataRoot);
  const app = await tryConnect({
    host: '127.0.0.1',
    port,
    user: credentials.user,
    password: credentials.password,
  });
  if (app) {
    await app.end();
    return credentials;
  }
  const root =
    (await tryConnect({
      socketPath: path.join(dataRoot, 'mysqld.sock'),
      user: 'root',
      password: credentials.rootPassword,
    })) ?? (await tryConnect({ host: '127.0.0.1', port, user: 'root' }));
  if (!root)
    throw new Error(
      `Tidak bisa masuk ke MariaDB pribadi di ${dataRoot}: hapus folder itu untuk memulai dari awal.`,
    );
  try {
    for (const host of ['127.0.0.1', 'localhost']) {
      await root.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [
        credentials.user,
        host,
        credentials.password,
      ]);
      await root.query('ALTER USER ?@? IDENTIFIED BY ?', [credentials.user, host, credentials.password]);
      await root.query('GRANT ALL PRIVILEGES ON `gkj%`.* TO ?@?', [credentials.user, host]);
    }
    await root.query(
      'ALTER USER root@localhost IDENTIFIED VIA unix_socket OR mysql_native_password USING PASSWORD(?)',
      [credentials.rootPassword],
    );
    for (const host of ['127.0.0.1', '::1', '%', hostname()]) {
      await root.query('DROP USER IF EXISTS root@?', [host]);
    }
  } finally {
    await root.end();
  }
  return credentials;
}

/** Starts (installing on first use) a private MariaDB with its data under `dataRoot`. */
export async function startPrivateServer(dataRoot: string, port: number): Promise<PrivateServer> {
  const mariadbd = findBinary('mariadbd') ?? findBinary('mysqld');
  const installDb = findBinary('mariadb-install-db') ?? findBinary('mysql_install_db');
  if (!mariadbd || !installDb) throw new Error(INSTALL_HINT);

  mkdirSync(dataRoot, { recursive: true });
  const config = writeConfig(path.resolve(dataRoot), port);
  if (!existsSync(path.join(dataRoot, 'data', 'mysql'))) {
    // A new data folder has new accounts: passwords of an earlier one would no longer match.
    rmSync(credentialsFile(dataRoot), { force: true });
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
  chmodSync(dataRoot, 0o700);
  let credentials: Credentials;
  try {
    credentials = await secureAccounts(path.resolve(dataRoot), port);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    url: `mysql://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    pid: child.pid,
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
