import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Db } from '@gkj/db';
import { liveLink } from '@gkj/site-release';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type BuildScheduler, createBuildScheduler } from '../lib/build-scheduler.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import { runRebuildHook } from '../lib/rebuild-hook.ts';
import {
  activeBuildClaimHolder,
  claimOwner,
  keepBuildClaim,
  releaseBuildClaim,
  setBuildClaimWorker,
  takeBuildClaim,
} from '../lib/site-build-claim.ts';
import {
  claimQueuedBuild,
  finishBuild,
  isBuildOwed,
  latestBuildId,
  queueBuild,
  queuedBuildId,
  retryInterruptedBuilds,
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
/** How soon a publisher that found another process building tries again. */
const BUSY_RETRY_MS = 1000;

/**
 * Content changes become queued `site_build` rows at once (so a restart still owes the build); once
 * started, a scheduler turns them into hook runs: after a quiet period, one at a time, and one more
 * after a build during which content changed.
 *
 * "One at a time" holds across every API instance on the database and `npm run site:build`: a build
 * runs only under the database's build claim (site-build-claim.ts). A publisher that finds the claim
 * taken tries again shortly while something is owed; the holder, once done, builds what another instance
 * queued meanwhile; an idle publisher checks every third of the claim's lifetime for builds owed by an
 * instance that died, so whatever the instances queued is built once, by one of them.
 */
export function createPublisher(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  options: PublisherOptions = {},
): PublisherService {
  let scheduler: BuildScheduler | undefined;
  let stopDaily: (() => void) | undefined;
  let stopWatch: (() => void) | undefined;
  const shutdown = new AbortController();
  const owner = claimOwner();

  /** Builds what is owed under the build claim; 'busy' when another process holds it. */
  async function buildOwed(apiUrl: string): Promise<'busy' | undefined> {
    if (!(await isBuildOwed(db))) return undefined;
    if (!(await takeBuildClaim(db, owner, config.buildClaimMs))) return 'busy';
    const lost = new AbortController();
    const stopHeartbeat = keepBuildClaim(db, owner, {
      ttlMs: config.buildClaimMs,
      onLost: () => lost.abort('Build dihentikan: giliran membangun situs diambil alih proses lain.'),
      onError: (error) => log.error({ err: error }, 'could not renew the site build claim'),
    });
    try {
      await retryInterruptedBuilds(db);
      await buildQueued(apiUrl, lost.signal);
    } finally {
      stopHeartbeat();
      // Unreleased (database unreachable), the claim still runs out by itself.
      await releaseBuildClaim(db, owner).catch((error) =>
        log.error({ err: error }, 'could not release the site build claim'),
      );
    }
    // Queued during this build, by this instance or another: one more build, after a quiet period.
    if ((await queuedBuildId(db)) !== undefined) scheduler?.changed();
    return undefined;
  }

  async function buildQueued(apiUrl: string, claimLost: AbortSignal): Promise<void> {
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
          claimedBy: owner,
          timeoutMs: options.hookTimeoutMs ?? HOOK_TIMEOUT_MS,
          signal: AbortSignal.any([shutdown.signal, claimLost]),
          env: options.env,
          onSpawn: (pid) => {
            setBuildClaimWorker(db, owner, pid).catch((error) =>
              log.error({ err: error }, 'could not record the site build process'),
            );
          },
        },
      );
      await finishBuild(db, claimed.ids, { status: 'live', ...result });
      log.info({ id_build, rilis: result.rilis }, 'site build live');
    } catch (error) {
      // Read before any await: a stop that comes after a build failed on its own owes nothing, while a
      // build the stop killed is owed again at the next start.
      const killedByStop = shutdown.signal.aborted;
      const message = error instanceof Error ? error.message : String(error);
      await finishBuild(db, claimed.ids, { status: 'failed', error: message });
      log.error({ id_build, error: message }, 'site build failed; the live site is unchanged');
      if (killedByStop) await queueBuild(db, pemicu);
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
      const running = createBuildScheduler({
        quietMs: config.publishDebounceMs,
        maxWaitMs: Math.max(10 * config.publishDebounceMs, 30_000),
        busyRetryMs: BUSY_RETRY_MS,
        build: () => buildOwed(apiUrl),
        onError: (error) => log.error({ err: error }, 'site build could not be recorded'),
      });
      scheduler = running;
      try {
        if (!config.rebuildHookUrl && !existsSync(liveLink(config.siteDir))) {
          await queueBuild(db, 'Situs publik belum pernah dibangun');
        }
        // Also a build left 'building' by this server's previous run: the claim's holder settles it.
        if (await isBuildOwed(db)) running.runSoon();
      } catch (error) {
        log.error({ err: error }, 'could not resume site builds');
      }
      stopWatch = everyInterval(
        config.buildClaimMs / 3,
        async () => {
          if (running.state !== 'idle' || !(await isBuildOwed(db))) return;
          if ((await activeBuildClaimHolder(db)) === undefined) running.runSoon();
        },
        (error) => log.error({ err: error }, 'could not look for site builds owed'),
      );
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
      stopWatch?.();
      shutdown.abort();
      await scheduler?.stop();
    },
  };
  return publisher;
}

/** Runs `check` every `ms` (never two at once) until the returned function is called. */
function everyInterval(ms: number, check: () => Promise<void>, onError: (error: unknown) => void) {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .catch(onError)
      .finally(() => {
        checking = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
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
