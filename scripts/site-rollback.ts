// `npm run site:rollback`: make the release before the live one live again.
import './env-file.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireBuildLock } from './site-build-lock.ts';
import { rollback } from './site-releases.ts';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? '.data/site');
try {
  if (!existsSync(siteDir)) throw new Error('Tidak ada rilis sebelumnya untuk dipulihkan.');
  // Under the build lock: a build finishing meanwhile would otherwise swap its release over the rollback.
  const release = await acquireBuildLock(siteDir, 5 * 60_000);
  try {
    console.log(`Situs dikembalikan ke rilis ${rollback(siteDir)}.`);
  } finally {
    release();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
