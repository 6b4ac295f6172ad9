// The publisher inside the real, listening server: writes through the API queue builds, the hook runs as a
// real child process (with the fake build), and visitors' pages are fetched over HTTP throughout.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIXED_PAGES } from '@gkj/scripts/site-check';
import { liveLink, stagingDir } from '@gkj/site-release';
import { afterAll, describe, expect, it } from 'vitest';
import { createPublisher, type PublisherService } from '../src/plugins/publisher.ts';
import { emptyDatabase, type TestContext, testApp } from './support/app.ts';
import {
  deadUrl,
  FAKE_BUILD_COMMAND,
  hangingBuildPid,
  processAlive,
  waitFor,
} from './support/publisher-helpers.ts';
import { postArtikel } from './support/rows.ts';
import { tokenFor } from './support/users.ts';

const savedEnv = { ...process.env };
process.env.SITE_BUILD_COMMAND = FAKE_BUILD_COMMAND;
process.env.FAKE_BUILD_MODE = 'ok';

// A quiet period well above the 100 ms between the burst's writes, even on a loaded machine.
const ENV = { PUBLISH: 'on', PUBLISH_DEBOUNCE_MS: '800' };
let ctx: TestContext = await testApp(ENV);
const { db, config } = ctx;
const dirs = [ctx.dir];
await emptyDatabase(db);
let base = await listen(ctx);
let token = (await tokenFor(ctx.app, 'admin')).token;

