import { pagePolicy, SECURITY_HEADERS } from '@gkj/site-release';
import type { FastifyServerOptions } from 'fastify';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

/** Pages without inline scripts of their own (and files that are no page) get the general policy. */
const GENERAL_POLICY = pagePolicy();

/** JSON answers are never rendered as documents: they may load nothing at all. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Paths whose bodies must never reach the log, whatever route logs them. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'password_user',
  'password_lama',
  '*.password',
  '*.password_user',
  '*.password_lama',
  'body.password',
  'body.password_user',
  'body.password_lama',
];

/**
 * A failed query's error carries its SQL with the values bound in, and the server's message quotes the
 * offending value ("Duplicate entry 'budi'…"): personal data that has no place in a log file. Such an error
 * is logged by its codes and where it was thrown, never by its text.
 */
export function serializeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.sqlState === 'string' || typeof fields.sql === 'string';
  if (!fromDatabase) {
    return { type: error.name, message: error.message, stack: error.stack ?? '', code: fields.code };
  }
  const message = `database error ${String(fields.code ?? fields.errno ?? '')}`.trim();
  const frames = (error.stack ?? '').split('\n').slice(1).join('\n');
  return {
    type: error.name,
    message,
    stack: `${error.name}: ${message}\n${frames}`,
    code: fields.code,
    errno: fields.errno,
    sqlState: fields.sqlState,
  };
}

/**
 * A request as the log keeps it: what Fastify logs by default, with a preview address's token hidden
 * (whoever reads the log should not be able to open a draft with it).
 */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url.replace(/^\/api\/pratinjau\/[^/?#]+/, '/api/pratinjau/[disembunyikan]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(
  config: AppConfig,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED, censor: '[disembunyikan]' },
    serializers: { err: serializeError, req: serializeRequest },
    // A developer at a terminal reads one line per event; a service's log (a file, the journal, a collector)
    // keeps JSON. Redaction happens before either sees a line.
    ...(terminal && !config.production
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

function isApiDocument(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Every answer gets the security headers (the same values the Caddy configuration writes for the files it
 * serves itself) and a policy: pages the general one (the static plugin sets each page's own, naming its
 * inline scripts), JSON answers one that allows nothing.
 */
export const securityPlugin = sharedPlugin('security', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('content-security-policy', isApiDocument(request.url) ? API_POLICY : GENERAL_POLICY);
    // An answer to a signed-in caller (member records, a token, a receipt) or to any write is nobody's to
    // keep: not a shared proxy's, and not the browser's back/forward cache on a shared office computer.
    if (request.url.startsWith('/api/') && (request.headers.authorization || request.method !== 'GET')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
