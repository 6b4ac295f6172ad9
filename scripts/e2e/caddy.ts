// Tests of the production serving: Debian's Caddy with deploy/Caddyfile, installed as the README says (the
// domain and the folders written into the file), on a free loopback port in front of a running server, and
// raw HTTP answers of both to compare header by header.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@gkj/db/test-support/free-port';

export const CADDY = '/usr/bin/caddy';
export const DEPLOY_CADDYFILE = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'Caddyfile');

export interface CaddyServer {
  url: string;
  /** `caddy reload` for this instance: what SITE_LIVE_COMMAND runs in production. */
  reloadCommand: string[];
  stop(): Promise<void>;
}

/** The Caddyfile with `{$NAME}` / `{$NAME:default}` written out, as the README's install does with sed. */
export function installedCaddyfile(values: Record<string, string>): string {
  return readFileSync(DEPLOY_CADDYFILE, 'utf8').replace(
    /\{\$([A-Z_]+)(?::([^}]*))?\}/g,
    (_match, name: string, fallback?: string) => values[name] ?? fallback ?? '',
  );
}

async function waitForAnswer(url: string, caddy: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (caddy.exitCode !== null) throw new Error(`Caddy berhenti: ${log()}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await sleep(50);
  }
  throw new Error(`Caddy tidak menjawab: ${log()}`);
}

/** Caddy with the deploy configuration, serving `siteDir` and passing the rest to `serverUrl`. */
export async function startCaddy(siteDir: string, serverUrl: string): Promise<CaddyServer> {
  // A prerequisite of the tests, as Chromium is (README): a missing one fails them with the way to install it.
  if (!existsSync(CADDY))
    throw new Error(`Caddy tidak ada di ${CADDY}: pasang dengan \`apt-get install caddy\`.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'gkj-caddy-'));
  const [port, adminPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const config = path.join(dir, 'Caddyfile');
  // Plain HTTP on a test port, and the admin endpoint (which `caddy reload` talks to) on another.
  const globalOptions = `{\n\tadmin 127.0.0.1:${adminPort}\n\tauto_https off\n}\n`;
  const site = installedCaddyfile({
    SITE_DOMAIN: url,
    SITE_DIR: siteDir,
    GKJ_SERVER: new URL(serverUrl).host,
    GKJ_ACCESS_LOG: path.join(dir, 'access.log'),
  });
  writeFileSync(config, globalOptions + site);
  // Caddy keeps its autosaved configuration and its state under these; a test leaves nothing behind.
  const env = { ...process.env, HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir };
  const caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  caddy.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const stop = async () => {
    if (caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/api/health`, caddy, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    reloadCommand: [CADDY, 'reload', '--config', config, '--adapter', 'caddyfile'],
    stop,
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (a compressed body stays compressed). */
  body: Buffer;
}

/** A GET as a browser's, the answer's bytes untouched (fetch would decompress them). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Headers that may differ between the server and Caddy for the same answer, and why:
 * - date: the time of each answer;
 * - connection, keep-alive: how each keeps the connection open (Node says so, Go does not);
 * - content-length, transfer-encoding: Caddy sends compressed copies and proxied bodies in chunks
 *   (the bodies themselves are compared byte for byte).
 */
export const FRAMING_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/** What differs between two answers to the same request: status, headers (but framing), body bytes. */
export function answerDifferences(server: RawAnswer, caddy: RawAnswer): string[] {
  const differences: string[] = [];
  if (server.status !== caddy.status) differences.push(`status: ${server.status} ≠ ${caddy.status}`);
  const names = new Set([...Object.keys(server.headers), ...Object.keys(caddy.headers)]);
  for (const name of names) {
    if (FRAMING_HEADERS.includes(name)) continue;
    const [a, b] = [server.headers[name], caddy.headers[name]];
    if (String(a) !== String(b)) differences.push(`${name}: ${String(a)} ≠ ${String(b)}`);
  }
  if (!server.body.equals(caddy.body)) {
    differences.push(`body: ${server.body.length} ≠ ${caddy.body.length} bytes`);
  }
  return differences;
}
