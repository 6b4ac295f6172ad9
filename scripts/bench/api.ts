// API load: autocannon (50 connections, 10 s) against the in-process server, one route after another. The
// load runs in a child process so it never shares an event loop with the server it measures; a trivial
// route of the same server, measured in the same run, is the machine's baseline every row is compared to.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { lastJsonLine } from '../child-output.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const AUTOCANNON = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');
export const CONNECTIONS = 50;
export const SECONDS = 10;

export interface ApiRoute {
  name: string;
  path: string;
  /** Sent as a bearer token (the admin lists). */
  admin?: boolean;
  /** What the row must reach: public reads and admin lists have different goals. */
  kind: 'baseline' | 'public' | 'admin';
}

export interface ApiResult extends ApiRoute {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** requests/s as a share of the baseline's in the same run. */
  ratio: number;
  goalMet: boolean;
  /** The machine's 1-minute load average when the route's run began (other work skews the figures). */
  load: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function autocannon(
  url: string,
  headers: Record<string, string>,
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<AutocannonJson> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [
    AUTOCANNON,
    ...['-c', String(connections), '-d', String(seconds), '-j', '-n'],
    ...['--warmup', '[', '-c', '10', '-d', '1', ']'],
    ...headerArgs,
    url,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return lastJsonLine<AutocannonJson>(
    child,
    (code, stderr) => `autocannon gagal (kode ${code}) untuk ${url}: ${stderr.slice(-500)}`,
  );
}

/** Public reads: ≥ 40% of the baseline, p99 < 50 ms, no errors. Admin lists: p99 < 100 ms, no errors. */
function goalMet(result: Omit<ApiResult, 'goalMet'>): boolean {
  if (result.kind === 'baseline') return result.errors === 0;
  if (result.kind === 'public') return result.ratio >= 0.4 && result.p99 < 50 && result.errors === 0;
  return result.p99 < 100 && result.errors === 0;
}

export function apiRoutes(ids: { artikel: number }): ApiRoute[] {
  return [
    { name: 'baseline (ping)', path: '/api/ping', kind: 'baseline' },
    { name: 'artikel (1 halaman)', path: '/api/artikel', kind: 'public' },
    { name: 'artikel/:id', path: `/api/artikel/${ids.artikel}`, kind: 'public' },
    { name: 'konten/recent', path: '/api/konten/recent', kind: 'public' },
    {
      name: 'jadwal-ibadah-lokasi',
      path: `/api/jadwal-ibadah-lokasi/${encodeURIComponent('Induk Girimarto')}`,
      kind: 'public',
    },
    {
      name: 'jemaat (cari + urut)',
      path: '/api/jemaat?q=sri&field=nama&sort=nama_jemaat&order=desc',
      admin: true,
      kind: 'admin',
    },
    { name: 'keuangan-gereja', path: '/api/keuangan-gereja', admin: true, kind: 'admin' },
    { name: 'total-transaksi', path: '/api/total-transaksi', admin: true, kind: 'admin' },
  ];
}

export async function benchApi(
  baseUrl: string,
  routes: ApiRoute[],
  token: string,
  progress: (line: string) => void,
): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  let baseline = 0;
  // An unrecorded run first: a server just started (its code not yet optimised by the JIT) would
  // otherwise measure a low baseline and flatter every ratio after it.
  const first = routes[0];
  if (first) await autocannon(baseUrl + first.path, {}, 5);
  for (const route of routes) {
    const check = await fetch(baseUrl + route.path, {
      headers: route.admin ? { authorization: `Bearer ${token}` } : {},
    });
    if (!check.ok) throw new Error(`${route.path} menjawab ${check.status} sebelum diuji.`);
    const load = loadavg()[0];
    const raw = await autocannon(
      baseUrl + route.path,
      route.admin ? { authorization: `Bearer ${token}` } : {},
    );
    const requestsPerSecond = raw.requests.average;
    if (route.kind === 'baseline') baseline = requestsPerSecond;
    const result = {
      ...route,
      requestsPerSecond,
      p50: raw.latency.p50,
      p99: raw.latency.p99,
      errors: raw.errors + raw.timeouts + raw.non2xx,
      ratio: baseline > 0 ? requestsPerSecond / baseline : 0,
      load,
    };
    results.push({ ...result, goalMet: goalMet(result) });
    progress(`  ${route.name}: ${Math.round(requestsPerSecond)} req/s, p99 ${result.p99} ms`);
  }
  return results;
}
