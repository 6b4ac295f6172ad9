// Making a release live: the swap of `current`, then SITE_LIVE_COMMAND when set. Where Caddy serves the site
// itself (deploy/Caddyfile), that command is `caddy reload --config /etc/caddy/Caddyfile`: Caddy loads the
// configuration the new release's build wrote (scripts/site-caddy.ts) and serves it from the next request
// on. A release counts as live only once the command succeeded; if it fails, `current` goes back to the
// release before, so the server and Caddy never answer from two different releases.
import { execFile } from 'node:child_process';
import { currentRelease, makeLive } from '@gkj/site-release';
import { commandWords } from './site-build-command.ts';

const LIVE_COMMAND_TIMEOUT_MS = 60_000;

/** SITE_LIVE_COMMAND as program + arguments, or undefined when unset. */
export function liveCommand(configured: string | undefined): string[] | undefined {
  const raw = configured?.trim();
  return raw ? commandWords(raw, 'SITE_LIVE_COMMAND') : undefined;
}

function run(command: string[]): Promise<void> {
  const [program, ...args] = command;
  return new Promise((resolve, reject) => {
    execFile(program, args, { timeout: LIVE_COMMAND_TIMEOUT_MS }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const reason = stderr.trim().split('\n').slice(-3).join(' ') || error.message;
      reject(new Error(`SITE_LIVE_COMMAND gagal: ${reason}`));
    });
  });
}

/** Points `current` at the release and runs the live command; on its failure the release before is put back. */
export async function switchLive(siteDir: string, releaseId: string, command?: string[]): Promise<void> {
  const before = currentRelease(siteDir);
  makeLive(siteDir, releaseId);
  if (!command) return;
  try {
    await run(command);
  } catch (error) {
    if (before && before !== releaseId) makeLive(siteDir, before);
    throw new Error(`Rilis ${releaseId} tidak ditayangkan. ${(error as Error).message}`);
  }
}
