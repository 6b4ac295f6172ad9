// `npm run bench`: measures the product on a large data set and prints one table (figures, goals, met or
// not); the same figures go to bench/results/<time>.json. Never part of `npm test`.
//
// Everything is its own: a private MariaDB under .data/mariadb-bench (or DATABASE_URL's server) with two
// fresh databases, temporary upload and site folders, and the server started in this process.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInJakarta } from '@gkj/seed/dates';
import { buildAdminIfChanged } from '../build-admin.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { benchAdmin } from './admin.ts';
import { progressFrom, reportFailure } from './alone.ts';
import { apiRoutes, benchApi } from './api.ts';
import { benchImages, createBenchData, openBenchServer } from './data.ts';
import { benchFinance, loadReport } from './finance.ts';
import { benchMembers, benchStatistics, memberRows } from './members.ts';
import { benchMemory, memoryRows, smallServerSettings } from './memory.ts';
import { measurePageTypes, pageTypes } from './pages.ts';
import { type BenchServer, signIn, startServer } from './server.ts';
import { benchServing, servedPages } from './serving.ts';
import { coldBuild, measuredBuild, median, saveTitle, saveToLive } from './site.ts';
import { type BenchResults, renderTable, tableRows, writeResults } from './table.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const started = performance.now();
const loadAtStart = os.loadavg();
const progress = progressFrom(started);

