import fastifyHelmet from '@fastify/helmet';
import type { FastifyServerOptions } from 'fastify';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

/**
 * Pages (site, admin SPA, API docs) may load only from this origin, and nothing may frame them. Scripts
 * run only from files of this origin, plus the inline scripts a page was built with, allowed one by one
 * by their hash (`pagePolicy(hashes)`, set per page by the static plugin): an injected script never runs.
 * Styles stay inline-capable (island and docs markup sets style attributes), which cannot run code.
 */
const PAGE_DIRECTIVES: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // No upgrade-insecure-requests: behind TLS the proxy redirects, and on plain-HTTP development it
  // would break loading.
};

/** The policy of an HTML page whose inline scripts have these sha256 sources. */
export function pagePolicy(scriptHashes: readonly string[] = []): string {
  const directives = {
    ...PAGE_DIRECTIVES,
    'script-src': [...PAGE_DIRECTIVES['script-src'], ...scriptHashes],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features no page of ours uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

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

export function loggerOptions(
  config: AppConfig,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED, censor: '[disembunyikan]' },
    serializers: { err: serializeError },
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

export const securityPlugin = sharedPlugin('security', async (app) => {
  await app.register(fastifyHelmet, {
    global: true,
    // Set below, one policy per kind of answer (pages get their script hashes from the static plugin).
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', isApiDocument(request.url) ? API_POLICY : pagePolicy());
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // An answer to a signed-in caller (member records, a token, a receipt) or to any write is nobody's to
    // keep: not a shared proxy's, and not the browser's back/forward cache on a shared office computer.
    if (request.url.startsWith('/api/') && (request.headers.authorization || request.method !== 'GET')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
