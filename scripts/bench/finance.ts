// Finance at 50,000 transactions: the treasurer's year report under 10 users at once (autocannon, in its
// own process like the other API rows), and the CSV export of every transaction, timed from the request
// until its last byte has arrived.
import { loadavg } from 'node:os';
import { autocannon } from './api.ts';

export const REPORT_CONNECTIONS = 10;
export const REPORT_P99_GOAL_MS = 200;
export const EXPORT_GOAL_SECONDS = 2;
const EXPORT_RUNS = 3;

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface FinanceFigures {
  reportPath: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  load: number;
  exportRows: number;
  exportBytes: number;
  /** Seconds of each export run; the table shows the median. */
  exportSeconds: number[];
  /** The same report with the read cache off: every request sums in the database. */
  uncached?: LoadFigures;
}

const reportPathFor = (year: number) => `/api/laporan-keuangan?dari=${year}-01-01&sampai=${year}-12-31`;

/** The year report under 10 users for 10 s. */
export async function loadReport(baseUrl: string, token: string, year: number): Promise<LoadFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(baseUrl + reportPathFor(year), { headers });
  if (!check.ok) throw new Error(`${reportPathFor(year)} menjawab ${check.status} sebelum diuji.`);
  const raw = await autocannon(baseUrl + reportPathFor(year), headers, 10, REPORT_CONNECTIONS);
  return {
    requestsPerSecond: raw.requests.average,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    errors: raw.errors + raw.timeouts + raw.non2xx,
  };
}

async function timedExport(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`Ekspor CSV menjawab ${response.status}.`);
  let bytes = 0;
  let lines = 0;
  // Read as it streams: counting newlines, never holding the file.
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1 };
}

export async function benchFinance(
  baseUrl: string,
  token: string,
  year: number,
  progress: (line: string) => void,
): Promise<FinanceFigures> {
  const load = loadavg()[0];
  const report = await loadReport(baseUrl, token, year);
  progress(`  laporan tahunan: ${Math.round(report.requestsPerSecond)} req/s, p99 ${report.p99} ms`);
  const runs = [];
  for (let i = 0; i < EXPORT_RUNS; i++)
    runs.push(await timedExport(`${baseUrl}/api/keuangan-gereja/ekspor?format=csv`, token));
  progress(`  ekspor CSV: ${runs.map((r) => r.seconds.toFixed(2)).join(', ')} s, ${runs[0].rows} baris`);
  return {
    reportPath: reportPathFor(year),
    ...report,
    load,
    exportRows: runs[0].rows,
    exportBytes: runs[0].bytes,
    exportSeconds: runs.map((r) => r.seconds),
  };
}
