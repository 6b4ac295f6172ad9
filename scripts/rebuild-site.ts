// The rebuild hook: builds the site into a staging folder, checks it, moves it into releases/ and makes it
// live with an atomic swap of `current`. A build that fails, is killed, times out or cannot reach the API
// leaves the live release untouched. With REBUILD_HOOK_URL it posts to that deploy hook instead.
//
// One build at a time per site: a build runs under the database's build claim (@gkj/api/site-build-claim),
// which every API instance's publisher and this command share. Run by the publisher, the hook builds under
// the claim the publisher holds and heartbeats (SITE_BUILD_CLAIMED_BY), and stops if that publisher dies;
// run by a person, it waits for the claim itself (and says so in one line when the database does not
// answer). `rebuildSite` alone claims nothing: its callers hold the claim or are alone (tests, bench).
//
// Rebuilds are incremental: Astro keeps its content store and page cache in `<siteDir>/cache` (one per site
// folder, guarded by the build claim), restores the pages whose cacheKey and templates did not change, and
// the compressed copies of unchanged files are hard links to the live release's.
//
// Run by itself: `npm run site:build`. The API's publisher runs it as a child process as @gkj/site-release's
// hook protocol says (the request in the environment; the only stdout line is then the JSON result; the
// build's own output goes to stderr). Settings, all optional: DATABASE_URL (default: the private server of
// `npm start`), SITE_API_URL (default http://127.0.0.1:PORT),
// SITE_DIR, SITE_URL, SITE_BUILD_COMMAND (default `astro build`), SITE_CACHE_DIR (`<siteDir>/cache`), SITE_BUILD_TIMEOUT_MS (10 minutes),
// SITE_KEEP_RELEASES (5), SITE_LIVE_COMMAND (run after the swap: `caddy reload …`), REBUILD_HOOK_URL and
// REBUILD_HOOK_BACKOFF_MS (2000, doubled per retry).
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  clearStaging,
  currentRelease,
  ensureSiteDir,
  newReleaseId,
  promoteStaged,
  pruneReleases,
  type RebuildResult,
  readHookRequest,
  releasesDir,
  resultLine,
  stagingDir,
} from '@gkj/site-release';
import { postDeployHook } from './deploy-hook.ts';
import { buildCommand, finishCommand, runBuildCommand } from './site-build-command.ts';
import { writeCaddySite } from './site-caddy.ts';
import { expectedPages, fetchPublication, missingPages, type Publication } from './site-check.ts';
import { precompressRelease } from './site-compress.ts';
import {
  buildingRendererDir,
  keepRendererOf,
  prepareFastRelease,
  renderFastRelease,
} from './site-fast-release.ts';
import { liveCommand, switchLive } from './site-live.ts';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

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
  /** Aborting stops the build (its reason is the error); once aborted, `current` is never swapped. */
  signal?: AbortSignal;
  /** How many releases to keep (the live one is always kept). */
  keep?: number;
  /** Run after the swap (SITE_LIVE_COMMAND: `caddy reload`); the build fails, and the swap is undone, if it fails. */
  liveCommand?: string[];
  log?: (line: string) => void;
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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  ensureSiteDir(options.siteDir);
  let outDir: string | undefined;
  try {
    clearStaging(options.siteDir);
    // What the API publishes before the build asks for its data: every item in this list and still
    // published after the build must have its page. Asked first (not beside the build), so an item created
    // while the build starts can never be required of a build that fetched its data too early; an
    // unreachable API stops the rebuild here, before any build work.
    const published = await fetchPublication(options.apiUrl);
    const env = options.env ?? process.env;
    const cacheDir = env.SITE_CACHE_DIR?.trim() || path.join(options.siteDir, 'cache');
    const buildEnv = {
      ...env,
      SITE_API_URL: options.apiUrl,
      SITE_CACHE_DIR: cacheDir,
      // V8's compiled code of Astro, Vite and the site survives between builds: a faster start.
      NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || path.join(cacheDir, 'node-compile-cache'),
      ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
    };
    const release = { options, published, log, lap };
    const command = options.command ?? buildCommand(undefined);
    // Only astro's own build keeps a renderer (site/src/integrations/keep-renderer.ts); it always does, so a
    // fast release can follow any build, whether or not this rebuild makes one.
    const keepsRenderer = finishCommand(command) !== undefined;
    const fast = keepsRenderer && env.SITE_FAST_RELEASE?.trim() !== '0';
    const live = currentRelease(options.siteDir);
    if (fast && live) {
      const fastId = newReleaseId(options.siteDir);
      outDir = path.join(stagingDir(options.siteDir), fastId);
      const rendered = await renderFastRelease({
        ...options,
        liveRelease: live,
        cacheDir,
        outDir,
        env: buildEnv,
        log,
      });
      if (rendered) {
        const [render, link] = [rendered.renderSeconds, rendered.linkSeconds].map((s) =>
          s.toFixed(1).replace('.', ','),
        );
        const renderer = rendered.waiting ? 'perender siap' : 'perender baru';
        log(
          `Rilis cepat ${fastId}: ${rendered.changed.length} berkas dibuat ulang (${lap()}: render ${render} ` +
            `oleh ${renderer}, tautan ${link}).`,
        );
        try {
          await publishRelease(release, fastId, outDir);
        } catch (error) {
          log(`Rilis cepat tidak ditayangkan, build lengkap tetap berjalan: ${(error as Error).message}`);
        }
      }
      rmSync(outDir, { recursive: true, force: true });
    }
    const releaseId = newReleaseId(options.siteDir);
    outDir = path.join(stagingDir(options.siteDir), releaseId);
    const renderer = buildingRendererDir(cacheDir, releaseId);
    log(`Membangun rilis ${releaseId}… (persiapan ${lap()})`);
    const stepOptions = {
      outDir,
      env: { ...buildEnv, ...(keepsRenderer ? { SITE_RENDERER_DIR: renderer } : {}) },
      timeoutMs,
      output: options.output,
      signal: options.signal,
    };
    await runBuildCommand(command, stepOptions);
    // The site's own build is finished (checked, search-indexed) once astro has exited, not inside it.
    const finish = finishCommand(command);
    if (finish) await runBuildCommand(finish, stepOptions);
    log(`Build selesai dalam ${lap()}.`);
    const result = await publishRelease(release, releaseId, outDir);
    outDir = undefined;
    if (keepsRenderer) keepRendererOf(cacheDir, renderer, releaseId);
    if (fast) {
      try {
        prepareFastRelease({ siteDir: options.siteDir, cacheDir, releaseId, env: buildEnv });
        log(`Rilis cepat berikutnya disiapkan (${lap()}).`);
      } catch (error) {
        // The release is live; the next edit only goes the slower way.
        log(`Rilis cepat berikutnya tidak dapat disiapkan: ${(error as Error).message}`);
      }
    }
    return result;
  } finally {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}

