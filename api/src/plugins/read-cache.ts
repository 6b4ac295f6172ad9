import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../lib/plugin.ts';
import { type AggregateCache, ReadCache, type ReadTicket } from '../lib/read-cache.ts';
import type { AppConfig } from './config.ts';

/**
 * Two short-lived in-memory caches, both emptied by every accepted write (any method but GET/HEAD
 * answered below 400: by then its transaction has committed) before that write's answer leaves:
 *
 * - the answers anonymous visitors get from public GET routes (the site's islands: schedules, recent
 *   content, article and activity lists and pages), so a visitor's read costs no database round trip;
 * - aggregates (list totals, finance sums), so staff paging through 20,000 members or 50,000
 *   transactions do not count them again on every page (see `listRows`, `cachedAggregate`).
 *
 * Another instance behind the same database sees a write at most `READ_CACHE_MS` later (default 1 s):
 * an answer's age counts from when its request began, before it read anything. That also bounds
 * time-based answers such as "upcoming services". Signed-in callers never get a
 * cached answer; a refused write leaves both caches alone, so a flood of bad requests empties nothing.
 */

interface Answer {
  payload: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The aggregate cache, passed to the reads that count or sum (`listRows`, `cachedAggregate`). */
    aggregates: AggregateCache;
  }
  interface FastifyRequest {
    /** When a cacheable request began, for the answer cache; undefined when not cacheable. */
    answerCacheTicket?: ReadTicket;
  }
}

function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.routeOptions.config.access === 'public' &&
    request.headers.authorization === undefined
  );
}

export const readCachePlugin = sharedPlugin<{ config: AppConfig }>('read-cache', async (app, { config }) => {
  if (config.readCacheMs === 0) {
    app.decorate('aggregates', null);
    return;
  }
  const answers = new ReadCache<Answer>(config.readCacheMs);
  const aggregates = new ReadCache<unknown>(config.readCacheMs);
  app.decorate('aggregates', aggregates);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const known = answers.get(request.url);
    if (known) {
      reply.header('content-type', known.contentType);
      return reply.send(known.payload);
    }
    request.answerCacheTicket = answers.begin();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400) {
        answers.invalidate();
        aggregates.invalidate();
      }
      return payload;
    }
    const ticket = request.answerCacheTicket;
    // An answer its route marks no-store (a private preview) is never kept, here or anywhere.
    const noStore = String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (ticket !== undefined && reply.statusCode === 200 && typeof payload === 'string' && !noStore) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      answers.set(request.url, { payload, contentType }, ticket);
    }
    return payload;
  });
});
