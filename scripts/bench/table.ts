// The bench's one table (every figure with its goal and whether it is met) and the same figures as JSON
// under bench/results/, so later runs can be compared on the same work.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_JS_GOAL, type AdminFigures } from './admin.ts';
import type { ApiResult } from './api.ts';
import type { BenchData } from './data.ts';
import {
  EXPORT_GOAL_SECONDS,
  type FinanceFigures,
  REPORT_CONNECTIONS,
  REPORT_P99_GOAL_MS,
} from './finance.ts';
import type { MemberFigures } from './members.ts';
import type { MemoryFigures } from './memory.ts';
import { HOME_JS_GOAL, HOME_TRANSFER_GOAL, type PageType, type Scores, type Weights } from './pages.ts';
import { SERVING_P99_GOAL_MS, SERVING_RATIO_GOAL, type ServingResult } from './serving.ts';
import type { BuildFigures, SaveToLive } from './site.ts';

export interface PageResult extends PageType {
  weights: Weights;
  scores: Scores | null;
  /** Performance alone (median of BUSY_CORE_RUNS) while a child process keeps one core busy. */
  busyCore: Scores | null;
  /** Text pages must ship no React and no script file; the home page has a JS budget. */
  textPage: boolean;
  /** The machine's 1-minute load average as Lighthouse started. */
  load: number;
  error?: string;
}

export interface BenchResults {
  startedAt: string;
  seconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    /** Load averages (1, 5, 15 minutes): work of other processes skews every figure. */
    loadAtStart: number[];
    loadAtEnd: number[];
  };
  data: { demo: BenchData; large: BenchData };
  /** Lighthouse runs per page; the scores are the median run's. */
  lighthouseRuns: number;
  api: ApiResult[];
  site: {
    demoCold: BuildFigures;
    cold: BuildFigures;
    afterEdit: BuildFigures;
    saveToLiveDemo: SaveToLive[];
    saveToLive: SaveToLive[];
  };
  pages: PageResult[];
  /** The live release served under load: the ping, then prebuilt pages. */
  serving: ServingResult[];
  admin: AdminFigures;
  finance: FinanceFigures;
  members?: MemberFigures;
  /** API, build and database together during a cold build (memory.ts). */
  memory?: { small: MemoryFigures; defaults: MemoryFigures };
}

