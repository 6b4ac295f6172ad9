// The database's build claim (one site build at a time across API instances and `npm run site:build`):
// taken by one owner at a time, kept by its heartbeat, taken over once it expires or its process is gone.
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeBuildClaimHolder,
  claimOwner,
  releaseBuildClaim,
  renewBuildClaim,
  setBuildClaimWorker,
  takeBuildClaim,
} from '../src/lib/site-build-claim.ts';
import { emptyDatabase, workerDatabase } from './support/app.ts';
import { processAlive, waitFor } from './support/publisher-helpers.ts';

const { db } = await workerDatabase();
beforeEach(() => emptyDatabase(db));
afterAll(() => db.destroy());

/** The pid of a process of this host that has just ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the build claim', () => {
  it('has one holder at a time, and is free again once given back', async () => {
    const [a, b] = [claimOwner(), claimOwner()];
    expect(a).toMatch(new RegExp(`^${hostname()}:${process.pid}:[0-9a-f]{12}$`));
    expect(a).not.toBe(b);
    expect(await takeBuildClaim(db, a)).toBe(true);
    expect(await takeBuildClaim(db, b)).toBe(false);
    expect(await activeBuildClaimHolder(db)).toBe(a);
    // Only its holder gives it back or renews it.
    await releaseBuildClaim(db, b);
    expect(await renewBuildClaim(db, b)).toBe(false);
    expect(await renewBuildClaim(db, a)).toBe(true);
    expect(await takeBuildClaim(db, b)).toBe(false);
    await releaseBuildClaim(db, a);
    expect(await activeBuildClaimHolder(db)).toBeUndefined();
    expect(await takeBuildClaim(db, b)).toBe(true);
  });

  it('gives one of many owners claiming at once the claim', async () => {
    const owners = Array.from({ length: 8 }, claimOwner);
    const taken = await Promise.all(owners.map((owner) => takeBuildClaim(db, owner)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await activeBuildClaimHolder(db)).toBe(owners[taken.indexOf(true)]);
  });

  it('is taken over once its holder stops renewing it, and the old holder learns so', async () => {
    // An instance on another host: only the expiry, counted on the database's clock, frees its claim.
    const stalled = 'server-lain:4242:0a1b2c3d4e5f';
    expect(await takeBuildClaim(db, stalled, 300)).toBe(true);
    const next = claimOwner();
    expect(await takeBuildClaim(db, next)).toBe(false);
    await waitFor('the stalled claim to expire', () => takeBuildClaim(db, next));
    expect(await activeBuildClaimHolder(db)).toBe(next);
    expect(await renewBuildClaim(db, stalled)).toBe(false);
  });

  it('is taken over at once from a process of this host that is gone, never from one that runs', async () => {
    const gone = `${hostname()}:${endedPid()}:0a1b2c3d4e5f`;
    expect(await takeBuildClaim(db, gone)).toBe(true);
    expect(await activeBuildClaimHolder(db)).toBeUndefined();
    const next = claimOwner();
    expect(await takeBuildClaim(db, next)).toBe(true);
    // The same pid on another host says nothing about that host's process.
    await releaseBuildClaim(db, next);
    const elsewhere = `server-lain:${endedPid()}:0a1b2c3d4e5f`;
    expect(await takeBuildClaim(db, elsewhere)).toBe(true);
    expect(await takeBuildClaim(db, claimOwner())).toBe(false);
    // This test's own process holds it: alive.
    await emptyDatabase(db);
    const alive = `${hostname()}:${process.ppid}:0a1b2c3d4e5f`;
    expect(await takeBuildClaim(db, alive)).toBe(true);
    expect(await takeBuildClaim(db, claimOwner())).toBe(false);
  });

  it('stays taken while the build process of a gone owner still runs', async () => {
    const gone = `${hostname()}:${endedPid()}:0a1b2c3d4e5f`;
    expect(await takeBuildClaim(db, gone)).toBe(true);
    // Its rebuild hook, orphaned, has not stopped yet.
    const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await setBuildClaimWorker(db, gone, worker.pid as number);
    expect(await activeBuildClaimHolder(db)).toBe(gone);
    expect(await takeBuildClaim(db, claimOwner())).toBe(false);
    worker.kill('SIGKILL');
    await waitFor('the worker to end', () => !processAlive(worker.pid as number));
    expect(await takeBuildClaim(db, claimOwner())).toBe(true);
  });
});
