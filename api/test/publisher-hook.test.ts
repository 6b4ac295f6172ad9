// The rebuild hook (scripts/rebuild-site.ts) run for real as the publisher runs it, with the fake build as
// its build command and a small stand-in API: swap, checks, prune, rollback and every failure path; and as a
// person runs it (`npm run site:build`), taking its turn through the database's build claim.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectOutput } from '@gkj/scripts/child-output';
import { FIXED_PAGES } from '@gkj/scripts/site-check';
import { currentRelease, listReleases, liveLink, stagingDir } from '@gkj/site-release';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HookOptions, runRebuildHook } from '../src/lib/rebuild-hook.ts';
import { releaseBuildClaim, takeBuildClaim } from '../src/lib/site-build-claim.ts';
import { PROJECT_ROOT } from '../src/plugins/config.ts';
import { emptyDatabase, workerDatabase } from './support/app.ts';
import {
  deadUrl,
  FAKE_BUILD_COMMAND,
  hangingBuildPid,
  type LocalServer,
  localServer,
  processAlive,
  waitFor,
} from './support/publisher-helpers.ts';

const content = {
  artikel: [{ id_artikel: 1, judul_artikel: 'Renungan Minggu' }],
  kegiatan: [{ id_kegiatan_gereja: 4, nama_kegiatan_gereja: 'Natal Anak' }],
  warta: [{ id_warta: 2, judul_warta: 'Warta Minggu Adven' }],
};
const { db, url: databaseUrl } = await workerDatabase();
let api: LocalServer;
let dir: string;
let siteDir: string;
const run = { id_build: 7, pemicu: 'artikel 1 diperbarui' };

