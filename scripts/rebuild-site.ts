// The rebuild hook: builds the site into a staging folder, checks it, moves it into releases/ and makes it
// live with an atomic swap of `current`. A build that fails, is killed, times out or cannot reach the API
// leaves the live release untouched. With REBUILD_HOOK_URL it posts to that deploy hook instead.
//
// Rebuilds are incremental: Astro keeps its content store and page cache in `<siteDir>/cache` (one per site
// folder, guarded by the build lock), restores the pages whose cacheKey and templates did not change, and
// the compressed copies of unchanged files are hard links to the live release's.
//
// Run by itself: `npm run site:build`. The API's publisher runs it as a child process with SITE_BUILD_ID,
// SITE_BUILD_TRIGGER and SITE_BUILD_REPORT=json (the only stdout line is then the JSON result; the build's
// own output goes to stderr). Settings, all optional: SITE_API_URL (default http://127.0.0.1:PORT), SITE_DIR,
// SITE_URL, SITE_BUILD_COMMAND (default `astro build`), SITE_CACHE_DIR (`<siteDir>/cache`), SITE_BUILD_TIMEOUT_MS (10 minutes),
// SITE_KEEP_RELEASES (5), REBUILD_HOOK_URL and REBUILD_HOOK_BACKOFF_MS (2000, doubled per retry).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { postDeployHook } from './deploy-hook.ts';
import { buildCommand, runBuildCommand } from './site-build-command.ts';
import { acquireBuildLock } from './site-build-lock.ts';
import { expectedPages, fetchPublication, missingPages } from './site-check.ts';
import { precompressRelease } from './site-compress.ts';
import {
  clearStaging,
  currentRelease,
  ensureSiteDir,
  makeLive,
  newReleaseId,
  promoteStaged,
  pruneReleases,
  releasesDir,
  stagingDir,
} from './site-releases.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface RebuildOptions {
  siteDir: string;
  apiUrl: string;
  /** Public address for canonical links and the sitemap (SITE_URL); default from the environment. */
  siteUrl?: string;
  /** Program and arguments that render the site; `--outDir <folder>` is appended. Default `astro build`. */
  command?: string[];
  /** Environment of the build command (SITE_API_URL is set from apiUrl). */
  env?: NodeJS.ProcessEnv;
  /** Where the build command's output goes; stderr by default. */
  output?: NodeJS.WritableStream;
  timeoutMs?: number;
  /** How many releases to keep (the live one is always kept). */
  keep?: number;
  log?: (line: string) => void;
}

export interface RebuildResult {
  /** The release made live; null when a deploy hook was asked to build. */
  rilis: string | null;
  /** Pages checked in the release; null for a deploy hook. */
  halaman: number | null;
}

/** Seconds since the previous call (or since creation), for the hook's log of where its time went. */
function lapTimer(): () => string {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = ((now - last) / 1000).toFixed(1).replace('.', ',');
    last = now;
    return `${seconds} detik`;
  };
}

