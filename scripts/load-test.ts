// `npm run test:load`: for LOAD_SECONDS (60) seconds, 200 concurrent public readers and 10 concurrent staff
// writers (creating and editing articles, transactions with inventory links, and members) against the real
// server started in this process, with publishing on so site rebuilds run meanwhile (a fast stand-in build
// that reads the same API). The readers ask for API answers and for the static pages of the release the
// rebuilds keep swapping. Passes when no request failed, every page arrived whole, every acknowledged
// write is in the database with the right content, every inventory count matches its transactions and no
// rebuild failed.
//
// Its own database on TEST_DATABASE_URL's server when set, else a private MariaDB under .data/mariadb-load
// (or DATABASE_URL's server); temporary upload and site folders. Exits 1 on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, createImageStore, createStorage, hashPassword, loadConfig } from '@gkj/api';
import { createDb, dropDatabase, ensureDatabase, migrateToLatest, openDatabaseServer } from '@gkj/db';
import { seedDemo } from '@gkj/seed';
import { liveLink } from '@gkj/site-release';
import { sql } from 'kysely';
import { lastJsonLine } from './child-output.ts';
import { newLedger, runStaffWriter } from './load/staff-writer.ts';
import { type SharedItem, verifyAfterLoad } from './load/verify.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READERS = 200;
const WRITERS = 10;
// The publisher's own test stand-in for `astro build`: same API reads, same pages, in milliseconds.
const FAKE_BUILD = path.join(root, 'api', 'test', 'support', 'publisher-fake-build.ts');
const started = performance.now();
const progress = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface ReaderFigures {
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers to static page requests, and those that were not a whole page. */
  pages: number;
  brokenPages: number;
}

