// The product's memory as a small server runs it: the API as its own process (which runs the rebuild hook,
// which runs `astro build`) and the MariaDB server, sampled together while a cold build of the large site
// runs. Each sample adds up their resident memory, counting once what they share (the Node program the API,
// the hook and astro all map): each process's own pages, plus the largest shared part once. The plain sum of
// their RSS, which counts the shared program three times, is reported beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import type { SiteBuildList } from '@gkj/contract';
import { benchEnv, signIn } from './server.ts';
import type { Row } from './table.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const SAMPLE_MS = 100;
const SMALL_SERVER_FILE = path.join(root, 'deploy', 'small-server.env');

/** The settings the README gives a 1 GB server (deploy/small-server.env), as the bench applies them. */
export function smallServerSettings(): Record<string, string> {
  const parsed = parseEnv(readFileSync(SMALL_SERVER_FILE, 'utf8'));
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => !!entry[1]));
}
const BUILD_TIMEOUT_MS = 15 * 60_000;

export interface MemoryFigures {
  /** Peak of API + build + database together, shared pages counted once. */
  peakMb: number;
  /** Peak of the plain sum of their RSS. */
  rssSumMb: number;
  /** The processes at the moment of `peakMb`, by name, their RSS in MB. */
  atPeak: Record<string, number>;
  /** Each part's own peak (they need not peak together). */
  apiMb: number;
  buildMb: number;
  databaseMb: number | null;
  buildSeconds: number;
  pages: number | null;
  /** Each process of the build by name (`astro`, `rebuild-site.ts`, `esbuild`…), its own peak in MB. */
  buildParts: Record<string, number>;
}

interface Resident {
  rss: number;
  /** The part of `rss` shared with other processes (the program, its libraries). */
  shared: number;
}

/** Resident memory of a process in MB (smaps_rollup), or nothing once it is gone. */
function residentMb(pid: number): Resident {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
    return { rss: field('Rss'), shared: field('Shared_Clean') + field('Shared_Dirty') };
  } catch {
    return { rss: 0, shared: 0 };
  }
}

/** Every process below `pid` (children, grandchildren…), read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone between the listing and the read
    }
  }
  const found: number[] = [];
  const visit = (of: number) => {
    for (const child of children.get(of) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** A process's name for the breakdown: the script a Node runs (`astro`, `rebuild-site.ts`), else the program. */
function processName(pid: number): string {
  try {
    const [program = '?', script] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(path.basename(program).startsWith('node') && script ? script : program);
  } catch {
    return '?';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API berhenti saat mulai (kode ${child.exitCode}).`);
    const answer = await fetch(`${url}/api/ping`).catch(() => undefined);
    if (answer?.ok) return;
    await sleep(100);
  }
  throw new Error('API tidak menjawab /api/ping dalam 60 detik.');
}

export interface MemoryOptions {
  databaseUrl: string;
  /** The MariaDB server's process, when it is this machine's (the bench's private server). */
  databasePid?: number;
  workDir: string;
  siteDir: string;
  /** Settings of this run (the 1 GB settings, or none for the defaults). */
  env?: Record<string, string>;
}

/** Starts the API as a process, asks it for a build of an empty site folder and samples until it is live. */
export async function measureBuildMemory(
  options: MemoryOptions,
  progress: (line: string) => void,
): Promise<MemoryFigures> {
  rmSync(options.siteDir, { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...benchEnv({ ...options, publish: true }),
      PORT: String(port),
      ...options.env,
    },
  });
  const peaks = { once: 0, rssSum: 0, api: 0, build: 0, database: 0 };
  const buildParts: Record<string, number> = {};
  let atPeak: Record<string, number> = {};
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const processes: { name: string; part: 'api' | 'build' | 'database'; memory: Resident }[] = [
        { name: 'API', part: 'api', memory: residentMb(api.pid ?? 0) },
        ...descendants(api.pid ?? 0).map((pid) => ({
          name: processName(pid),
          part: 'build' as const,
          memory: residentMb(pid),
        })),
        ...(options.databasePid
          ? [{ name: 'mariadbd', part: 'database' as const, memory: residentMb(options.databasePid) }]
          : []),
      ];
      const total = { api: 0, build: 0, database: 0 };
      let own = 0;
      let shared = 0;
      for (const { name, part, memory } of processes) {
        total[part] += memory.rss;
        own += memory.rss - memory.shared;
        shared = Math.max(shared, memory.shared);
        if (part === 'build') buildParts[name] = Math.max(buildParts[name] ?? 0, Math.round(memory.rss));
      }
      const once = own + shared;
      if (once > peaks.once) {
        peaks.once = once;
        atPeak = Object.fromEntries(processes.map(({ name, memory }) => [name, Math.round(memory.rss)]));
      }
      peaks.rssSum = Math.max(peaks.rssSum, total.api + total.build + total.database);
      peaks.api = Math.max(peaks.api, total.api);
      peaks.build = Math.max(peaks.build, total.build);
      peaks.database = Math.max(peaks.database, total.database);
      await sleep(SAMPLE_MS);
    }
  })();
  try {
    await waitForPing(url, api);
    progress(`Memori: build dingin lewat API, ${options.env ? 'setelan server 1 GB' : 'setelan bawaan'}…`);
    const { token } = await signIn(url);
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const asked = await fetch(`${url}/api/site-build`, { method: 'POST', headers });
    if (asked.status !== 202) throw new Error(`Permintaan build ditolak: ${asked.status}`);
    const deadline = Date.now() + BUILD_TIMEOUT_MS;
    // The build this request queued (or the one already queued that serves it), not an earlier one.
    let id: number | undefined;
    for (;;) {
      if (Date.now() > deadline) throw new Error('Build tidak selesai dalam 15 menit.');
      const builds = (await (await fetch(`${url}/api/site-build`, { headers })).json()) as SiteBuildList;
      id ??= builds.data.find((build) => build.status === 'queued' || build.status === 'building')?.id_build;
      const build = builds.data.find((row) => row.id_build === id);
      if (build?.status === 'failed') throw new Error(`Build gagal: ${build.error}`);
      if (build?.status === 'live') {
        progress(
          `  ${Math.round(peaks.once)} MB bersama, ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        return {
          peakMb: Math.round(peaks.once),
          rssSumMb: Math.round(peaks.rssSum),
          atPeak,
          apiMb: Math.round(peaks.api),
          buildMb: Math.round(peaks.build),
          databaseMb: options.databasePid ? Math.round(peaks.database) : null,
          buildSeconds: (performance.now() - started) / 1000,
          pages: build.halaman,
          buildParts,
        };
      }
      await sleep(250);
    }
  } finally {
    sampling = false;
    await sampler;
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(null)));
  }
}