/** Builds, checks and publishes one release. Throws with an Indonesian reason; `current` is then unchanged. */
export async function rebuildSite(options: RebuildOptions): Promise<RebuildResult> {
  const log = options.log ?? ((line: string) => console.error(line));
  const lap = lapTimer();
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  ensureSiteDir(options.siteDir);
  const release = await acquireBuildLock(options.siteDir, timeoutMs);
  let outDir: string | undefined;
  try {
    clearStaging(options.siteDir);
    // What the API publishes before the build asks for its data: every item in this list and still
    // published after the build must have its page. Asked first (not beside the build), so an item created
    // while the build starts can never be required of a build that fetched its data too early; an
    // unreachable API stops the rebuild here, before any build work.
    const published = await fetchPublication(options.apiUrl);
    const releaseId = newReleaseId(options.siteDir);
    outDir = path.join(stagingDir(options.siteDir), releaseId);
    log(`Membangun rilis ${releaseId}… (persiapan ${lap()})`);
    const env = options.env ?? process.env;
    const cacheDir = env.SITE_CACHE_DIR?.trim() || path.join(options.siteDir, 'cache');
    await runBuildCommand(options.command ?? buildCommand(undefined), {
      outDir,
      env: {
        ...env,
        SITE_API_URL: options.apiUrl,
        SITE_CACHE_DIR: cacheDir,
        // V8's compiled code of Astro, Vite and the site survives between builds: a faster start.
        NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || path.join(cacheDir, 'node-compile-cache'),
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
      },
      timeoutMs,
      output: options.output,
    });
    log(`Build selesai dalam ${lap()}.`);
    const pages = expectedPages(published, await fetchPublication(options.apiUrl));
    const missing = missingPages(outDir, pages);
    if (missing.length > 0) {
      throw new Error(
        `Build tidak lengkap: ${missing.length} halaman hilang atau terpotong (${missing.slice(0, 5).join(', ')}).`,
      );
    }
    log(`${pages.length} halaman diperiksa dalam ${lap()}.`);
    const previous = currentRelease(options.siteDir);
    promoteStaged(options.siteDir, releaseId);
    outDir = undefined;
    makeLive(options.siteDir, releaseId);
    log(`Rilis ${releaseId} tayang (${lap()}).`);
    // Compressed copies come after the swap, so an edit is live a second sooner; the server sends the plain
    // files until they exist. The lock is still held, so the next build links a finished set of copies.
    const releases = releasesDir(options.siteDir);
    try {
      const compressed = await precompressRelease(
        path.join(releases, releaseId),
        previous ? path.join(releases, previous) : undefined,
      );
      log(
        `Dikompres: ${compressed.compressed} berkas, ${compressed.reused} dipakai ulang dari rilis sebelumnya ` +
          `(${lap()}).`,
      );
    } catch (error) {
      // The release is live and whole; without its copies it is only sent uncompressed.
      log(`Kompresi rilis ${releaseId} gagal, halaman dikirim tanpa kompresi: ${(error as Error).message}`);
    }
    const pruned = pruneReleases(options.siteDir, options.keep ?? 5);
    if (pruned.length > 0) log(`${pruned.length} rilis lama dihapus (${lap()}).`);
    return { rilis: releaseId, halaman: pages.length };
  } finally {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    release();
  }
}

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} harus berupa bilangan bulat positif.`);
  return value;
}

/** The hook as a program: reads its settings from the environment, builds or posts, reports. */
async function main(env: NodeJS.ProcessEnv): Promise<RebuildResult> {
  const hookUrl = env.REBUILD_HOOK_URL?.trim();
  if (hookUrl) {
    const buildId = positive(env, 'SITE_BUILD_ID');
    await postDeployHook(
      hookUrl,
      { pemicu: env.SITE_BUILD_TRIGGER?.trim() || 'npm run site:build', id_build: buildId ?? null },
      { backoffMs: positive(env, 'REBUILD_HOOK_BACKOFF_MS'), log: (line) => console.error(line) },
    );
    return { rilis: null, halaman: null };
  }
  // The build reads the API only; it has no business with the database or the signing secret.
  const { DATABASE_URL: _db, JWT_SECRET: _jwt, ...buildEnv } = env;
  return rebuildSite({
    siteDir: path.resolve(root, env.SITE_DIR?.trim() || '.data/site'),
    apiUrl: env.SITE_API_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || 3000}`,
    command: buildCommand(env.SITE_BUILD_COMMAND),
    env: buildEnv,
    timeoutMs: positive(env, 'SITE_BUILD_TIMEOUT_MS'),
    keep: positive(env, 'SITE_KEEP_RELEASES'),
  });
}

if (import.meta.main) {
  const report = process.env.SITE_BUILD_REPORT === 'json';
  try {
    const result = await main(process.env);
    if (report) console.log(JSON.stringify(result));
    else if (result.rilis)
      console.log(`Situs diperbarui: rilis ${result.rilis}, ${result.halaman} halaman diperiksa.`);
    else console.log('Deploy hook menerima permintaan build.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
