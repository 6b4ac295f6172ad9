// One build at a time per site folder, whoever starts it (the API's publisher or `npm run site:build`).
// The lock is a file holding the owner's pid; a lock whose owner died (killed, crashed) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 200;

const readOwner = (lockFile: string) => readFileSync(lockFile, 'utf8').trim();

function alive(owner: string): boolean {
  const pid = Number(owner);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryLock(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  try {
    const owner = readOwner(lockFile);
    // Re-read before removing, so a lock someone else just took over is left alone.
    if (!alive(owner) && readOwner(lockFile) === owner) rmSync(lockFile, { force: true });
  } catch {
    // released between our calls; try again on the next poll
  }
  return false;
}

/** Waits up to `waitMs` for the site folder's build lock; resolves to the function that releases it. */
export async function acquireBuildLock(siteDir: string, waitMs: number): Promise<() => void> {
  const lockFile = path.join(siteDir, 'build.lock');
  const deadline = Date.now() + waitMs;
  while (!tryLock(lockFile)) {
    if (Date.now() >= deadline) {
      throw new Error('Build lain masih berjalan untuk folder situs ini; coba lagi setelah selesai.');
    }
    await sleep(POLL_MS);
  }
  return () => {
    try {
      if (readOwner(lockFile) === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
}
