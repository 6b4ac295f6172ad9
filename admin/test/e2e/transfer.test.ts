// The dashboard's own files travel compressed: every script and stylesheet of /login arrives with
// Brotli, from copies the build wrote at its best quality, so a phone downloads a fraction of their size.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, sharedBrowser } from './support.ts';

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
