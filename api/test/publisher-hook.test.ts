// The rebuild hook (scripts/rebuild-site.ts) run for real as the publisher runs it, with the fake build as
// its build command and a small stand-in API: swap, checks, prune, rollback and every failure path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXED_PAGES } from '../../scripts/site-check.ts';
import { currentRelease, listReleases } from '../../scripts/site-releases.ts';
import { type HookOptions, runRebuildHook } from '../src/lib/rebuild-hook.ts';
import { PROJECT_ROOT } from '../src/plugins/config.ts';
import {
  deadUrl,
  FAKE_BUILD_COMMAND,
  hangingBuildPid,
  type LocalServer,
  localServer,
  processAlive,
} from './support/publisher-helpers.ts';

const content = {
  artikel: [{ id_artikel: 1, judul_artikel: 'Renungan Minggu' }],
  kegiatan: [{ id_kegiatan_gereja: 4, nama_kegiatan_gereja: 'Natal Anak' }],
};
let api: LocalServer;
let dir: string;
let siteDir: string;
const run = { id_build: 7, pemicu: 'artikel 1 diperbarui' };

beforeAll(async () => {
  api = await localServer((request) => {
    if (request.url === '/api/publikasi/artikel') return { status: 200, body: { data: content.artikel } };
    if (request.url === '/api/publikasi/kegiatan') return { status: 200, body: { data: content.kegiatan } };
    return { status: 404 };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gkj-hook-test-'));
  siteDir = path.join(dir, 'site');
  return () => rmSync(dir, { recursive: true, force: true });
});

function hook(env: Record<string, string> = {}, options: Partial<HookOptions> = {}) {
  return runRebuildHook(run, {
    projectRoot: PROJECT_ROOT,
    siteDir,
    apiUrl: api.url,
    timeoutMs: 20_000,
    env: { ...process.env, SITE_BUILD_COMMAND: FAKE_BUILD_COMMAND, ...env },
    ...options,
  });
}

const livePage = (page = 'index.html') => readFileSync(path.join(siteDir, 'current', page), 'utf8');
const staged = () => readdirSync(path.join(siteDir, 'staging'));

describe('a local build', () => {
  it('builds a checked release and makes it live', async () => {
    const result = await hook();
    expect(result.rilis).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The fixed pages (with the detail templates) and one page per article and activity.
    expect(result.halaman).toBe(FIXED_PAGES.length + 2);
    expect(currentRelease(siteDir)).toBe(result.rilis);
    expect(livePage('artikel/1/index.html')).toContain('Renungan Minggu');
    expect(staged()).toEqual([]);
    expect(existsSync(path.join(siteDir, 'build.lock'))).toBe(false);
  });

  it('keeps the last releases only, and site:rollback goes back one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await hook({ SITE_KEEP_RELEASES: '3' })).rilis as string);
    expect(listReleases(siteDir)).toEqual(ids.slice(1));
    const rollback = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'site-rollback.ts')], {
      env: { ...process.env, SITE_DIR: siteDir },
      encoding: 'utf8',
    });
    expect(rollback.status).toBe(0);
    expect(rollback.stdout).toContain(ids[2]);
    expect(currentRelease(siteDir)).toBe(ids[2]);
  });
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
    // The killed hook left its half-built folder and its lock behind.
    expect(staged()).toHaveLength(1);
    expect(existsSync(path.join(siteDir, 'build.lock'))).toBe(true);
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

describe('another build holds the lock', () => {
  it('waits for it instead of building beside it', async () => {
    const first = await hook();
    writeFileSync(path.join(siteDir, 'build.lock'), `${process.pid}\n`);
    const waiting = hook();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(currentRelease(siteDir)).toBe(first.rilis);
    rmSync(path.join(siteDir, 'build.lock'));
    const second = await waiting;
    expect(currentRelease(siteDir)).toBe(second.rilis);
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
      expect(existsSync(path.join(siteDir, 'current'))).toBe(false);
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
