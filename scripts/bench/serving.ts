// Serving the live release: 50 connections in rounds of 4 s on prebuilt pages as a browser asks for them
// (Brotli or gzip accepted), each compared with the same server's JSON ping measured in the same round. A
// prebuilt page is bytes the server already has: it should cost little more than the ping. The load comes
// from our own client (load-client.ts) in a child process: autocannon would measure its own decoding of the
// compressed bodies.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { lastJsonLine } from '../child-output.ts';
import { CONNECTIONS } from './api.ts';
import type { LoadFigures } from './load-client.ts';

/** Pages' goals: at least this share of the ping's requests per second, and this p99. */
export const SERVING_RATIO_GOAL = 0.7;
export const SERVING_P99_GOAL_MS = 20;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface ServedPage {
  name: string;
  path: string;
}

export interface ServingResult extends ServedPage {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests per second as a share of the ping's; 1 for the ping itself. */
  ratio: number;
  /**
   * The server's CPU time per answer, in microseconds (the server runs in this process, the load in another):
   * what each answer costs, much less swayed by other work on the machine than requests per second.
   */
  cpuMicros: number;
  goalMet: boolean;
  /** The machine's 1-minute load average as the run began (other work skews the figures). */
  load: number;
}

const LOAD_CLIENT = path.join(import.meta.dirname, 'load-client.ts');
/** Rounds of the ping and every page, and the seconds of each run in a round (12 s per page in all). */
const ROUNDS = 3;
const ROUND_SECONDS = 4;

/** The load client's figures for one URL, from its own process. */
function load(url: string, seconds: number): Promise<LoadFigures> {
  const headers = Object.entries(BROWSER_HEADERS).map(([name, value]) => `${name}=${value}`);
  const args = [LOAD_CLIENT, url, String(seconds), String(CONNECTIONS), ...headers];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return lastJsonLine<LoadFigures>(
    child,
    (code, stderr) => `Klien beban gagal (kode ${code}) untuk ${url}: ${stderr.slice(-500)}`,
  );
}

export const PING: ServedPage = { name: 'ping (JSON)', path: '/api/ping' };

export function servedPages(ids: { artikel: number; kegiatan: number }): ServedPage[] {
  return [
    { name: 'beranda', path: '/' },
    { name: 'artikel/:id', path: `/artikel/${ids.artikel}` },
    { name: 'kegiatan/:id', path: `/kegiatan/${ids.kegiatan}` },
    { name: 'halaman teks (visi-misi)', path: '/visi-misi' },
  ];
}

interface Run extends LoadFigures {
  cpuMicros: number;
}

async function measure(baseUrl: string, page: ServedPage): Promise<Run> {
  const check = await fetch(baseUrl + page.path, { headers: BROWSER_HEADERS });
  await check.arrayBuffer();
  if (!check.ok) throw new Error(`${page.path} menjawab ${check.status} sebelum diuji.`);
  const cpuBefore = process.cpuUsage();
  const figures = await load(baseUrl + page.path, ROUND_SECONDS);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...figures, cpuMicros: (cpu.user + cpu.system) / Math.max(1, figures.answered) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One row from a page's rounds: medians of its figures and of its ratio to each round's ping. */
function result(page: ServedPage, rounds: Run[], pings: Run[], load: number): ServingResult {
  const isPing = page === PING;
  const ratio = isPing ? 1 : median(rounds.map((r, i) => r.requestsPerSecond / pings[i].requestsPerSecond));
  const p99 = median(rounds.map((r) => r.p99));
  const errors = rounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  const goalMet = errors === 0 && (isPing || (ratio >= SERVING_RATIO_GOAL && p99 <= SERVING_P99_GOAL_MS));
  return {
    ...page,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p99,
    errors,
    ratio,
    cpuMicros: median(rounds.map((r) => r.cpuMicros)),
    goalMet,
    load,
  };
}

/**
 * Rounds of the ping followed by each page; a page's ratio is the median of its ratios to the ping of its own
 * round, so work elsewhere on a shared machine weighs on both sides of each ratio alike.
 */
export async function benchServing(
  baseUrl: string,
  pages: ServedPage[],
  progress: (line: string) => void,
): Promise<ServingResult[]> {
  // Unrecorded runs first, so the JIT has optimised the server before anything is measured.
  await load(baseUrl + PING.path, 5);
  for (const page of pages) await load(baseUrl + page.path, 2);
  const load1 = loadavg()[0];
  const all = [PING, ...pages];
  const rounds: Run[][] = all.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, page] of all.entries()) rounds[i].push(await measure(baseUrl, page));
    progress(
      `  putaran ${round}: ` +
        all
          .map((page, i) => `${page.path} ${Math.round(rounds[i][round - 1].requestsPerSecond)}`)
          .join(', ') +
        ' req/s',
    );
  }
  const results = all.map((page, i) => result(page, rounds[i], rounds[0], load1));
  for (const row of results) {
    progress(
      `  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99} ms, ` +
        `CPU ${Math.round(row.cpuMicros)} µs/permintaan` +
        (row.path === PING.path ? '' : `, ${Math.round(row.ratio * 100)}% ping`),
    );
  }
  return results;
}
