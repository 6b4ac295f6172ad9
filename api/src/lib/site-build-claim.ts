import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '@gkj/db';
import { processAlive } from '@gkj/site-release';
import { sql } from 'kysely';

// One site build at a time for everyone sharing the database and the site folder: every API instance's
// publisher and `npm run site:build` (scripts/site-build-claim.ts). The claim is the one row of
// `site_build_claim`, taken by a conditional UPDATE and kept alive by a heartbeat; its expiry is counted on
// the database's clock, so the hosts' clocks never matter. An owner that stops heartbeating (it died, or
// lost the database) loses the claim when it expires, and one on this host whose process is gone loses it
// at once.

/** How long a claim holds without a heartbeat; the holder renews it every third of this. */
export const BUILD_CLAIM_TTL_MS = 30_000;

/** Who claims: host, process and a random part, so two claimers in one process differ too. */
export function claimOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

interface ClaimRow {
  owner: string | null;
  worker_pid: number | null;
}

/**
 * Whether the holder is a process of this host that is gone, together with the process that built for it
 * (a publisher's hook stops by itself once its publisher is gone): then its claim is free at once.
 */
function goneFromThisHost({ owner, worker_pid }: ClaimRow): boolean {
  const match = owner ? /^(.*):(\d+):[0-9a-f]+$/.exec(owner) : null;
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid || processAlive(pid)) return false;
  return worker_pid === null || !processAlive(worker_pid);
}

/** Who builds now: the holder of a claim that has not expired, unless it is a process of this host that is gone. */
export async function activeBuildClaimHolder(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_build_claim')
    .select(['owner', 'worker_pid'])
    .where('id', '=', 1)
    .where('expires_at', '>', sql<string>`NOW(3)`)
    .executeTakeFirst();
  return row?.owner && !goneFromThisHost(row) ? row.owner : undefined;
}

/**
 * Takes the claim for `owner` when nobody holds it, its holder's claim expired, or its holder was a process
 * of this host that is gone. Never waits; answers whether `owner` holds it now.
 */
export async function takeBuildClaim(db: Db, owner: string, ttlMs = BUILD_CLAIM_TTL_MS): Promise<boolean> {
  // The row must exist for the UPDATE to claim it; two first claimers both insert nothing twice.
  await sql`INSERT INTO site_build_claim (id) VALUES (1) ON DUPLICATE KEY UPDATE id = id`.execute(db);
  const holder = await db
    .selectFrom('site_build_claim')
    .select(['owner', 'worker_pid'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const gone = holder && goneFromThisHost(holder) ? holder.owner : null;
  const result = await sql`
    UPDATE site_build_claim
    SET owner = ${owner}, worker_pid = NULL, claimed_at = NOW(3),
      expires_at = NOW(3) + INTERVAL ${ttlMs * 1000} MICROSECOND
    WHERE id = 1 AND (owner IS NULL OR expires_at <= NOW(3) OR owner = ${gone} OR owner = ${owner})
  `.execute(db);
  return Number(result.numAffectedRows) === 1;
}

/** The heartbeat: pushes the expiry on. False when `owner` no longer holds the claim (it was taken over). */
export async function renewBuildClaim(db: Db, owner: string, ttlMs = BUILD_CLAIM_TTL_MS): Promise<boolean> {
  const result = await sql`
    UPDATE site_build_claim SET expires_at = NOW(3) + INTERVAL ${ttlMs * 1000} MICROSECOND
    WHERE id = 1 AND owner = ${owner}
  `.execute(db);
  return Number(result.numAffectedRows) === 1;
}

/** Names the process that builds for `owner` (its rebuild hook), kept in the claim until it is given up. */
export async function setBuildClaimWorker(db: Db, owner: string, pid: number): Promise<void> {
  await sql`UPDATE site_build_claim SET worker_pid = ${pid} WHERE id = 1 AND owner = ${owner}`.execute(db);
}

/** Gives the claim up, if `owner` still holds it. */
export async function releaseBuildClaim(db: Db, owner: string): Promise<void> {
  await sql`
    UPDATE site_build_claim SET owner = NULL, worker_pid = NULL, claimed_at = NULL, expires_at = NULL
    WHERE id = 1 AND owner = ${owner}
  `.execute(db);
}

export interface KeepClaimOptions {
  ttlMs?: number;
  /** The claim was taken over (this holder was too slow): its build must stop. */
  onLost: () => void;
  /** A heartbeat failed (database unreachable); the next one tries again before the claim expires. */
  onError: (error: unknown) => void;
}

/** Heartbeats the claim until the returned function is called. */
export function keepBuildClaim(db: Db, owner: string, options: KeepClaimOptions): () => void {
  const ttlMs = options.ttlMs ?? BUILD_CLAIM_TTL_MS;
  const timer = setInterval(() => {
    renewBuildClaim(db, owner, ttlMs).then((held) => {
      if (!held) options.onLost();
    }, options.onError);
  }, ttlMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}
