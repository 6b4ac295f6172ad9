import { launchBrowser, PHONE } from '@gkj/scripts/e2e/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the built site on the real server', () => {
  it('serves the home page in Indonesian with the church name from the API', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(inject('baseUrl'));
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    await expect(page.title()).resolves.toContain('GKJ Girimarto');
    await page.close();
  });
});