export interface Row {
  part: string;
  measure: string;
  result: string;
  goal: string;
  /** undefined: no goal. */
  met?: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (seconds: number) => `${seconds.toFixed(1)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;

function apiRows(api: ApiResult[]): Row[] {
  return api.map((r) => ({
    part: 'API',
    measure: r.name,
    result:
      `${Math.round(r.requestsPerSecond)} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms · galat ${r.errors}` +
      (r.kind === 'baseline' ? '' : ` · ${Math.round(r.ratio * 100)}% baseline`),
    goal:
      r.kind === 'public'
        ? '≥ 40% baseline, p99 < 50 ms, 0 galat'
        : r.kind === 'admin'
          ? 'p99 < 100 ms, 0 galat'
          : '0 galat',
    met: r.goalMet,
  }));
}

function financeRows(f: FinanceFigures, median: (v: number[]) => number, rows: number): Row[] {
  const exportSeconds = median(f.exportSeconds);
  return [
    {
      part: 'Keuangan',
      measure: `laporan tahunan (${rows} transaksi, ${REPORT_CONNECTIONS} pengguna)`,
      result: `${Math.round(f.requestsPerSecond)} req/s · p50 ${f.p50} ms · p99 ${f.p99} ms · galat ${f.errors}`,
      goal: `p99 < ${REPORT_P99_GOAL_MS} ms, 0 galat`,
      met: f.p99 < REPORT_P99_GOAL_MS && f.errors === 0,
    },
    ...(f.uncached
      ? [
          {
            part: 'Keuangan',
            measure: `laporan tahunan tanpa cache baca (${REPORT_CONNECTIONS} pengguna)`,
            result:
              `${Math.round(f.uncached.requestsPerSecond)} req/s · p50 ${f.uncached.p50} ms · ` +
              `p99 ${f.uncached.p99} ms · galat ${f.uncached.errors}`,
            goal: '—',
          },
        ]
      : []),
    {
      part: 'Keuangan',
      measure: `ekspor CSV (${f.exportRows} baris, ${kb(f.exportBytes)})`,
      result: `median ${exportSeconds.toFixed(2)} s; semua: ${f.exportSeconds.map((s) => s.toFixed(2)).join(', ')}`,
      goal: `< ${EXPORT_GOAL_SECONDS} s`,
      met: exportSeconds < EXPORT_GOAL_SECONDS,
    },
  ];
}

/** Goals of the time from a save to its new HTML served (issue: fast path). */
export const SAVE_TO_LIVE_GOAL_DEMO_S = 1.5;
export const SAVE_TO_LIVE_GOAL_S = 2;

/**
 * The time from a save to its HTML served, at demo size and at `pages`: the median with the publisher's
 * quiet period in it, and every run.
 */
export function saveToLiveRows(
  demo: SaveToLive[],
  large: SaveToLive[],
  pages: number,
  median: (v: number[]) => number,
): Row[] {
  const spread = (runs: SaveToLive[]) => {
    const wait = median(runs.map((r) => r.waitSeconds ?? Number.NaN));
    return (
      `median ${median(runs.map((r) => r.seconds)).toFixed(2)} s (tunggu ${wait.toFixed(2)}); ` +
      `semua: ${runs.map((r) => r.seconds.toFixed(2)).join(', ')}`
    );
  };
  const met = (runs: SaveToLive[], goal: number) => median(runs.map((r) => r.seconds)) <= goal;
  return [
    {
      part: 'Situs',
      measure: 'simpan → tayang (demo)',
      result: spread(demo),
      goal: `≤ ${sec(SAVE_TO_LIVE_GOAL_DEMO_S)}`,
      met: met(demo, SAVE_TO_LIVE_GOAL_DEMO_S),
    },
    {
      part: 'Situs',
      measure: `simpan → tayang (${pages} hlm)`,
      result: spread(large),
      goal: `≤ ${sec(SAVE_TO_LIVE_GOAL_S)}`,
      met: met(large, SAVE_TO_LIVE_GOAL_S),
    },
  ];
}

function siteRows(site: BenchResults['site'], median: (v: number[]) => number, pages: number): Row[] {
  const peak = Math.max(site.cold.peakMb ?? 0, site.afterEdit.peakMb ?? 0, site.demoCold.peakMb ?? 0);
  return [
    {
      part: 'Situs',
      measure: `build dingin demo (${site.demoCold.pages} hlm)`,
      result: `${sec(site.demoCold.seconds)} · ${site.demoCold.pagesPerSecond.toFixed(0)} hlm/s`,
      goal: '—',
    },
    {
      part: 'Situs',
      measure: `build dingin (${pages} hlm)`,
      result: `${sec(site.cold.seconds)} · ${site.cold.pagesPerSecond.toFixed(0)} hlm/s`,
      goal: '< 30 s',
      met: site.cold.seconds < 30,
    },
    {
      part: 'Situs',
      measure: 'rebuild setelah 1 suntingan',
      result: sec(site.afterEdit.seconds),
      goal: '—',
    },
    ...saveToLiveRows(site.saveToLiveDemo, site.saveToLive, pages, median),
    {
      part: 'Situs',
      measure: 'memori puncak build',
      result: peak ? `${peak} MB` : 'tidak terbaca',
      goal: '—',
    },
  ];
}

export function servingRows(serving: ServingResult[]): Row[] {
  return serving.map((r, i) => ({
    part: 'Sajian',
    measure: `${r.name} ${r.path}`,
    result:
      `${Math.round(r.requestsPerSecond)} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms · galat ${r.errors}` +
      (i === 0 ? '' : ` · ${Math.round(r.ratio * 100)}% ping`) +
      ` · CPU server ${Math.round(r.cpuMicros)} µs/permintaan`,
    goal:
      i === 0
        ? '0 galat'
        : `≥ ${Math.round(SERVING_RATIO_GOAL * 100)}% ping, p99 ≤ ${SERVING_P99_GOAL_MS} ms, 0 galat`,
    met: r.goalMet,
  }));
}

export function pageRows(pages: PageResult[]): Row[] {
  return pages.map((p) => {
    const w = p.weights;
    const s = p.scores;
    const busy = p.busyCore;
    const weights =
      `terkirim ${kb(w.transferred)} (HTML ${kb(w.html)} · CSS ${kb(w.css)} · JS ${kb(w.js)} · ` +
      `gambar ${kb(w.images)}) · berkas skrip ${w.scripts} · React ${w.react ? 'ya' : 'tidak'} · ` +
      `panggilan API ${w.apiCalls}`;
    const scores = s
      ? ` · LH ${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo} · LCP ${ms(s.lcpMs)} · ` +
        `TBT ${ms(s.tbtMs)} · CLS ${s.cls.toFixed(3)}`
      : ` · Lighthouse gagal: ${p.error ?? '?'}`;
    const busyScores = busy
      ? ` · 1 inti sibuk: LH ${busy.performance} · LCP ${ms(busy.lcpMs)} · TBT ${ms(busy.tbtMs)}`
      : '';
    const lighthouseMet =
      !!s &&
      s.performance >= 95 &&
      s.accessibility === 100 &&
      s.bestPractices === 100 &&
      s.seo === 100 &&
      !!busy &&
      busy.performance >= 95;
    const home = p.path === '/';
    const extraGoal = home
      ? `, JS ≤ ${kb(HOME_JS_GOAL)}, terkirim ≤ ${kb(HOME_TRANSFER_GOAL)}, tanpa panggilan API`
      : p.textPage
        ? ', tanpa React dan berkas skrip'
        : '';
    const extraMet = home
      ? w.js <= HOME_JS_GOAL && w.transferred <= HOME_TRANSFER_GOAL && w.apiCalls === 0
      : p.textPage
        ? !w.react && w.scripts === 0
        : true;
    return {
      part: 'Halaman',
      measure: p.name,
      result: weights + scores + busyScores,
      goal: `LH ≥95/100/100/100 (juga dengan 1 inti sibuk)${extraGoal}`,
      met: lighthouseMet && extraMet,
    };
  });
}

export function tableRows(results: BenchResults, median: (v: number[]) => number): Row[] {
  const pages = results.data.large.counts.artikel + results.data.large.counts.kegiatan;
  return [
    ...apiRows(results.api),
    ...financeRows(results.finance, median, results.data.large.counts.transaksi),
    ...siteRows(results.site, median, pages),
    ...servingRows(results.serving),
    ...pageRows(results.pages),
    {
      part: 'Admin',
      measure: 'JS /login terkirim',
      result: `${kb(results.admin.loginJs)} (semua ${kb(results.admin.loginTransferred)})`,
      goal: `< ${kb(ADMIN_JS_GOAL)}`,
      met: results.admin.loginJs < ADMIN_JS_GOAL,
    },
    {
      part: 'Admin',
      measure: 'JS dasbor pertama terkirim',
      result: `${kb(results.admin.dashboardJs)} (semua ${kb(results.admin.dashboardTransferred)})`,
      goal: `< ${kb(ADMIN_JS_GOAL)}`,
      met: results.admin.dashboardJs < ADMIN_JS_GOAL,
    },
  ];
}

export function renderTable(rows: Row[]): string {
  const header: Row = { part: 'Bagian', measure: 'Ukuran', result: 'Hasil', goal: 'Sasaran' };
  const cells = (row: Row) => [
    row.part,
    row.measure,
    row.result,
    row.goal,
    row === header ? 'OK?' : row.met === undefined ? '' : row.met ? 'ya' : 'TIDAK',
  ];
  const all = [header, ...rows].map(cells);
  const widths = all[0].map((_, i) => Math.max(...all.map((line) => line[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
}

/** Writes the figures (and the table's rows) as `bench/results/<time>.json`; returns the file. */
export function writeResults(root: string, results: BenchResults, rows: Row[]): string {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
  return file;
}
