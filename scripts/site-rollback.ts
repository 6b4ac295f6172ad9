// `npm run site:rollback`: make the release before the live one live again.
import './env-file.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { releaseBefore } from '@gkj/site-release';
import { withBuildClaim } from './site-build-claim.ts';
import { liveCommand, switchLive } from './site-live.ts';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? '.data/site');
try {
  if (!existsSync(siteDir)) throw new Error('Tidak ada rilis sebelumnya untuk dipulihkan.');
  // Under the build claim: a build finishing meanwhile would otherwise swap its release over the rollback.
  const restored = await withBuildClaim(5 * 60_000, async () => {
    const previous = releaseBefore(siteDir);
    // As a build does: Caddy (SITE_LIVE_COMMAND) loads the release's own configuration.
    await switchLive(siteDir, previous, liveCommand(process.env.SITE_LIVE_COMMAND));
    return previous;
  });
  console.log(`Situs dikembalikan ke rilis ${restored}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
