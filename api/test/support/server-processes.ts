// Real API server processes (api/src/server.ts) for the tests of what several instances share: each on its
// own free port, with the settings a test gives, stopped by the test file when it is done.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@gkj/db/test-support/free-port';
import { PROJECT_ROOT } from '../../src/plugins/config.ts';
import { TEST_JWT_SECRET } from './app.ts';
import { waitFor } from './publisher-helpers.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, as a service manager stops it; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies on the spot, as in a crash. */
  kill(): Promise<void>;
}

/** The folders a server writes to, under `dir`: several servers given the same `dir` share them. */
export const sharedFolders = (dir: string) => ({
  UPLOAD_DIR: path.join(dir, 'uploads'),
  PRIVATE_UPLOAD_DIR: path.join(dir, 'private-uploads'),
  SITE_DIR: path.join(dir, 'site'),
});

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Starts one server with the test defaults plus `env`; resolves once it answers /api/health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'api/src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const server = { url, child, stop: () => ended(child, 'SIGTERM'), kill: () => ended(child, 'SIGKILL') };
  try {
    await waitFor(
      `the server on port ${port}`,
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        ),
      // A fresh process loads the whole API: seconds on a quiet machine, far more beside the browser tests.
      45_000,
    );
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** The servers a test file starts; `stopAll` (in its afterEach or afterAll) stops those still running. */
export function serverProcesses() {
  const running: ServerProcess[] = [];
  return {
    async start(env: Record<string, string>): Promise<ServerProcess> {
      const server = await startServerProcess(env);
      running.push(server);
      return server;
    },
    async stopAll(): Promise<void> {
      await Promise.all(running.splice(0).map((server) => server.stop()));
    },
  };
}