function runReaders(url: string, paths: string[]): Promise<ReaderFigures> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load', 'public-readers.ts')], {
    env: {
      ...process.env,
      LOAD_URL: url,
      LOAD_PATHS: JSON.stringify(paths),
      LOAD_CONNECTIONS: String(READERS),
      LOAD_SECONDS: String(SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return lastJsonLine<ReaderFigures>(
    child,
    (code) => `Pembaca publik berhenti dengan kode ${code} tanpa hasil.`,
  );
}

const server = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await openDatabaseServer({ projectRoot: root, folder: 'mariadb-load', port: 3310 });
// Always a database of its own, dropped afterwards: never one DATABASE_URL names.
const name = `${process.env.TEST_DATABASE_PREFIX ?? 'gkj_test'}_load`;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gkj-load-'));
let failed = true;
try {
  await dropDatabase(server.url, name);
  await ensureDatabase(server.url, name);
  const databaseUrl = `${server.url}/${name}`;
  const db = createDb(databaseUrl);
  progress('Database demo…');
  await migrateToLatest(db);
  const images = createImageStore(
    createStorage({
      uploadDir: path.join(workDir, 'uploads'),
      privateUploadDir: path.join(workDir, 'private-uploads'),
      s3: undefined,
    }),
  );
  await seedDemo(db, {
    storeImage: images.storeImage,
    storePdf: images.storePdf,
    copyImage: images.copyImage,
    hashPassword,
    demoPassword: 'girimarto',
  });
  const items: SharedItem[] = [];
  for (const nama of ['Kursi Lipat', 'Meja Panjang', 'Sound System']) {
    const initial = 100_000;
    const values = {
      nama_inventaris: `${nama} (uji beban)`,
      jenis_inventaris: 'Perabot',
      jumlah_inventaris: initial,
      lokasi_inventaris: 'Induk Girimarto' as const,
    };
    items.push({
      id: Number((await db.insertInto('inventaris').values(values).executeTakeFirstOrThrow()).insertId),
      initial,
    });
  }

  process.env.SITE_BUILD_COMMAND = JSON.stringify([process.execPath, FAKE_BUILD]);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'load-test-secret-that-is-long-enough-for-hs256',
    // The folders the demo's images were stored in, whatever the environment names.
    STORAGE: 'local',
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(workDir, 'private-uploads'),
    SITE_DIR: path.join(workDir, 'site'),
    PUBLISH: 'on',
    PUBLISH_DEBOUNCE_MS: '1000',
    REBUILD_HOOK_URL: '',
    LOG_LEVEL: 'error',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Server uji beban tidak mendapat port.');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  try {
    const tokens: string[] = [];
    for (let i = 1; i <= WRITERS; i++) {
      const user = {
        username_user: `petugas${i}`,
        password_user: 'tidak-dipakai',
        telp_user: '0812',
        id_role: 1,
      };
      const id = Number((await db.insertInto('user').values(user).executeTakeFirstOrThrow()).insertId);
      tokens.push(await app.issueToken({ id_user: id, nama_role: 'admin' }));
    }
    const artikel = await db.selectFrom('artikel').select('id_artikel').limit(8).execute();
    const kegiatan = await db.selectFrom('kegiatan_gereja').select('id_kegiatan_gereja').limit(5).execute();
    const paths = [
      '/api/konten-situs',
      '/api/artikel?page=1&per_page=10',
      '/api/artikel?jenis=renungan&q=kasih',
      '/api/kegiatan-dengan-thumbnail',
      '/api/kegiatan-gereja?page=1',
      '/api/list-struktur',
      '/api/konten/recent',
      '/api/jadwal-ibadah-lokasi/Induk%20Girimarto',
      '/api/jadwal-ibadah-lokasi/Pepanthan%20Simpar',
      ...artikel.map((row) => `/api/artikel/${row.id_artikel}`),
      ...kegiatan.flatMap((row) => [
        `/api/kegiatan-gereja/${row.id_kegiatan_gereja}`,
        `/api/gambar-kegiatan/by-kegiatan/${row.id_kegiatan_gereja}`,
      ]),
      // The live release's pages, which every rebuild during the load swaps for a new one.
      '/',
      '/kegiatan',
      '/profile',
      '/visi-misi',
      ...artikel.slice(0, 4).map((row) => `/artikel/${row.id_artikel}`),
      ...kegiatan.slice(0, 3).map((row) => `/kegiatan/${row.id_kegiatan_gereja}`),
    ];
    // The first build (nothing was live yet) goes live before the readers start asking for pages.
    for (let waited = 0; !existsSync(liveLink(config.siteDir)); waited += 100) {
      if (waited > 60_000) throw new Error('Build situs pertama tidak tayang dalam 60 detik.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    progress(`Beban: ${READERS} pembaca publik, ${WRITERS} petugas, ${SECONDS} detik, build situs berjalan…`);
    const ledger = newLedger();
    const { rows: clock } = await sql<{ now: string }>`SELECT NOW(3) AS now`.execute(db);
    const loadStartedAt = clock[0].now;
    const deadline = Date.now() + SECONDS * 1000;
    const [readers] = await Promise.all([
      runReaders(baseUrl, paths),
      ...tokens.map((token, i) =>
        runStaffWriter({
          baseUrl,
          token,
          name: `Petugas ${i + 1}`,
          items: items.map((item) => item.id),
          deadline,
          ledger,
        }),
      ),
    ]);

    progress('Memeriksa hasil…');
    const builds = await db.selectFrom('site_build').select(['status', 'error', 'started_at']).execute();
    const live = builds.filter((build) => build.status === 'live').length;
    const duringLoad = builds.filter((build) => build.started_at && build.started_at >= loadStartedAt).length;
    const failedBuilds = builds.filter((build) => build.status === 'failed');
    const problems = [
      ...ledger.errors.map((error) => `penulisan gagal: ${error}`),
      ...(await verifyAfterLoad(db, ledger, items)),
      ...failedBuilds.map((build) => `build situs gagal: ${build.error}`),
    ];
    if (readers.brokenPages > 0) problems.push(`pembaca publik: ${readers.brokenPages} halaman tidak utuh`);
    if (readers.pages === 0) problems.push('pembaca publik: tidak ada halaman statis yang terbaca');
    if (readers.non2xx + readers.errors + readers.timeouts > 0) {
      problems.push(
        `pembaca publik: ${readers.non2xx} jawaban bukan 2xx, ${readers.errors} galat, ${readers.timeouts} habis waktu`,
      );
    }
    if (live === 0 || !existsSync(liveLink(config.siteDir)))
      problems.push('tidak ada build situs yang tayang');
    // A steady stream of changes builds at least every 30 s (the publisher's longest wait).
    if (duringLoad === 0 && SECONDS >= 35) problems.push('tidak ada build situs yang berjalan selama beban');

    const acknowledged = ledger.artikel.size + ledger.transaksi.size + ledger.jemaat.size;
    console.log(
      [
        '',
        `Pembaca publik   ${readers.requests} permintaan dilayani (${readers.perSecond}/detik), p50 ${readers.p50} ms, p99 ${readers.p99} ms, maks ${readers.max} ms`,
        `                 termasuk ${readers.pages} halaman statis dari rilis yang sedang ditukar, ${readers.brokenPages} tidak utuh`,
        `Petugas          ${ledger.creates} data baru + ${ledger.edits} perubahan diterima; ${acknowledged} data diperiksa isinya`,
        `                 (${ledger.artikel.size} artikel, ${ledger.transaksi.size} transaksi, ${ledger.jemaat.size} jemaat); ${ledger.staleRefused} simpan usang ditolak 409`,
        `Inventaris       ${items.length} barang bersama, jumlahnya cocok dengan transaksinya: ${problems.some((p) => p.startsWith('inventaris')) ? 'tidak' : 'ya'}`,
        `Build situs      ${live} tayang (${duringLoad} dimulai selama beban), ${failedBuilds.length} gagal`,
        '',
        problems.length === 0 ? 'Uji beban lulus.' : `Uji beban GAGAL (${problems.length} masalah):`,
        ...problems.slice(0, 30).map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    failed = problems.length > 0;
  } finally {
    // Let a build that is still reading the API finish, so closing does not cut its requests off.
    for (let waited = 0; waited < 20_000; waited += 250) {
      const busy = await db
        .selectFrom('site_build')
        .select('id_build')
        .where('status', '=', 'building')
        .executeTakeFirst();
      if (!busy) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await app.close();
    await db.destroy();
  }
} catch (error) {
  console.error(`Uji beban tidak dapat dijalankan: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await dropDatabase(server.url, name).catch(() => {});
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
  progress('Selesai.');
}
process.exit(failed ? 1 : 0);
