// Runs the command that renders the site into a folder: `astro build` by default, or SITE_BUILD_COMMAND
// (tests use a tiny real script). The command gets `--outDir <folder>` appended and SITE_OUT_DIR set.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { processFolder, stopOnTimeoutOrAbort } from '@gkj/site-release';

const root = path.resolve(import.meta.dirname, '..');
const siteRoot = path.join(root, 'site');
/**
 * Astro writes a build's server chunks to `<cwd>/.astro/.prerender` (when the output folder is outside the
 * working directory) and deletes them afterwards, so two builds sharing a working directory break each
 * other. Each build runs in a folder of its own under the site, where those chunks still resolve
 * `node_modules`.
 */
const WORK_ROOT = path.join(siteRoot, '.astro', 'builds');

/**
 * A command setting as program + arguments: a JSON array (`["node","x.ts"]`) or words separated by spaces.
 * No shell, so a kill reaches the program itself.
 */
export function commandWords(raw: string, variable: string): string[] {
  if (!raw.startsWith('[')) return raw.split(/\s+/);
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((p) => typeof p === 'string')) {
    throw new Error(`${variable} harus berupa larik JSON berisi teks, misalnya ["node","build.ts"].`);
  }
  return parsed;
}

/** The build command: SITE_BUILD_COMMAND (see commandWords), by default the site's `astro build`. */
export function buildCommand(configured: string | undefined): string[] {
  const raw = configured?.trim();
  // Through this Node: astro's own `#!/usr/bin/env node` could pick an older one from PATH.
  if (!raw)
    return [process.execPath, path.join(root, 'node_modules', '.bin', 'astro'), 'build', '--root', siteRoot];
  return commandWords(raw, 'SITE_BUILD_COMMAND');
}

/**
 * What follows the site's own `astro build`: its finishing step (site/finish-build.ts: the output's checks
 * and the search index) in a process of its own, so its memory never adds to astro's. None after any
 * other build command (SITE_BUILD_COMMAND): that command makes the whole output itself.
 */
export function finishCommand(command: string[]): string[] | undefined {
  const isDefault = JSON.stringify(command) === JSON.stringify(buildCommand(undefined));
  return isDefault ? [process.execPath, path.join(siteRoot, 'finish-build.ts')] : undefined;
}

export interface BuildCommandOptions {
  outDir: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Where the command's output goes; the caller's stderr by default (stdout is kept for the result). */
  output?: NodeJS.WritableStream;
  /** Aborting kills the command; the rejection then gives the signal's reason. */
  signal?: AbortSignal;
}

/**
 * NODE_OPTIONS of the build: SITE_BUILD_MAX_HEAP_MB caps V8's old space, so a small server's build collects
 * garbage sooner instead of growing until the machine swaps. Unset or 0: Node's own limit.
 */
export function buildNodeOptions(env: NodeJS.ProcessEnv): string | undefined {
  const heap = Number(env.SITE_BUILD_MAX_HEAP_MB);
  const inherited = env.NODE_OPTIONS?.trim();
  if (!Number.isInteger(heap) || heap <= 0) return inherited || undefined;
  return [inherited, `--max-old-space-size=${heap}`].filter(Boolean).join(' ');
}

const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} menit` : `${ms} ms`);

/** Resolves when the command exits 0; rejects (after killing it) on failure or timeout. */
export function runBuildCommand(command: string[], options: BuildCommandOptions): Promise<void> {
  const [program, ...args] = command;
  // A folder of its own; those of builds whose process died are removed.
  const cwd = processFolder(WORK_ROOT);
  const removeWorkFolder = () => rmSync(cwd, { recursive: true, force: true });
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, [...args, '--outDir', options.outDir], {
      cwd,
      // A release is always a production build: Vite would otherwise follow an inherited NODE_ENV
      // ('test' under vitest, 'development' on a dev shell) and bundle React's development build.
      env: {
        ...options.env,
        NODE_ENV: 'production',
        SITE_OUT_DIR: options.outDir,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_OPTIONS: buildNodeOptions(options.env),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = options.output ?? process.stderr;
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
    let timedOut = false;
    const settle = stopOnTimeoutOrAbort(options.timeoutMs, options.signal, (cause) => {
      if (cause === 'timeout') timedOut = true;
      child.kill('SIGKILL');
    });
    child.once('error', (error) => {
      settle();
      reject(new Error(`Perintah build situs tidak dapat dijalankan (${program}): ${error.message}`));
    });
    child.once('close', (code, signal) => {
      settle();
      if (options.signal?.aborted) return reject(new Error(String(options.signal.reason)));
      if (code === 0) return resolve();
      const reason = timedOut
        ? `melewati batas waktu ${minutes(options.timeoutMs)}`
        : signal
          ? `dihentikan (${signal})`
          : `keluar dengan kode ${code}`;
      reject(new Error(`Build situs gagal: ${reason}.`));
    });
  }).finally(removeWorkFolder);
}
