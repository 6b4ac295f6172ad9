// Release folders of the static site. A build writes into `<siteDir>/staging/<id>`; only a checked build is
// moved to `<siteDir>/releases/<id>`, so every folder under releases/ is a complete site. Visitors are served
// from the `current` link, which always points at one of them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-\d+)?$/;

/** The link visitors are served from; the API's static-site server resolves it on every request. */
export function liveLink(siteDir: string): string {
  return path.join(siteDir, 'current');
}

export function releasesDir(siteDir: string): string {
  return path.join(siteDir, 'releases');
}

export function stagingDir(siteDir: string): string {
  return path.join(siteDir, 'staging');
}

/**
 * Where the next edit's fast release waits, made ready after a build: the live release's files as hard links
 * (scripts/site-fast-release.ts). On the site's file system, as links and the rename into staging/ need.
 */
export function preparedDir(siteDir: string): string {
  return path.join(siteDir, 'prepared');
}

export function ensureSiteDir(siteDir: string): void {
  mkdirSync(releasesDir(siteDir), { recursive: true });
  mkdirSync(stagingDir(siteDir), { recursive: true });
}

/** A sortable id that no release or build in progress uses yet: the UTC time to the millisecond. */
export function newReleaseId(siteDir: string, now = new Date()): string {
  const base = now.toISOString().replace(/[:.]/g, '-');
  const taken = (id: string) =>
    existsSync(path.join(releasesDir(siteDir), id)) || existsSync(path.join(stagingDir(siteDir), id));
  let id = base;
  for (let n = 1; taken(id); n++) id = `${base}-${n}`;
  return id;
}

export function currentRelease(siteDir: string): string | undefined {
  try {
    return path.basename(readlinkSync(liveLink(siteDir)));
  } catch {
    return undefined;
  }
}

/** Moves a checked build from staging into releases/ (a rename: it appears there whole or not at all). */
export function promoteStaged(siteDir: string, releaseId: string): void {
  renameSync(path.join(stagingDir(siteDir), releaseId), path.join(releasesDir(siteDir), releaseId));
}

/** Removes builds left half-done by a crashed or killed run. Call only while holding the build claim (one build at a time). */
export function clearStaging(siteDir: string): void {
  rmSync(stagingDir(siteDir), { recursive: true, force: true });
  mkdirSync(stagingDir(siteDir), { recursive: true });
}

/**
 * Points `current` at the release atomically: a new link beside it, renamed over the old one. A request
 * resolves either the old or the new link, never a missing one.
 */
export function makeLive(siteDir: string, releaseId: string): void {
  const release = path.join(releasesDir(siteDir), releaseId);
  // Relative, so the site folder can move (a restored backup) without breaking the link.
  const target = path.relative(siteDir, release);
  if (!existsSync(release)) throw new Error(`Rilis ${releaseId} tidak ada.`);
  const temporary = path.join(siteDir, `.current-${releaseId}`);
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, liveLink(siteDir));
}

/** Release ids, oldest first. */
export function listReleases(siteDir: string): string[] {
  const dir = releasesDir(siteDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .sort();
}

/** Deletes the folders in a detached process that outlives the caller; failures are of no consequence. */
function deleteInBackground(dirs: string[]): void {
  const code = `const { rmSync } = require('node:fs');
    for (const dir of JSON.parse(process.argv[1])) { try { rmSync(dir, { recursive: true, force: true }); } catch {} }`;
  spawn(process.execPath, ['-e', code, JSON.stringify(dirs)], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Keeps the newest `keep` releases and always the live one. The others leave releases/ at once (a rename
 * into `trash/`); their thousands of files are deleted in the background, so the build that pruned them
 * and the next one never wait for it. Trash a crashed run left behind goes with them.
 */
export function pruneReleases(siteDir: string, keep: number): string[] {
  const live = currentRelease(siteDir);
  const all = listReleases(siteDir);
  const removed = all.slice(0, Math.max(0, all.length - keep)).filter((id) => id !== live);
  if (removed.length === 0) return removed;
  const trash = path.join(siteDir, 'trash');
  mkdirSync(trash, { recursive: true });
  for (const id of removed) renameSync(path.join(releasesDir(siteDir), id), path.join(trash, id));
  deleteInBackground(readdirSync(trash).map((name) => path.join(trash, name)));
  return removed;
}

/** The release before the live one (what a rollback makes live). */
export function releaseBefore(siteDir: string): string {
  const all = listReleases(siteDir);
  const live = currentRelease(siteDir);
  const index = live ? all.indexOf(live) : -1;
  if (index <= 0) throw new Error('Tidak ada rilis sebelumnya untuk dipulihkan.');
  return all[index - 1];
}
