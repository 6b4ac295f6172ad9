// One build at a time for everyone sharing the database and the site folder, for the commands a person runs
// (`npm run site:build`, `npm run site:rollback`): they wait for the same database claim the API's
// publishers build under (@gkj/api/site-build-claim) and keep it alive while they work.

import { setTimeout as sleep } from 'node:timers/promises';
import {
  activeBuildClaimHolder,
  claimOwner,
  keepBuildClaim,
  releaseBuildClaim,
  takeBuildClaim,
} from '@gkj/api/site-build-claim';
import { connectionProblem, createDb, type Db } from '@gkj/db';
import { openInstallationDatabase, projectRoot } from './backup/installation-database.ts';

const POLL_MS = 500;

/** The Indonesian reason a command cannot take its turn when the database does not answer. */
function unreachable(error: unknown): Error {
  const problem = connectionProblem(error) ?? (error instanceof Error ? error.message : String(error));
  return new Error(
    'Database tidak dapat dihubungi, jadi build situs tidak dijalankan: giliran membangun dicatat di ' +
      `database agar hanya satu build berjalan untuk situs ini. ${problem}`,
  );
}

async function waitForClaim(db: Db, owner: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      if (await takeBuildClaim(db, owner)) return;
    } catch (error) {
      throw unreachable(error);
    }
    const holder = await activeBuildClaimHolder(db).catch(() => undefined);
    const who = holder ? ` (${holder})` : '';
    if (Date.now() >= deadline) {
      throw new Error(`Build lain masih berjalan untuk situs ini${who}; coba lagi setelah selesai.`);
    }
    if (!told) console.error(`Build lain sedang berjalan untuk situs ini${who}; menunggu gilirannya…`);
    told = true;
    await sleep(POLL_MS);
  }
}

/**
 * Waits up to `waitMs` for the build claim, runs `work` under it and gives it back. `work`'s signal aborts
 * when the claim is lost (this process stalled past its lifetime and another took it over): it must then
 * stop without touching the live site.
 */
export async function withBuildClaim<T>(
  waitMs: number,
  work: (claimLost: AbortSignal) => Promise<T>,
): Promise<T> {
  const server = await openInstallationDatabase(projectRoot, 'share').catch((error) => {
    throw unreachable(error);
  });
  const db = createDb(`${server.url}/${server.database}`);
  const owner = claimOwner();
  try {
    await waitForClaim(db, owner, waitMs);
    const lost = new AbortController();
    const stopHeartbeat = keepBuildClaim(db, owner, {
      onLost: () => lost.abort('Build dihentikan: giliran membangun situs diambil alih proses lain.'),
      // A missed heartbeat is tried again well before the claim runs out.
      onError: () => {},
    });
    try {
      return await work(lost.signal);
    } finally {
      stopHeartbeat();
      await releaseBuildClaim(db, owner).catch(() => {});
    }
  } finally {
    await db.destroy();
    await server.stop();
  }
}
