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
