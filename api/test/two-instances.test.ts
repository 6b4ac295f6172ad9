// Two API server processes on one database and one set of folders (uploads, finance receipts, site), as two
// instances behind a load balancer: a write on either is read on the other, a burst of edits over both
// builds the site one build at a time (the database's build claim), the sign-in throttle counts the
// failures of both, and the read cache of one shows the other's write within READ_CACHE_MS. A server
// killed mid-build leaves its build to the one still running.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, workerDatabase } from './support/app.ts';
import { smallPng } from './support/images.ts';
import { FAKE_BUILD_COMMAND, hangingBuildPid, processAlive, waitFor } from './support/publisher-helpers.ts';
import { type ServerProcess, serverProcesses, sharedFolders } from './support/server-processes.ts';
import { createUser, TEST_PASSWORD } from './support/users.ts';

const { db, url } = await workerDatabase();
const servers = serverProcesses();
const dir = mkdtempSync(path.join(tmpdir(), 'gkj-two-instances-'));
const buildLog = path.join(dir, 'builds.log');
const READ_CACHE_MS = 2000;
let a: ServerProcess;
let b: ServerProcess;

/** One instance; every instance started here shares the database and the folders. */
function startInstance(env: Record<string, string> = {}): Promise<ServerProcess> {
  return servers.start({
    DATABASE_URL: url,
    ...sharedFolders(dir),
    PUBLISH: 'on',
    PUBLISH_DEBOUNCE_MS: '300',
    // A small real build that logs when it starts and ends, and takes long enough to overlap if it could.
    SITE_BUILD_COMMAND: FAKE_BUILD_COMMAND,
    FAKE_BUILD_MODE: 'ok',
    FAKE_BUILD_LOG: buildLog,
    FAKE_BUILD_DELAY_MS: '300',
    SITE_BUILD_CLAIM_MS: '3000',
    READ_CACHE_MS: String(READ_CACHE_MS),
    TWO_FACTOR_ROLES: 'none',
    SCHEDULE_CHECK_MS: '60000',
    ...env,
  });
}

/** Resolves once some build was made and nothing is queued or building, with every build row. */
const buildsSettled = () =>
  waitFor(
    'the builds to settle',
    async () => {
      const rows = await db.selectFrom('site_build').selectAll().orderBy('id_build').execute();
      return rows.length > 0 && rows.every((row) => row.status === 'live' || row.status === 'failed') && rows;
    },
    60_000,
  );

beforeAll(async () => {
  await emptyDatabase(db);
  [a, b] = await Promise.all([startInstance(), startInstance()]);
  // Both start on an empty site folder and owe its first build: one of them makes it.
  const [first] = await buildsSettled();
  expect(first).toMatchObject({ status: 'live', pemicu: 'Situs publik belum pernah dibangun' });
}, 120_000);
afterAll(async () => {
  await servers.stopAll();
  rmSync(dir, { recursive: true, force: true });
});

async function call(server: ServerProcess, method: string, route: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const payload = body instanceof FormData || body === undefined ? body : JSON.stringify(body);
  return fetch(new URL(route, server.url), { method, headers, body: payload });
}

const signIn = (server: ServerProcess, username: string, password: string) =>
  call(server, 'POST', '/api/login', undefined, { username_user: username, password });