export const MEMORY_GOAL_MB = 800;
/** Cold builds per setting, alternating: the build times of a shared machine swing by a quarter run to run. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_MEMORY_ROUNDS) || 3);

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The memory figures of both settings, ROUNDS cold builds each, alternating: each setting's highest peak
 * (memory is the goal's side that must hold every time) with the median build time.
 */
export async function benchMemory(
  options: MemoryOptions,
  small: Record<string, string>,
  progress: (line: string) => void,
): Promise<{ small: MemoryFigures; defaults: MemoryFigures }> {
  const runs = { small: [] as MemoryFigures[], defaults: [] as MemoryFigures[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.defaults.push(await measureBuildMemory(options, progress));
    runs.small.push(await measureBuildMemory({ ...options, env: small }, progress));
  }
  const combine = (figures: MemoryFigures[]): MemoryFigures => ({
    ...figures.reduce((worst, run) => (run.peakMb > worst.peakMb ? run : worst)),
    buildSeconds: middle(figures.map((run) => run.buildSeconds)),
  });
  return { small: combine(runs.small), defaults: combine(runs.defaults) };
}

/** What the figure is made of: the processes at the peak, and the plain RSS sum beside it. */
const partsOf = (f: MemoryFigures) => {
  const named = (parts: Record<string, number>) =>
    Object.entries(parts)
      .filter(([, mb]) => mb > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([name, mb]) => `${name} ${mb}`)
      .join(', ');
  return `saat puncak (RSS, MB): ${named(f.atPeak)}; jumlah RSS tertinggi ${f.rssSumMb} MB; puncak proses build: ${named(f.buildParts)}`;
};

export function memoryRows(figures: MemoryFigures, unlimited?: MemoryFigures): Row[] {
  const rows: Row[] = [
    {
      part: 'Memori',
      measure: `API + build + database bersama (tertinggi dari ${ROUNDS} kali), setelan server 1 GB, build dingin ${figures.pages ?? '?'} halaman; ${partsOf(figures)}`,
      result: `${figures.peakMb} MB`,
      goal: `< ${MEMORY_GOAL_MB} MB`,
      met: figures.databaseMb !== null && figures.peakMb < MEMORY_GOAL_MB,
    },
  ];
  if (!unlimited) return rows;
  const slower = figures.buildSeconds / unlimited.buildSeconds - 1;
  rows.push(
    {
      part: 'Memori',
      measure: `setelan bawaan (pembanding); ${partsOf(unlimited)}`,
      result: `${unlimited.peakMb} MB`,
      goal: '—',
    },
    {
      part: 'Memori',
      measure: `waktu build dingin (median ${ROUNDS} kali, bergantian): ${figures.buildSeconds.toFixed(1)} s dengan setelan 1 GB, ${unlimited.buildSeconds.toFixed(1)} s bawaan`,
      result: `${slower >= 0 ? '+' : ''}${Math.round(slower * 100)}%`,
      goal: '≤ +20%',
      met: slower <= 0.2,
    },
  );
  return rows;
}