interface ReleaseContext {
  options: RebuildOptions;
  published: Publication;
  log: (line: string) => void;
  lap: () => string;
}

/**
 * Checks a staged release, moves it into releases/ and makes it live, then writes its compressed copies and
 * prunes old releases. Throws before the swap when a page is missing; `current` is then unchanged.
 */
async function publishRelease(
  { options, published, log, lap }: ReleaseContext,
  releaseId: string,
  outDir: string,
): Promise<RebuildResult> {
  const pages = expectedPages(published, await fetchPublication(options.apiUrl));
  const missing = missingPages(outDir, pages);
  if (missing.length > 0) {
    throw new Error(
      `Build tidak lengkap: ${missing.length} halaman hilang atau terpotong (${missing.slice(0, 5).join(', ')}).`,
    );
  }
  const previous = currentRelease(options.siteDir);
  const releases = releasesDir(options.siteDir);
  // The release's Caddy configuration goes with it into releases/ (where Caddy serves the site itself).
  writeCaddySite(outDir, releaseId, previous ? path.join(releases, previous) : undefined);
  log(`${pages.length} halaman diperiksa, konfigurasi Caddy ditulis dalam ${lap()}.`);
  if (options.signal?.aborted) throw new Error(String(options.signal.reason));
  promoteStaged(options.siteDir, releaseId);
  await switchLive(options.siteDir, releaseId, options.liveCommand);
  log(`Rilis ${releaseId} tayang (${lap()}).`);
  // Compressed copies come after the swap, so an edit is live a second sooner; the server sends the plain
  // files until they exist. The claim is still held, so the next build links a finished set of copies.
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
}

function positive(name: string, raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} harus berupa bilangan bulat positif.`);
  return value;
}

/**
 * Aborts once the process that started this one is gone (the publisher crashed): its claim's heartbeat
 * stopped with it, so another instance may take the claim over and build, and this build must not race it.
 */
function whenParentGone(): AbortSignal {
  const parent = process.ppid;
  const controller = new AbortController();
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    controller.abort('Build dihentikan: server yang memintanya sudah berhenti.');
  }, 500);
  timer.unref();
  return controller.signal;
}

/** The hook as a program: reads its settings from the environment, builds or posts, reports. */
async function main(env: NodeJS.ProcessEnv): Promise<RebuildResult> {
  const request = readHookRequest(env);
  const setting = (name: string) => positive(name, env[name]?.trim());
  if (request.rebuildHookUrl) {
    const buildId = positive('SITE_BUILD_ID', request.buildId);
    await postDeployHook(
      request.rebuildHookUrl,
      { pemicu: request.trigger ?? 'npm run site:build', id_build: buildId ?? null },
      { backoffMs: setting('REBUILD_HOOK_BACKOFF_MS'), log: (line) => console.error(line) },
    );
    return { rilis: null, halaman: null };
  }
  // The build reads the API only; it has no business with the database or the signing secret.
  const { DATABASE_URL: _db, JWT_SECRET: _jwt, ...buildEnv } = env;
  const timeoutMs = setting('SITE_BUILD_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS;
  const build = (signal: AbortSignal) =>
    rebuildSite({
      siteDir: path.resolve(root, request.siteDir ?? '.data/site'),
      apiUrl: request.apiUrl ?? `http://127.0.0.1:${env.PORT?.trim() || 3000}`,
      command: buildCommand(env.SITE_BUILD_COMMAND),
      env: buildEnv,
      timeoutMs,
      signal,
      keep: setting('SITE_KEEP_RELEASES'),
      liveCommand: liveCommand(env.SITE_LIVE_COMMAND),
    });
  if (request.claimedBy) return build(whenParentGone());
  // Loaded only here: under the API's claim the hook never opens the database, and a small server keeps
  // the database client's memory out of the process that waits on the build.
  const { withBuildClaim } = await import('./site-build-claim.ts');
  return withBuildClaim(timeoutMs, build);
}

if (import.meta.main) {
  // A person's run reads the `.env` file as the other commands do (the publisher's env already has it).
  await import('./env-file.ts');
  const { reportJson } = readHookRequest(process.env);
  try {
    const result = await main(process.env);
    if (reportJson) console.log(resultLine(result));
    else if (result.rilis)
      console.log(`Situs diperbarui: rilis ${result.rilis}, ${result.halaman} halaman diperiksa.`);
    else console.log('Deploy hook menerima permintaan build.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