async function withServer<T>(
  options: Parameters<typeof startServer>[0],
  work: (s: BenchServer) => Promise<T>,
) {
  const server = await startServer(options);
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

async function measurePages(server: BenchServer, ids: { artikel: number; kegiatan: number; warta: number }) {
  const browser = await launchBrowser();
  try {
    const pages = await measurePageTypes(browser, server.url, pageTypes(ids), LIGHTHOUSE_RUNS, progress);
    return { pages, admin: await benchAdmin(browser, server.url) };
  } finally {
    await browser.close();
  }
}

let databaseServer = await openBenchServer(root);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gkj-bench-'));
try {
  const startedAt = new Date().toISOString();
  // The admin rows weigh the built dashboard, so a fresh clone needs it built first.
  await buildAdminIfChanged(progress);
  const today = todayInJakarta();
  const images = benchImages(workDir);
  progress('Data: database demo…');
  // BENCH_DATABASE_PREFIX keeps two runs on one shared server (DATABASE_URL) out of each other's way.
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'gkj_bench';
  const demo = await createBenchData(databaseServer.url, `${prefix}_demo`, { large: false, images, today });
  progress('Data: database besar (3.000 halaman, 20.000 jemaat, 50.000 transaksi, 2.000 jadwal)…');
  const large = await createBenchData(databaseServer.url, `${prefix}_large`, { large: true, images, today });
  progress(`Data siap dalam ${(demo.seconds + large.seconds).toFixed(1)} s: ${JSON.stringify(large.counts)}`);
  const ids = {
    artikel: Math.ceil(large.counts.artikel / 2),
    kegiatan: Math.ceil(large.counts.kegiatan / 2),
    // The seed's bulletins go in oldest first: the first is published.
    warta: 1,
  };
  const editedId = ids.artikel + 1;

  const largeSite = { databaseUrl: large.databaseUrl, workDir, siteDir: path.join(workDir, 'site-besar') };
  const demoSite = { databaseUrl: demo.databaseUrl, workDir, siteDir: path.join(workDir, 'site-demo') };

  const { api, finance, cold, afterEdit } = await withServer(
    { ...largeSite, publish: false },
    async (server) => {
      const { token } = await signIn(server.url);
      progress('API: autocannon, 50 koneksi, 10 s per rute…');
      const api = await benchApi(server.url, apiRoutes(ids), token, progress);
      // Last year is a whole year of the large book (it spans the past ten years).
      progress('Keuangan: laporan tahunan (10 koneksi, 10 s) dan ekspor CSV…');
      const finance = await benchFinance(server.url, token, Number(today.slice(0, 4)) - 1, progress);
      progress('Situs: build dingin (3.000 halaman)…');
      const cold = await coldBuild(server);
      progress(`  ${cold.seconds.toFixed(1)} s, ${cold.pages} halaman, puncak ${cold.peakMb} MB`);
      await saveTitle(server.url, token, editedId, `Judul sesudah satu suntingan ${Date.now()}`);
      progress('Situs: rebuild setelah satu suntingan…');
      const afterEdit = await measuredBuild(server);
      progress(`  ${afterEdit.seconds.toFixed(1)} s`);
      return { api, finance, cold, afterEdit };
    },
  );
  // The row above is the product as configured (sums kept for READ_CACHE_MS); this one sums every time.
  finance.uncached = await withServer(
    { ...largeSite, publish: false, env: { READ_CACHE_MS: '0' } },
    async (server) => {
      progress('Keuangan: laporan tahunan tanpa cache baca…');
      const figures = await loadReport(
        server.url,
        (await signIn(server.url)).token,
        Number(today.slice(0, 4)) - 1,
      );
      progress(`  ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms`);
      return figures;
    },
  );

  // As the product runs, then with the read cache off (every statistics request counted in SQL).
  const pendeta = async (server: BenchServer) => (await signIn(server.url, 'pendeta')).token;
  const members = await withServer({ ...largeSite, publish: false }, async (server) =>
    benchMembers(server.url, await pendeta(server), progress),
  );
  members.uncached = await withServer(
    { ...largeSite, publish: false, env: { READ_CACHE_MS: '0' } },
    async (server) => benchStatistics(server.url, await pendeta(server), progress),
  );

  const { saveToLiveLarge, serving, pages, admin } = await withServer(
    { ...largeSite, publish: true },
    async (server) => {
      progress('Situs: simpan → tayang, 5 kali (3.000 halaman)…');
      const { token } = await signIn(server.url);
      const saveToLiveLarge = await saveToLive(server, token, editedId);
      progress(`  ${saveToLiveLarge.map((r) => r.seconds.toFixed(1)).join(', ')} s`);
      progress('Sajian: halaman jadi di bawah beban (50 koneksi, 3 putaran × 4 s per halaman)…');
      const serving = await benchServing(server.url, servedPages(ids), progress);
      progress('Halaman: berat unduhan dan Lighthouse mobile…');
      return { saveToLiveLarge, serving, ...(await measurePages(server, ids)) };
    },
  );

  progress('Situs demo: build dingin…');
  const demoCold = await withServer({ ...demoSite, publish: false }, coldBuild);
  const saveToLiveDemo = await withServer({ ...demoSite, publish: true }, async (server) => {
    progress('Situs demo: simpan → tayang, 5 kali…');
    return saveToLive(server, (await signIn(server.url)).token, 1);
  });

  // Last, the memory of a small server: the database restarted with its buffer pool (the data stays on disk),
  // then a cold build of the large site with the product's defaults and with the 1 GB settings.
  const small = smallServerSettings();
  await databaseServer.stop();
  process.env.MARIADB_BUFFER_POOL_MB = small.MARIADB_BUFFER_POOL_MB;
  databaseServer = await openBenchServer(root);
  const memoryRun = {
    ...largeSite,
    siteDir: path.join(workDir, 'site-memori'),
    databasePid: databaseServer.pid,
  };
  const memory = await benchMemory(memoryRun, small, progress);

  const results: BenchResults = {
    startedAt,
    seconds: (performance.now() - started) / 1000,
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? '?',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart,
      loadAtEnd: os.loadavg(),
    },
    data: { demo, large },
    lighthouseRuns: LIGHTHOUSE_RUNS,
    api,
    site: { demoCold, cold, afterEdit, saveToLiveDemo, saveToLive: saveToLiveLarge },
    pages,
    serving,
    admin,
    finance,
    members,
    memory,
  };
  const rows = [
    ...tableRows(results, median),
    ...memberRows(members, large.counts.jemaat),
    ...memoryRows(memory.small, memory.defaults),
  ];
  console.log(renderTable(rows));
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  console.log(
    `\nMesin: ${results.machine.cpus} CPU, ${results.machine.memoryGb} GB, Node ${process.version}; beban ` +
      `(load average 1/5/15 menit) di awal ${load(loadAtStart)}, di akhir ${load(results.machine.loadAtEnd)}. ` +
      `Skor Lighthouse: median dari ${LIGHTHOUSE_RUNS} kali per halaman (BENCH_LIGHTHOUSE_RUNS).`,
  );
  const file = writeResults(root, results, rows);
  console.log(
    `\nSelesai dalam ${(results.seconds / 60).toFixed(1)} menit; angka lengkap di ${path.relative(root, file)}.`,
  );
} catch (error) {
  reportFailure(error);
} finally {
  rmSync(workDir, { recursive: true, force: true });
  await databaseServer.stop();
}
