// The API of `npm run dev`: api/src/server.ts under Node's own watch mode, which restarts it whenever a file
// it imports changes (its routes, the contract, the db package).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 60_000;

export interface ApiWatch {
  url: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
  return response?.ok === true;
}

/**
 * Starts the API on 127.0.0.1:port with env (DATABASE_URL and the other settings) and resolves once it
 * answers. Its output goes to this terminal as it is: pretty at a terminal, JSON otherwise (the API decides).
 */
export async function startApiWatch(port: number, env: NodeJS.ProcessEnv): Promise<ApiWatch> {
  const child = spawn(
    process.execPath,
    // Preserve output: the watcher would otherwise clear a terminal the other dev servers write to as well.
    ['--watch', '--watch-preserve-output', path.join('api', 'src', 'server.ts')],
    {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // Whatever ends this process, the API does not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (exited(child)) return resolve();
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(forced);
        resolve();
      });
      // The watcher passes the signal on to the API and exits once the API has.
      child.kill('SIGTERM');
    });
    return stopping;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(
        `API tidak menjawab di ${url} dalam ${START_TIMEOUT_MS / 1000} detik (lihat keluarannya di atas).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
