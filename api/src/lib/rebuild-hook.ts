import { spawn } from 'node:child_process';
import {
  hookEnvironment,
  parseResultLine,
  type RebuildResult,
  rebuildHookCommand,
  stopOnTimeoutOrAbort,
} from '@gkj/site-release';

/** What the hook needs to know about the build it runs. */
export interface HookRun {
  id_build: number;
  pemicu: string;
}

export interface HookOptions {
  projectRoot: string;
  siteDir: string;
  /** Where the build reads content: the API itself. */
  apiUrl: string;
  rebuildHookUrl?: string;
  /** The owner under which the caller holds the database's build claim (site-build-claim.ts). */
  claimedBy: string;
  /** The whole hook (lock wait, build, checks) is killed past this. */
  timeoutMs: number;
  /** Aborting kills the hook (server shutting down; a text given as the reason says why instead). */
  signal?: AbortSignal;
  /** Environment of the hook; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Told the hook's pid once it runs. */
  onSpawn?: (pid: number) => void;
}

const ERROR_TAIL_CHARS = 3000;

const duration = (ms: number) =>
  ms >= 60_000 ? `${Math.round(ms / 60_000)} menit` : `${Math.max(1, Math.round(ms / 1000))} detik`;

/**
 * Runs the rebuild hook (@gkj/site-release names it) on this Node as a child in its own process group, so a timeout or a
 * shutdown kills the build it started too. Resolves with the release made live; rejects with an
 * Indonesian reason followed by the tail of the hook's stderr. The hook only ever touches `current`
 * after a complete, checked build, so killing it at any moment leaves the live site as it was.
 */
export function runRebuildHook(run: HookRun, options: HookOptions): Promise<RebuildResult> {
  return new Promise((resolve, reject) => {
    const [program, ...args] = rebuildHookCommand(options.projectRoot);
    const child = spawn(program, args, {
      cwd: options.projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...(options.env ?? process.env),
        ...hookEnvironment({
          siteDir: options.siteDir,
          apiUrl: options.apiUrl,
          rebuildHookUrl: options.rebuildHookUrl,
          buildId: run.id_build,
          trigger: run.pemicu,
          claimedBy: options.claimedBy,
        }),
      },
    });
    if (child.pid) options.onSpawn?.(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-ERROR_TAIL_CHARS);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-ERROR_TAIL_CHARS);
    });

    let stopReason: string | undefined;
    const killGroup = (reason: string) => {
      stopReason ??= reason;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const settle = stopOnTimeoutOrAbort(options.timeoutMs, options.signal, (cause) => {
      if (cause === 'timeout') {
        killGroup(`Build dihentikan: melewati batas waktu ${duration(options.timeoutMs)}.`);
      } else {
        const reason = options.signal?.reason;
        killGroup(typeof reason === 'string' ? reason : 'Build dihentikan karena server berhenti.');
      }
    });
    child.once('error', (error) => {
      settle();
      reject(new Error(`Hook build situs tidak dapat dijalankan: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      settle();
      const result = code === 0 ? parseResultLine(stdout) : undefined;
      if (result && !stopReason) return resolve(result);
      const reason =
        stopReason ??
        (code === 0
          ? 'Hook build situs tidak melaporkan hasilnya.'
          : signal
            ? `Hook build situs dihentikan (${signal}).`
            : `Hook build situs gagal (kode ${code}).`);
      const tail = stderr.trim();
      reject(new Error(tail ? `${reason}\n${tail}` : reason));
    });
  });
}
