import { createDb, type Db } from '@gkj/db';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one query layer (Kysely over mysql2). */
    db: Db;
  }
}

export const DATABASE_DOWN_MESSAGE = 'Layanan basis data sedang tidak tersedia. Coba lagi sebentar lagi.';

/** Errors that mean "cannot reach the database", as opposed to a query that failed. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ECONNABORTED',
  'EADDRNOTAVAIL',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
]);

/**
 * Server errors without a name in mysql2's (MySQL's) table, or named differently by MariaDB: shutdown
 * in progress (1053), connection killed while the server stops (MariaDB 1927), idle connection dropped
 * by the server (MySQL 4031).
 */
const UNAVAILABLE_ERRNOS = new Set([1053, 1927, 4031]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      errno?: unknown;
      fatal?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.errno === 'number' && UNAVAILABLE_ERRNOS.has(candidate.errno)) return true;
    if (candidate.fatal === true) return true;
    if (candidate.message === 'Pool is closed.') return true;
    if (current instanceof AggregateError) return current.errors.some(isDatabaseUnavailable);
    current = candidate.cause;
  }
  return false;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A UNIQUE key refused the write (e.g. a username already taken): answer 409 with the route's text. */
export const isDuplicateEntry = (error: unknown) => codeOf(error) === 'ER_DUP_ENTRY';
/** A foreign key points at nothing (an unknown id_jemaat …). */
export const isMissingReference = (error: unknown) => codeOf(error) === 'ER_NO_REFERENCED_ROW_2';
/** A delete refused because other rows still point at the record. */
export const isStillReferenced = (error: unknown) => codeOf(error) === 'ER_ROW_IS_REFERENCED_2';

/** Decorates `app.db`. An injected db (tests, scripts) stays open for its owner to close. */
export const dbPlugin = sharedPlugin<{ config: AppConfig; db?: Db }>('db', async (app, { config, db }) => {
  if (db) {
    app.decorate('db', db);
    return;
  }
  if (!config.databaseUrl) throw new Error('DATABASE_URL wajib disetel untuk menjalankan API.');
  const created = createDb(config.databaseUrl, undefined, { queryTimeoutMs: config.queryTimeoutMs });
  app.decorate('db', created);
  app.addHook('onClose', () => created.destroy());
});
