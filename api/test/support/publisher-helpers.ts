import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/plugins/config.ts';

export const FAKE_BUILD_SCRIPT = path.join(PROJECT_ROOT, 'api', 'test', 'support', 'publisher-fake-build.ts');

/** SITE_BUILD_COMMAND that runs the fake build on this Node. */
export const FAKE_BUILD_COMMAND = JSON.stringify([process.execPath, FAKE_BUILD_SCRIPT]);

type Falsy = false | 0 | '' | null | undefined;

/** Polls until `check` returns something truthy and resolves with it; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | Falsy | Promise<T | Falsy>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Waits for the fake build started in hang mode and returns its pid. */
export function hangingBuildPid(pidFile: string): Promise<number> {
  return waitFor('the hanging build', () => existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8')));
}

/** Whether the process still runs; a killed one waiting to be reaped (a zombie) does not. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

export interface LocalServer {
  url: string;
  requests: { method: string; url: string; body: string }[];
  close(): Promise<void>;
}

/** An HTTP server on a free port answering with `answer`, recording every request. */
export async function localServer(
  answer: (request: IncomingMessage, count: number) => { status: number; body?: unknown },
): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', body });
      const { status, body: payload } = answer(request, requests.length);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a port just released by a closed server. */
export async function deadUrl(): Promise<string> {
  const server = await localServer(() => ({ status: 200 }));
  await server.close();
  return server.url;
}
