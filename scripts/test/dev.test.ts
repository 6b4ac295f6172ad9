// `npm run dev` for real: one address answers with the site, the dashboard and the API; an edit to a dashboard
// component and to a site page reaches the open page through that address's HMR sockets, without a restart;
// Ctrl-C ends every process it started.
//
// The edits add a data attribute and are put back at once: the other test stages may read these sources
// meanwhile (type checks, builds), and an attribute changes nothing they check. The servers work on the
// browser tests' database, already seeded (seeding is `npm start`'s own code, tested with it); this test
// only reads it, and no other browser test runs meanwhile.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@gkj/db/test-support/free-port';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from '../e2e/browser.ts';
import { type DevProcess, pressCtrlC, processesInGroup, startDev } from './dev-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const ADMIN_COMPONENT = path.join(root, 'admin', 'src', 'app', 'routes', 'login-page.tsx');
const SITE_PAGE = path.join(root, 'site', 'src', 'pages', 'visi-misi.astro');
const API_ROUTE = path.join(root, 'api', 'src', 'routes', 'health', 'index.ts');
const originals = new Map<string, string>();

const browser = sharedBrowser();
let dev: DevProcess;
let baseUrl: string;
let dir: string;

/** Edits a source file as a developer would; `putBack` restores it (afterAll does too, whatever happened). */
function edit(file: string, from: string | RegExp, to: string): { putBack(): void } {
  const original = readFileSync(file, 'utf8');
  if (!original.match(from)) throw new Error(`${file} tidak lagi memuat ${from}`);
  originals.set(file, original);
  writeFileSync(file, original.replace(from, to));
  return {
    putBack() {
      writeFileSync(file, original);
      originals.delete(file);
    },
  };
}

const wsBase = () => baseUrl.replace(/^http/, 'ws');

/** Every websocket the page opens (Vite's HMR sockets), by address. */
function socketsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gkj-dev-'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  // A developer's shell: none of the test runner's own variables, which Vite and Astro would act on.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  dev = startDev({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: inject('databaseUrl'),
    JWT_SECRET: 'dev-test-secret-that-is-long-enough-for-hs256-0123',
    UPLOAD_DIR: inject('uploadDir'),
    SITE_DIR: path.join(dir, 'site'),
    LOG_LEVEL: 'warn',
  });
  await dev.summary;
}, 180_000);

afterAll(async () => {
  for (const [file, original] of originals) writeFileSync(file, original);
  if (dev) await pressCtrlC(dev);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the site, the dashboard and the API at one address, with production paths', async () => {
    const summary = await dev.summary;
    expect(summary).toContain(`siap dalam`);
    expect(summary).toContain(`${baseUrl}/login`);
    // And where each server behind it runs.
    expect(summary).toMatch(/Astro dev\s+http:\/\/127\.0\.0\.1:\d+/);
    expect(summary).toMatch(/Vite dev\s+http:\/\/127\.0\.0\.1:\d+\/admin-assets\//);
    expect(summary).toMatch(/node --watch\s+http:\/\/127\.0\.0\.1:\d+/);

    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="id"');
    for (const dashboardPage of ['/login', '/admin-dashboard/jemaat']) {
      const response = await fetch(`${baseUrl}${dashboardPage}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<script type="module" src="/admin-assets/@vite/client">');
    }
    // The API restarts by itself whenever a file it imports changes, so its answer may take a moment.
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/ping`).catch(() => undefined))?.status, {
        timeout: 20_000,
      })
      .toBe(200);
    expect(await (await fetch(`${baseUrl}/api/ping`)).json()).toEqual({ status: 'ok' });
  });

  it('updates a dashboard component in the open page, keeping its state (no reload)', async () => {
    const page = await browser().newPage();
    const sockets = socketsOf(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill('tetap-di-sini');
    await page.evaluate(() => Object.assign(globalThis, { loadedOnce: true }));

    const token = `hmr-${Date.now()}`;
    const change = edit(
      ADMIN_COMPONENT,
      '<a className="login-home" href="/">',
      `<a className="login-home" href="/" data-probe="${token}">`,
    );
    try {
      await expect.poll(() => page.locator(`a.login-home[data-probe="${token}"]`).count()).toBe(1);
    } finally {
      change.putBack();
    }
    expect(await page.evaluate(() => 'loadedOnce' in globalThis)).toBe(true);
    expect(await page.getByLabel('Username').inputValue()).toBe('tetap-di-sini');
    // Through the one address: a socket that missed it would have fallen back to the dev server's own port.
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets) expect(socket).toMatch(new RegExp(`^${wsBase()}/admin-assets/\\?token=`));
    await page.close();
  });

  it('updates a site page in the open page when its file changes', async () => {
    const page = await browser().newPage();
    const sockets = socketsOf(page);
    await page.goto(`${baseUrl}/visi-misi`);
    await expect.poll(() => page.locator('#visi').count()).toBe(1);

    const token = `hmr-${Date.now()}`;
    const change = edit(SITE_PAGE, '<h2 id="visi">', `<h2 id="visi" data-probe="${token}">`);
    try {
      // Astro reloads the page when its template changes; the reload is the HMR socket's doing, not the test's.
      await expect.poll(() => page.locator(`#visi[data-probe="${token}"]`).count()).toBe(1);
    } finally {
      change.putBack();
    }
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets) expect(socket).toMatch(new RegExp(`^${wsBase()}/\\?token=`));
    await page.close();
  });

  it('restarts the API when a file it imports changes', async () => {
    const seen = dev.lines.length;
    // A comment: the API's own tests may load this file meanwhile.
    const change = edit(API_ROUTE, /$/, `// ${Date.now()}\n`);
    try {
      await expect
        .poll(() => dev.lines.slice(seen).some((line) => line.includes(`Change detected in '${API_ROUTE}'`)))
        .toBe(true);
    } finally {
      change.putBack();
    }
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/ping`).catch(() => undefined))?.status, {
        timeout: 30_000,
      })
      .toBe(200);
  });

  it('stops every process it started on Ctrl-C', async () => {
    const group = dev.child.pid as number;
    expect(processesInGroup(group).length).toBeGreaterThan(1);
    expect(await pressCtrlC(dev)).toBe(0);
    await expect.poll(() => processesInGroup(group)).toEqual([]);
    expect(await fetch(`${baseUrl}/`).catch(() => 'closed')).toBe('closed');
  });
});
