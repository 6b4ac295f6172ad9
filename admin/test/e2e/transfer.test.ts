// The dashboard's own files travel compressed: every script and stylesheet of /login arrives with
// Brotli, from copies the build wrote at its best quality, so a phone downloads a fraction of their size;
// /login and the first page after signing in each stay within the JavaScript budget on the wire.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_JS_GOAL } from '@gkj/scripts/bench/admin';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, closePage, openAs, sharedBrowser } from './support.ts';

const browser = sharedBrowser();
const built = path.resolve(import.meta.dirname, '..', '..', 'dist');

describe('the dashboard on the wire', () => {
  it('sends the scripts and styles of /login compressed with Brotli', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const assets: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') assets.push(response);
    });
    await page.goto(adminUrl('/login'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    const scripts = assets.filter((response) => response.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of assets) {
      const headers = await response.allHeaders();
      const body = await response.body();
      // Under 1 KB a compressed copy saves less than its headers cost.
      if (body.length < 1024) continue;
      if (response.request().resourceType() === 'script') {
        const file = path.join(built, new URL(response.url()).pathname);
        expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`), file).toBe(true);
      }
      expect(headers['content-encoding'], response.url()).toBe('br');
      const sent = (await response.request().sizes()).responseBodySize;
      expect(sent, response.url()).toBeLessThan(body.length / 2);
    }
    await context.close();
  });
});

/** The bytes of JavaScript the page received on the wire (compressed as sent) while it loaded. */
async function scriptBytes(
  page: import('playwright-core').Page,
  url: string,
  ready: string,
): Promise<number> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ready }).first().waitFor();
  const sizes = await Promise.all(
    scripts.map(async (response) => (await response.request().sizes()).responseBodySize),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe('the JavaScript budget on the wire', () => {
  it(`sends /login and the first dashboard page with under ${ADMIN_JS_GOAL / 1024} KB of JavaScript each`, async () => {
    const context = await browser().newContext();
    const login = await scriptBytes(await context.newPage(), adminUrl('/login'), 'Masuk Dasbor');
    await context.close();
    // A context of its own (nothing cached yet) that already holds the admin's session.
    const page = await openAs(browser(), 'admin', '/api/health', { storage: {} });
    const dashboard = await scriptBytes(page, adminUrl('/admin-dashboard'), 'Selamat datang');
    await closePage(page);
    expect(login).toBeGreaterThan(0);
    expect(login).toBeLessThan(ADMIN_JS_GOAL);
    expect(dashboard).toBeGreaterThan(0);
    expect(dashboard).toBeLessThan(ADMIN_JS_GOAL);
  });
});
