// The static site's releases on disk, as the tests of the API's own serving set them up: files under
// SITE_DIR/releases/<name>, made live the way the rebuild hook makes them live.
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Files = Record<string, string | Buffer>;

/** Writes each file (its path under `root` → its content), with the folders it needs. */
export function writeFiles(root: string, files: Files): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

/**
 * Writes `files` into release `release` (none: it is there already) and makes it live as the rebuild hook
 * does: a new `current` link beside the old one, then a rename, so no request ever finds none.
 */
export function publishRelease(siteDir: string, release: string, files: Files = {}): void {
  writeFiles(path.join(siteDir, 'releases', release), files);
  const next = path.join(siteDir, 'current.next');
  rmSync(next, { force: true });
  symlinkSync(path.join('releases', release), next);
  renameSync(next, path.join(siteDir, 'current'));
}
