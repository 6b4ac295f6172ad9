import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Db } from '@gkj/db';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type BuildScheduler, createBuildScheduler } from '../lib/build-scheduler.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import { runRebuildHook } from '../lib/rebuild-hook.ts';
import {
  claimQueuedBuild,
  failInterruptedBuilds,
  finishBuild,
  latestBuildId,
  queueBuild,
  queuedBuildId,
} from '../lib/site-build-rows.ts';
import { everyWibDay } from '../lib/wib-day.ts';
import type { AppConfig } from './config.ts';

export interface Publisher {
  /**
   * Tells the publisher that public content changed. Call it after the write has committed, with a
   * short reason ('artikel 12 diperbarui'). It never throws: the write already succeeded.
   */
  contentChanged(reason: string): Promise<void>;
  /**
   * A staff member's request to build now: the id of the queued build (one already queued serves it),
   * or undefined when publishing is switched off. Unlike `contentChanged` it throws when it cannot queue.
   */
  rebuildNow(reason: string): Promise<number | undefined>;
}

export interface PublisherService extends Publisher {
  /** Starts building, reading content from `apiUrl` (the API itself, once it listens). */
  start(apiUrl: string): Promise<void>;
  /** Stops building: a running build is killed and owed again at the next start. */
  stop(): Promise<void>;
}

export interface PublisherOptions {
  /** The whole hook run (waiting for another build, building, checking) is killed past this. */
  hookTimeoutMs?: number;
  /** Environment of the hook; process.env by default. */
  env?: NodeJS.ProcessEnv;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
  }
}

const HOOK_TIMEOUT_MS = 30 * 60_000;

/**
 * Content changes become queued `site_build` rows at once (so a restart still owes the build); once
 * started, a scheduler turns them into hook runs: after a quiet period, one at a time, and one more
 * after a build during which content changed.
 */
export function createPublisher(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  options: PublisherOptions = {},
): PublisherService {
  let scheduler: BuildScheduler | undefined;
  let stopDaily: (() => void) | undefined;
  const shutdown = new AbortController();

  async function buildOwed(apiUrl: string): Promise<void> {
    const claimed = await claimQueuedBuild(db);
    if (!claimed) return;
    const { id_build, pemicu } = claimed;
    log.info({ id_build, pemicu }, 'site build started');
    try {
      const result = await runRebuildHook(
        { id_build, pemicu },
        {
          projectRoot: config.projectRoot,
          siteDir: config.siteDir,
          apiUrl,
          rebuildHookUrl: config.rebuildHookUrl,
          timeoutMs: options.hookTimeoutMs ?? HOOK_TIMEOUT_MS,
          signal: shutdown.signal,
          env: options.env,
        },
      );
      await finishBuild(db, claimed.ids, { status: 'live', ...result });
      log.info({ id_build, rilis: result.rilis }, 'site build live');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finishBuild(db, claimed.ids, { status: 'failed', error: message });
      log.error({ id_build, error: message }, 'site build failed; the live site is unchanged');
      if (shutdown.signal.aborted) await queueBuild(db, pemicu);
    }
  }

  /**
   * Lists show upcoming activities first by the WIB date of the build: an activity of the day that just
   * ended now belongs among the past ones, so the pages are built again.
   */
  async function activityEndedYesterday(): Promise<boolean> {
    const row = await db
      .selectFrom('kegiatan_gereja')
      .select('id_kegiatan_gereja')
      .where('waktu_kegiatan_gereja', '=', sql<string>`CURDATE() - INTERVAL 1 DAY`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  const publisher: PublisherService = {
    async contentChanged(reason) {
      if (!config.publish) return;
      try {
        await queueBuild(db, reason);
      } catch (error) {
        log.error({ err: error, reason }, 'could not queue a site build');
      }
      scheduler?.changed();
    },

    async rebuildNow(reason) {
      if (!config.publish) return undefined;
      await queueBuild(db, reason);
      scheduler?.changed();
      // Claimed by a build in between: that build started after this request, so it serves it.
      const id = (await queuedBuildId(db)) ?? (await latestBuildId(db));
      if (id === undefined) throw new Error('Build yang diminta tidak tercatat.');
      return id;
    },

    async start(apiUrl) {
      if (!config.publish || scheduler || shutdown.signal.aborted) return;
      scheduler = createBuildScheduler({
        quietMs: config.publishDebounceMs,
        maxWaitMs: Math.max(10 * config.publishDebounceMs, 30_000),
        build: () => buildOwed(apiUrl),
        onError: (error) => log.error({ err: error }, 'site build could not be recorded'),
      });
      try {
        if ((await failInterruptedBuilds(db)) > 0) await queueBuild(db, 'Mengulang build yang terputus');
        if (!config.rebuildHookUrl && !existsSync(path.join(config.siteDir, 'current'))) {
          await queueBuild(db, 'Situs publik belum pernah dibangun');
        }
        if ((await queuedBuildId(db)) !== undefined) scheduler.runSoon();
      } catch (error) {
        log.error({ err: error }, 'could not resume site builds');
      }
      stopDaily = everyWibDay(() => {
        activityEndedYesterday()
          .then((ended) => {
            if (ended) return publisher.contentChanged('Hari berganti: urutan kegiatan diperbarui');
          })
          .catch((error) => log.error({ err: error }, 'could not check the activities of yesterday'));
      });
    },

    async stop() {
      stopDaily?.();
      shutdown.abort();
      await scheduler?.stop();
    },
  };
  return publisher;
}

/** The address the hook reaches this server at: loopback when listening on every interface. */
export function selfUrl(address: AddressInfo | string | null, fallbackPort: number): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${fallbackPort}`;
  if (address.family === 'IPv6') {
    const host = address.address === '::' ? '::1' : address.address;
    return `http://[${host}]:${address.port}`;
  }
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export const publisherPlugin = sharedPlugin<{ config: AppConfig }>('publisher', async (app, { config }) => {
  const publisher = createPublisher(app.db, config, app.log);
  app.decorate('publisher', publisher);
  app.addHook('onListen', async () => {
    await publisher.start(selfUrl(app.server.address(), config.port));
  });
  app.addHook('preClose', async () => {
    await publisher.stop();
  });
});