beforeAll(async () => {
  api = await localServer((request) => {
    if (request.url === '/api/publikasi/artikel') return { status: 200, body: { data: content.artikel } };
    if (request.url === '/api/publikasi/kegiatan') return { status: 200, body: { data: content.kegiatan } };
    if (request.url === '/api/publikasi/warta-jemaat') return { status: 200, body: { data: content.warta } };
    return { status: 404 };
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  await emptyDatabase(db);
  dir = mkdtempSync(path.join(tmpdir(), 'gkj-hook-test-'));
  siteDir = path.join(dir, 'site');
  return () => rmSync(dir, { recursive: true, force: true });
});

function hook(env: Record<string, string> = {}, options: Partial<HookOptions> = {}) {
  return runRebuildHook(run, {
    projectRoot: PROJECT_ROOT,
    siteDir,
    apiUrl: api.url,
    // The test stands for the publisher, which holds the build claim while its hook runs.
    claimedBy: 'publisher-uji:1:abcdef',
    timeoutMs: 20_000,
    env: { ...process.env, SITE_BUILD_COMMAND: FAKE_BUILD_COMMAND, ...env },
    ...options,
  });
}

const livePage = (page = 'index.html') => readFileSync(path.join(liveLink(siteDir), page), 'utf8');
const staged = () => readdirSync(stagingDir(siteDir));

describe('a local build', () => {
  it('builds a checked release and makes it live', async () => {
    const result = await hook();
    expect(result.rilis).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The fixed pages (with the detail templates) and one page per article, activity and bulletin.
    expect(result.halaman).toBe(FIXED_PAGES.length + 3);
    expect(currentRelease(siteDir)).toBe(result.rilis);
    expect(livePage('artikel/1/index.html')).toContain('Renungan Minggu');
    expect(staged()).toEqual([]);
  });

  it('keeps the last releases only, and site:rollback goes back one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await hook({ SITE_KEEP_RELEASES: '3' })).rilis as string);
    expect(listReleases(siteDir)).toEqual(ids.slice(1));
    const rollback = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'site-rollback.ts')], {
      env: { ...process.env, SITE_DIR: siteDir, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(rollback.status).toBe(0);
    expect(rollback.stdout).toContain(ids[2]);
    expect(currentRelease(siteDir)).toBe(ids[2]);
    // Five processes one after another: seconds when quiet, more beside the browser tests.
  }, 60_000);
});

describe('a build that does not finish well changes nothing visitors see', () => {
  let live: string;
  beforeEach(async () => {
    live = (await hook()).rilis as string;
  });
  const unchanged = () => {
    expect(currentRelease(siteDir)).toBe(live);
    expect(livePage()).toContain(`rilis ${live}`);
    expect(listReleases(siteDir)).toEqual([live]);
  };

  it('fails: the error keeps the end of the build output', async () => {
    await expect(hook({ FAKE_BUILD_MODE: 'fail' })).rejects.toThrow(/komponen Beranda rusak[\s\S]*kode 1/);
    unchanged();
    expect(staged()).toEqual([]);
  });

  it('misses pages the data calls for', async () => {
    await expect(hook({ FAKE_BUILD_MODE: 'incomplete' })).rejects.toThrow(/1 halaman hilang.*artikel\/1/);
    unchanged();
  });

  it('is killed half-way', async () => {
    const pidFile = path.join(dir, 'build.pid');
    const building = hook({ FAKE_BUILD_MODE: 'hang', FAKE_BUILD_PID_FILE: pidFile });
    process.kill(await hangingBuildPid(pidFile), 'SIGKILL');
    await expect(building).rejects.toThrow(/dihentikan \(SIGKILL\)/);
    unchanged();
  });

  it('times out: the hook and the build it started are killed, and the next build cleans up', async () => {
    const pidFile = path.join(dir, 'build.pid');
    const building = hook({ FAKE_BUILD_MODE: 'hang', FAKE_BUILD_PID_FILE: pidFile }, { timeoutMs: 6000 });
    const pid = await hangingBuildPid(pidFile);
    await expect(building).rejects.toThrow('melewati batas waktu 6 detik');
    await expect.poll(() => processAlive(pid)).toBe(false);
    unchanged();
    // The killed hook left its half-built folder behind.
    expect(staged()).toHaveLength(1);
    const next = await hook();
    expect(currentRelease(siteDir)).toBe(next.rilis);
    expect(staged()).toEqual([]);
  });

  it('cannot reach the API', async () => {
    await expect(hook({}, { apiUrl: await deadUrl() })).rejects.toThrow(/API tidak dapat dihubungi/);
    unchanged();
  });

  it('is told to stop (server shutting down)', async () => {
    const pidFile = path.join(dir, 'build.pid');
    const controller = new AbortController();
    const building = hook(
      { FAKE_BUILD_MODE: 'hang', FAKE_BUILD_PID_FILE: pidFile },
      { signal: controller.signal },
    );
    const pid = await hangingBuildPid(pidFile);
    controller.abort();
    await expect(building).rejects.toThrow('server berhenti');
    await expect.poll(() => processAlive(pid)).toBe(false);
    unchanged();
  });
});

interface SiteBuildRun {
  /** What it has written to stderr so far. */
  stderr(): string;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** `npm run site:build` as a person runs it: no request from a publisher, so it takes the claim itself. */
function startSiteBuild(env: Record<string, string> = {}): SiteBuildRun {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'rebuild-site.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SITE_DIR: siteDir,
      SITE_API_URL: api.url,
      SITE_BUILD_COMMAND: FAKE_BUILD_COMMAND,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, done } = collectOutput(child);
  return { stderr: () => output.stderr, done };
}

const siteBuild = (env: Record<string, string> = {}) => startSiteBuild(env).done;

const claimOwnerRow = async () =>
  (await db.selectFrom('site_build_claim').select('owner').executeTakeFirst())?.owner ?? null;

describe('npm run site:build takes its turn through the build claim', () => {
  // Another instance's publisher, on another host: only the claim's expiry would free it.
  const OTHER = 'server-b:4242:0a1b2c';

  it('builds under the claim and gives it back', async () => {
    const run = await siteBuild();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Situs diperbarui: rilis \S+, \d+ halaman diperiksa\.$/m);
    expect(currentRelease(siteDir)).toBeDefined();
    expect(await claimOwnerRow()).toBeNull();
  });

  it('waits while another process builds, then builds once the claim is given back', async () => {
    const first = await hook();
    expect(await takeBuildClaim(db, OTHER)).toBe(true);
    const waiting = startSiteBuild();
    await waitFor('the build to wait for its turn', () =>
      waiting
        .stderr()
        .includes(`Build lain sedang berjalan untuk situs ini (${OTHER}); menunggu gilirannya…`),
    );
    expect(currentRelease(siteDir)).toBe(first.rilis);
    await releaseBuildClaim(db, OTHER);
    const run = await waiting.done;
    expect(run.code, run.stderr).toBe(0);
    expect(currentRelease(siteDir)).not.toBe(first.rilis);
  });

  it('gives up past its time limit, naming who builds, and changes nothing', async () => {
    const first = await hook();
    expect(await takeBuildClaim(db, OTHER)).toBe(true);
    const run = await siteBuild({ SITE_BUILD_TIMEOUT_MS: '1500' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Build lain masih berjalan untuk situs ini (${OTHER}); coba lagi setelah selesai.`,
    );
    expect(currentRelease(siteDir)).toBe(first.rilis);
    expect(await claimOwnerRow()).toBe(OTHER);
  });

  it('says in Indonesian that the database cannot be reached, and builds nothing', async () => {
    const port = new URL(await deadUrl()).port;
    const run = await siteBuild({ DATABASE_URL: `mysql://gkj@127.0.0.1:${port}/gkj` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Database tidak dapat dihubungi, jadi build situs tidak dijalankan');
    expect(run.stderr).toContain(`Server database di 127.0.0.1:${port} tidak dapat dihubungi (ECONNREFUSED)`);
    expect(existsSync(liveLink(siteDir))).toBe(false);
  });
});

describe('the deploy hook (REBUILD_HOOK_URL)', () => {
  it('posts { pemicu, id_build }, retrying until a 2xx', async () => {
    const host = await localServer((_request, count) => ({ status: count < 3 ? 503 : 201 }));
    try {
      const result = await hook({ REBUILD_HOOK_BACKOFF_MS: '50' }, { rebuildHookUrl: `${host.url}/deploy` });
      expect(result).toEqual({ rilis: null, halaman: null });
      expect(host.requests).toHaveLength(3);
      for (const request of host.requests) {
        expect(request).toMatchObject({ method: 'POST', url: '/deploy' });
        expect(JSON.parse(request.body)).toEqual({ pemicu: 'artikel 1 diperbarui', id_build: 7 });
      }
      expect(existsSync(liveLink(siteDir))).toBe(false);
    } finally {
      await host.close();
    }
  });

  it('fails after three tries', async () => {
    const host = await localServer(() => ({ status: 500 }));
    try {
      await expect(
        hook({ REBUILD_HOOK_BACKOFF_MS: '50' }, { rebuildHookUrl: `${host.url}/deploy` }),
      ).rejects.toThrow(/Deploy hook gagal setelah 3 percobaan.*menjawab 500/);
      expect(host.requests).toHaveLength(3);
    } finally {
      await host.close();
    }
  });
});