/** A fresh admin, signed in on `server`; the token serves on every instance. */
async function adminToken(server: ServerProcess): Promise<string> {
  const user = await createUser(db, 'admin');
  const response = await signIn(server, user.username_user, TEST_PASSWORD);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const form = (fields: Record<string, string>, file?: { field: string; data: Buffer }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set(file.field, new Blob([file.data], { type: 'image/png' }), 'nota.png');
  return body;
};

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

interface Artikel {
  id_artikel: number;
  judul_artikel: string;
  updated_at: string;
}
const ARTIKEL = { jenis_artikel: 'berita', isi_artikel: 'Isi berita.' };

describe('two instances on one database and one set of folders', () => {
  it('read on one what was written on the other: articles, finance records and their receipts', async () => {
    const token = await adminToken(a);
    const created = await json<{ data: Artikel }>(
      await call(a, 'POST', '/api/artikel', token, form({ ...ARTIKEL, judul_artikel: 'Dibuat di A' })),
      201,
    );
    const id = created.data.id_artikel;
    const onB = await json<Artikel>(await call(b, 'GET', `/api/artikel/${id}`, token), 200);
    expect(onB.judul_artikel).toBe('Dibuat di A');

    const edit = { ...ARTIKEL, judul_artikel: 'Diubah di B', updated_at: onB.updated_at };
    await json(await call(b, 'PUT', `/api/artikel/${id}`, token, form(edit)), 200);
    expect((await json<Artikel>(await call(a, 'GET', `/api/artikel/${id}`, token), 200)).judul_artikel).toBe(
      'Diubah di B',
    );
    // A save on A from the version read before B's edit is refused: the stale check spans instances too.
    const stale = { ...ARTIKEL, judul_artikel: 'Versi lama', updated_at: onB.updated_at };
    expect(
      (await json<{ code: string }>(await call(a, 'PUT', `/api/artikel/${id}`, token, form(stale)), 409))
        .code,
    ).toBe('STALE_RECORD');

    await json(await call(a, 'DELETE', `/api/artikel/${id}`, token), 200);
    expect((await call(b, 'GET', `/api/artikel/${id}`, token)).status).toBe(404);

    const receipt = await smallPng();
    const transaksi = await json<{ data: { id_transaksi: number; bukti_transaksi: string } }>(
      await call(
        b,
        'POST',
        '/api/keuangan-gereja',
        token,
        form(
          {
            tanggal_transaksi: '2026-03-01',
            nama_transaksi: 'Persembahan Minggu',
            jenis_transaksi: 'pemasukan',
            jumlah_transaksi: '1250000',
          },
          { field: 'bukti_transaksi', data: receipt },
        ),
      ),
      201,
    );
    const { id_transaksi, bukti_transaksi } = transaksi.data;
    expect(await json(await call(a, 'GET', `/api/keuangan-gereja/${id_transaksi}`, token), 200)).toEqual(
      transaksi.data,
    );
    const [fromA, fromB] = await Promise.all([
      call(a, 'GET', bukti_transaksi, token),
      call(b, 'GET', bukti_transaksi, token),
    ]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    const bytes = Buffer.from(await fromA.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.equals(Buffer.from(await fromB.arrayBuffer()))).toBe(true);
  }, 60_000);

  it('turns a burst of edits over both into builds that never overlap, the last edit live on both', async () => {
    await buildsSettled();
    writeFileSync(buildLog, '');
    const before = (await db.selectFrom('site_build').select('id_build').execute()).length;
    const token = await adminToken(b);
    let saved = (
      await json<{ data: Artikel }>(
        await call(a, 'POST', '/api/artikel', token, form({ ...ARTIKEL, judul_artikel: 'Versi 0' })),
        201,
      )
    ).data;
    const EDITS = 12;
    for (let i = 1; i <= EDITS; i++) {
      const server = i % 2 === 0 ? a : b;
      const edit = { ...ARTIKEL, judul_artikel: `Versi ${i}`, updated_at: saved.updated_at };
      saved = (
        await json<{ data: Artikel }>(
          await call(server, 'PUT', `/api/artikel/${saved.id_artikel}`, token, form(edit)),
          200,
        )
      ).data;
      await sleep(100);
    }
    const rows = (await buildsSettled()).slice(before);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row.status === 'live')).toBe(true);

    // The build command's own log: each build ended before the next one started, whichever server ran it;
    // and the saves were merged into far fewer builds.
    const builds = buildIntervals(readFileSync(buildLog, 'utf8'));
    expect(builds.length).toBeGreaterThanOrEqual(1);
    expect(builds.length).toBeLessThan(EDITS + 1);
    for (let i = 0; i < builds.length; i++) {
      expect(builds[i].end, JSON.stringify(builds)).toBeDefined();
      if (i > 0)
        expect(builds[i].start, JSON.stringify(builds)).toBeGreaterThanOrEqual(builds[i - 1].end ?? 0);
    }
    for (const server of [a, b]) {
      const page = await fetch(new URL(`/artikel/${saved.id_artikel}/`, server.url));
      expect(await page.text()).toContain(`Versi ${EDITS}`);
    }
  }, 120_000);

  it('counts sign-in failures on A when B is asked: B holds the account back too', async () => {
    const user = await createUser(db, 'pendeta');
    const other = await createUser(db, 'pendeta');
    // Eight failures on A, each after the wait the previous ones imposed (moved into the past, as the
    // throttle's own tests do): the throttle then asks for 2^(8 − 5) = 8 seconds.
    for (let i = 0; i < 8; i++) {
      expect((await signIn(a, user.username_user, 'tebakan-salah')).status).toBe(401);
      await db
        .updateTable('login_failure')
        .set({ terakhir: sql<string>`terakhir - INTERVAL 1 HOUR` })
        .execute();
    }
    await db.updateTable('login_failure').set({ terakhir: sql<string>`NOW(3)` }).execute();
    const held = await signIn(b, user.username_user, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(((await held.json()) as { message: string }).message).toMatch(
      /^Terlalu banyak percobaan masuk\. Coba lagi dalam \d detik\.$/,
    );
    // Only that account: another one signs in on B from the same address.
    expect((await signIn(b, other.username_user, TEST_PASSWORD)).status).toBe(200);
  }, 60_000);

  it('shows a write on A to visitors of B within READ_CACHE_MS', async () => {
    const token = await adminToken(a);
    const service = {
      tanggal_ibadah: '2099-12-06T07:00',
      nama_ibadah: 'Ibadah Sebelum',
      lokasi_ibadah: 'Pepanthan Simpar',
      pemimpin_ibadah: 'Pdt. Yusak Nugroho',
      tema_ibadah: 'Berjaga-jaga',
    };
    const created = await json<{ data: { id_jadwal_ibadah: number } }>(
      await call(a, 'POST', '/api/jadwal-ibadah', token, service),
      201,
    );
    const route = `/api/jadwal-ibadah-lokasi/${encodeURIComponent('Pepanthan Simpar')}`;
    const names = async (server: ServerProcess) =>
      (await json<{ nama_ibadah: string }[]>(await call(server, 'GET', route), 200)).map(
        (row) => row.nama_ibadah,
      );

    // A visitor's read on B, remembered there from the moment it began.
    const cachedFrom = Date.now();
    expect(await names(b)).toEqual(['Ibadah Sebelum']);
    await json(
      await call(a, 'PUT', `/api/jadwal-ibadah/${created.data.id_jadwal_ibadah}`, token, {
        ...service,
        nama_ibadah: 'Ibadah Sesudah',
      }),
      200,
    );
    const writtenAt = Date.now();
    // A saw its own write at once; B still answers from memory while its copy is younger than the cache's
    // lifetime (checked only while that is sure: a stalled machine may have let the copy expire already).
    expect(await names(a)).toEqual(['Ibadah Sesudah']);
    const staleRead = await names(b);
    if (Date.now() < cachedFrom + READ_CACHE_MS) expect(staleRead).toEqual(['Ibadah Sebelum']);
    // From READ_CACHE_MS after the write on, every read on B shows it.
    await sleep(writtenAt + READ_CACHE_MS - Date.now());
    expect(await names(b)).toEqual(['Ibadah Sesudah']);
  }, 60_000);
});

describe('a server killed in the middle of a build', () => {
  afterEach(() => servers.stopAll());

  it('leaves it to the other, which takes the claim over and builds what was owed', async () => {
    await buildsSettled();
    await servers.stopAll();
    const pidFile = path.join(dir, 'hang.pid');
    const hanging = await startInstance({ FAKE_BUILD_MODE: 'hang', FAKE_BUILD_PID_FILE: pidFile });
    const token = await adminToken(hanging);
    const created = await json<{ data: Artikel }>(
      await call(
        hanging,
        'POST',
        '/api/artikel',
        token,
        form({ ...ARTIKEL, judul_artikel: 'Saat server mati' }),
      ),
      201,
    );
    const buildPid = await hangingBuildPid(pidFile);
    const survivor = await startInstance();
    await hanging.kill();
    // The orphaned hook stops its build by itself; the survivor builds once it has.
    await waitFor('the orphaned build to stop', () => !processAlive(buildPid));
    const rows = await buildsSettled();
    const interrupted = rows.findIndex(
      (row) => row.pemicu === `artikel ${created.data.id_artikel} ditambahkan`,
    );
    expect(rows[interrupted], JSON.stringify(rows)).toMatchObject({
      status: 'failed',
      error: 'Build terputus karena server berhenti sebelum build selesai.',
    });
    expect(rows.slice(interrupted + 1).map((row) => row.status)).toEqual(['live']);
    const page = await fetch(new URL(`/artikel/${created.data.id_artikel}/`, survivor.url));
    expect(await page.text()).toContain('Saat server mati');
  }, 120_000);
});

interface BuildInterval {
  pid: string;
  start: number;
  end?: number;
}

/** The fake build's `start|end <ms> <pid>` lines as one interval per build, in order of start. */
function buildIntervals(log: string): BuildInterval[] {
  const builds: BuildInterval[] = [];
  for (const line of log.trim().split('\n').filter(Boolean)) {
    const [step, at, pid] = line.split(' ');
    if (step === 'start') builds.push({ pid, start: Number(at) });
    else {
      const build = builds.findLast((candidate) => candidate.pid === pid);
      if (build) build.end = Number(at);
    }
  }
  return builds.sort((x, y) => x.start - y.start);
}
