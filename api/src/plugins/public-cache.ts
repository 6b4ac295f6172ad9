import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

/**
 * A short-lived in-memory cache of the answers anonymous visitors get from public GET routes (the
 * site's islands: schedules, recent content, article and activity lists and pages). A visitor's read
 * then costs no database round trip, which is what lets one small server carry a busy Sunday morning.
 *
 * Fresh by construction on this instance: every accepted write (any method but GET/HEAD) empties the
 * cache before its answer leaves, after its transaction has committed, and bumps a generation number
 * so a read that started before the write can never store its older answer afterwards. Another
 * instance behind the same database sees a write at most `PUBLIC_CACHE_MS` later (default 1 s); that is
 * also the bound on time-based answers such as "upcoming services". Signed-in callers always bypass it.
 */

interface Entry {
  payload: string;
  contentType: string;
  expires: number;
}

/** Distinct addresses kept at most; past it the oldest goes first (query strings are visitor-chosen). */
const MAX_ENTRIES = 2_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when a cacheable request began; undefined when it may not be cached. */
    publicCacheGeneration?: number;
  }
}

function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.routeOptions.config.access === 'public' &&
    request.headers.authorization === undefined
  );
}

export const publicCachePlugin = sharedPlugin<{ config: AppConfig }>(
  'public-cache',
  async (app, { config }) => {
    const ttlMs = config.publicCacheMs;
    if (ttlMs === 0) return;
    const entries = new Map<string, Entry>();
    let generation = 0;

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!cacheable(request)) return;
      const entry = entries.get(request.url);
      if (entry && entry.expires > Date.now()) {
        reply.header('content-type', entry.contentType);
        return reply.send(entry.payload);
      }
      request.publicCacheGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        // A refused write changed nothing; counting only the others keeps a flood of bad requests from
        // emptying the cache for everyone.
        if (reply.statusCode >= 400) return payload;
        generation += 1;
        entries.clear();
        return payload;
      }
      const started = request.publicCacheGeneration;
      if (started === undefined || started !== generation) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expires: Date.now() + ttlMs,
      });
      return payload;
    });
  },
);