afterAll(async () => {
  process.env = savedEnv;
  await ctx.app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function listen(context: TestContext): Promise<string> {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const builds = () => db.selectFrom('site_build').selectAll().orderBy('id_build').execute();
const settled = () =>
  waitFor('the builds to settle', async () => {
    const rows = await builds();
    return rows.every((row) => row.status === 'live' || row.status === 'failed') && rows;
  });
const latest = async () => (await builds()).at(-1);

async function page(url: string) {
  const response = await fetch(new URL(url, base));
  return { status: response.status, body: await response.text() };
}

const addArtikel = (judul: string) =>
  postArtikel(ctx.app, token, { judul_artikel: judul, jenis_artikel: 'berita', isi_artikel: 'Isi berita.' });

/** An article whose build hangs (the fake build writes its pid to `pidName` in the test folder). */
async function hangingBuildOf(judul: string, pidName: string) {
  process.env.FAKE_BUILD_MODE = 'hang';
  const pidFile = path.join(ctx.dir, pidName);
  process.env.FAKE_BUILD_PID_FILE = pidFile;
  const id = await addArtikel(judul);
  return { id, pid: await hangingBuildPid(pidFile) };
}

let live = '';
async function expectLiveUnchanged() {
  const home = await page('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain(`rilis ${live}`);
}

describe('the publisher in the running server', () => {
  it('builds the site after start when nothing is live', async () => {
    const [first] = await settled();
    expect(first).toMatchObject({
      status: 'live',
      pemicu: 'Situs publik belum pernah dibangun',
      halaman: FIXED_PAGES.length,
    });
    expect(first.started_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(first.finished_at).not.toBeNull();
    live = first.rilis as string;
    await expectLiveUnchanged();
  });

  it('turns a burst of 20 writes in 2 seconds into at most 2 builds, all of it live', async () => {
    const before = (await builds()).length;
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) {
      ids.push(await addArtikel(`Berita ${i}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = (await settled()).slice(before);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((row) => row.status === 'live')).toBe(true);
    expect(rows[0].pemicu).toBe(`artikel ${ids[0]} ditambahkan`);
    live = rows.at(-1)?.rilis as string;
    expect((await page(`/artikel/${ids[19]}/`)).body).toContain('Berita 20');
    await expectLiveUnchanged();
  });

  it('keeps the live pages through a build killed half-way, and records it as failed', async () => {
    const { id, pid } = await hangingBuildOf('Berita yang tertahan', 'hang.pid');
    expect((await latest())?.status).toBe('building');
    await expectLiveUnchanged();
    process.kill(pid, 'SIGKILL');
    const failed = await waitFor('the failed build', async () => {
      const row = await latest();
      return row?.status === 'failed' && row;
    });
    expect(failed.error).toMatch(/dihentikan \(SIGKILL\)/);
    expect(failed.finished_at).not.toBeNull();
    await expectLiveUnchanged();
    // Not built: the live release answers with its template for items newer than the build.
    const unbuilt = await page(`/artikel/${id}/`);
    expect(unbuilt.body).toContain('<h1>detail-baru/artikel/index.html</h1>');
    expect(unbuilt.body).toContain(`rilis ${live}`);
    expect(readdirSync(stagingDir(config.siteDir))).toEqual([]);
  });

  it('publishes the next edit, the earlier one included', async () => {
    process.env.FAKE_BUILD_MODE = 'ok';
    const id = await addArtikel('Berita berikutnya');
    const row = await waitFor('the next build', async () => {
      const last = await latest();
      return last?.status === 'live' && last.pemicu === `artikel ${id} ditambahkan` && last;
    });
    live = row.rilis as string;
    expect((await page(`/artikel/${id}/`)).body).toContain('Berita berikutnya');
    expect((await page(`/artikel/${id - 1}/`)).body).toContain('Berita yang tertahan');
  });
});

describe('across a restart', () => {
  it('kills a running build on shutdown and builds what is owed after the next start', async () => {
    const { id, pid } = await hangingBuildOf('Berita saat server berhenti', 'hang-2.pid');
    await ctx.app.close();
    await waitFor('the build to be killed', () => !processAlive(pid));
    const rows = await builds();
    expect(rows.at(-2)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('server berhenti'),
    });
    expect(rows.at(-1)).toMatchObject({ status: 'queued', pemicu: `artikel ${id} ditambahkan` });
    expect(existsSync(liveLink(config.siteDir))).toBe(true);

    // A server that died mid-build leaves a 'building' row behind; the next start settles it too.
    await db.insertInto('site_build').values({ status: 'building', pemicu: 'build lama' }).execute();
    process.env.FAKE_BUILD_MODE = 'ok';
    ctx = await testApp({ ...ENV, SITE_DIR: config.siteDir });
    dirs.push(ctx.dir);
    base = await listen(ctx);
    token = (await tokenFor(ctx.app, 'admin')).token;
    const after = await settled();
    expect(after.find((row) => row.pemicu === 'build lama')).toMatchObject({ status: 'failed' });
    expect(after.findLast((row) => row.pemicu === `artikel ${id} ditambahkan`)).toMatchObject({
      status: 'live',
    });
    expect(after.filter((row) => row.status === 'queued')).toEqual([]);
    expect((await page(`/artikel/${id}/`)).body).toContain('Berita saat server berhenti');
  });
});

describe('a second publisher that cannot reach the API', () => {
  it('keeps the live pages, and records its build as failed', async () => {
    // The server's own publisher (stopped: it is the file's last test) would otherwise take the queued build
    // over when it looks for builds owed by a dead instance, and build it from the API it can reach.
    const before = await settled();
    live = before.findLast((row) => row.status === 'live')?.rilis as string;
    await (ctx.app.publisher as PublisherService).stop();
    const elsewhere = createPublisher(db, config, ctx.app.log);
    await elsewhere.start(await deadUrl());
    await elsewhere.contentChanged('jadwal ibadah 3 diperbarui');
    const failed = await waitFor('the failed build', async () => {
      const row = await latest();
      return row?.status === 'failed' && row;
    });
    await elsewhere.stop();
    expect(failed.pemicu).toBe('jadwal ibadah 3 diperbarui');
    expect(failed.error).toContain('API tidak dapat dihubungi');
    await expectLiveUnchanged();
  });
});
