import type { Db } from '@gkj/db';
import { sql } from 'kysely';

// The `site_build` table is the publisher's memory: a queued row is a build still owed (also across a
// restart), and every row tells staff (GET /api/site-build) how a build went.

const PEMICU_MAX = 200;
const ERROR_MAX = 8000;

/** Records that a build is owed; one queued row stands for any number of changes. */
export async function queueBuild(db: Db, reason: string): Promise<void> {
  const pemicu = reason.slice(0, PEMICU_MAX);
  await sql`
    INSERT INTO site_build (status, pemicu)
    SELECT 'queued', ${pemicu} FROM DUAL
    WHERE NOT EXISTS (SELECT 1 FROM site_build WHERE status = 'queued')
  `.execute(db);
}

/** The queued build, if one is owed. */
export async function queuedBuildId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('site_build')
    .select('id_build')
    .where('status', '=', 'queued')
    .orderBy('id_build')
    .executeTakeFirst();
  return row?.id_build;
}

/** Whether a build is owed: one queued, or one left 'building' (by a process that may have died). */
export async function isBuildOwed(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('site_build')
    .select('id_build')
    .where('status', 'in', ['queued', 'building'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest build row of any status. */
export async function latestBuildId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('site_build')
    .select('id_build')
    .orderBy('id_build', 'desc')
    .executeTakeFirst();
  return row?.id_build;
}

export interface ClaimedBuild {
  /** Normally one row; more only when two changes raced to queue one. They finish together. */
  ids: number[];
  id_build: number;
  pemicu: string;
}

/** Moves the queued rows to building; undefined when nothing is owed. */
export async function claimQueuedBuild(db: Db): Promise<ClaimedBuild | undefined> {
  const queued = await db
    .selectFrom('site_build')
    .select(['id_build', 'pemicu'])
    .where('status', '=', 'queued')
    .orderBy('id_build')
    .execute();
  if (queued.length === 0) return undefined;
  const ids = queued.map((row) => row.id_build);
  await db
    .updateTable('site_build')
    .set({ status: 'building', started_at: sql<string>`NOW(3)` })
    .where('id_build', 'in', ids)
    .where('status', '=', 'queued')
    .execute();
  return { ids, id_build: queued[0].id_build, pemicu: queued[0].pemicu };
}

export type BuildOutcome =
  | { status: 'live'; rilis: string | null; halaman: number | null }
  | { status: 'failed'; error: string };

export async function finishBuild(db: Db, ids: number[], outcome: BuildOutcome): Promise<void> {
  await db
    .updateTable('site_build')
    .set(
      outcome.status === 'live'
        ? { status: 'live', finished_at: sql<string>`NOW(3)`, rilis: outcome.rilis, halaman: outcome.halaman }
        : { status: 'failed', finished_at: sql<string>`NOW(3)`, error: outcome.error.slice(0, ERROR_MAX) },
    )
    .where('id_build', 'in', ids)
    .execute();
}

/**
 * Builds left 'building' by a server that stopped mid-build never finished: marks them failed and owes a new
 * build in their place, in one transaction (so nobody ever sees them settled with nothing owed). Only the
 * holder of the build claim (site-build-claim.ts) calls it: while it holds the claim nobody else builds, so
 * every such row is dead. Answers how many there were.
 */
export async function retryInterruptedBuilds(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('site_build')
      .set({
        status: 'failed',
        finished_at: sql<string>`NOW(3)`,
        error: 'Build terputus karena server berhenti sebelum build selesai.',
      })
      .where('status', '=', 'building')
      .executeTakeFirst();
    const interrupted = Number(result.numUpdatedRows);
    if (interrupted > 0) await queueBuild(trx, 'Mengulang build yang terputus');
    return interrupted;
  });
}
