import { CompiledQuery, Kysely, MysqlDialect } from 'kysely';
import { createPool, type Pool, type PoolConnection, type PoolOptions } from 'mysql2';
import { connectionProblem } from './connection-error.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

/** Pool options shared by every connection the project makes (app, tests, seed, backup). */
export function poolOptions(databaseUrl: string, database?: string): PoolOptions {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: database ?? (url.pathname.replace(/^\//, '') || undefined),
    socketPath: url.searchParams.get('socket') ?? undefined,
    charset: 'utf8mb4_unicode_ci',
    // WIB wall-clock values stay strings: no JavaScript Date time-zone conversion anywhere.
    dateStrings: true,
    supportBigNumbers: true,
    decimalNumbers: true,
    connectionLimit: Number(url.searchParams.get('pool') ?? 20),
    connectTimeout: 5_000,
    enableKeepAlive: true,
  };
}

export function createPoolFor(databaseUrl: string, database?: string): Pool {
  return createPool(poolOptions(databaseUrl, database));
}

/** Raised when no connection or no answer came in time; `fatal`, so callers treat the database as down. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DB_TIMEOUT';
  readonly fatal = true;
}

/** A connection whose every query gives up after `ms`: mysql2 then closes it, so the pool replaces it. */
function timedConnection(connection: PoolConnection, ms: number): PoolConnection {
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'query') {
        return (sql: unknown, ...rest: unknown[]) =>
          typeof sql === 'string'
            ? (target.query as (...args: unknown[]) => unknown)({ sql, timeout: ms }, ...rest)
            : (target.query as (...args: unknown[]) => unknown)(sql, ...rest);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The pool as Kysely sees it, with a bound on every wait: for a free connection and for each answer.
 * Without one, a database that hangs (not down: frozen, or a lock held for ever) holds every request
 * that reaches it for as long as the operating system keeps the socket, tens of seconds and more.
 */
function timedPool(pool: Pool, ms: number) {
  return {
    getConnection(callback: (error: unknown, connection: PoolConnection) => void) {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        callback(
          new DatabaseTimeoutError('Tidak ada koneksi database yang bebas tepat waktu.'),
          undefined as never,
        );
      }, ms);
      pool.getConnection((error, connection) => {
        if (settled) {
          connection?.release();
          return;
        }
        clearTimeout(timer);
        callback(error, connection ? timedConnection(connection, ms) : connection);
      });
    },
    end: (callback: (error: unknown) => void) => pool.end(callback),
  };
}

export interface DbOptions {
  /** Gives up a wait for a connection or an answer after this long (the API's requests); none by default. */
  queryTimeoutMs?: number;
}

export function createDb(databaseUrl: string, database?: string, options: DbOptions = {}): Db {
  const pool = createPoolFor(databaseUrl, database);
  return new Kysely<Database>({
    dialect: new MysqlDialect({
      pool: options.queryTimeoutMs ? timedPool(pool, options.queryTimeoutMs) : pool,
      // NOW() and CURRENT_TIMESTAMP give WIB wall-clock time, whatever the server's zone.
      onCreateConnection: async (connection) => {
        await connection.executeQuery(CompiledQuery.raw("SET time_zone = '+07:00'"));
      },
    }),
  });
}

/** The database named in the URL, or undefined when the URL names none. */
export function databaseName(databaseUrl: string): string | undefined {
  return new URL(databaseUrl).pathname.replace(/^\//, '') || undefined;
}

/** Creates the database if it does not exist (utf8mb4). Names are restricted to [A-Za-z0-9_]. */
export async function ensureDatabase(databaseUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`Nama database tidak valid: ${name}`);
  const pool = createPool({ ...poolOptions(databaseUrl), database: undefined, connectionLimit: 1 });
  try {
    await pool
      .promise()
      .query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } catch (error) {
    // Often the first contact with the server at start-up: an unreachable one is said as such.
    const problem = connectionProblem(error);
    throw problem ? new Error(problem, { cause: error }) : error;
  } finally {
    await pool.promise().end();
  }
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`Nama database tidak valid: ${name}`);
  const pool = createPool({ ...poolOptions(databaseUrl), database: undefined, connectionLimit: 1 });
  try {
    await pool.promise().query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await pool.promise().end();
  }
}
