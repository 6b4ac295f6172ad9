// The Content-Security-Policy in a real browser: the home page, the activities page, the admin's sign-in
// page, the API docs and the search results load with no policy violation reported, and their islands (and
// SPAs, and the search) still run.

import { DESKTOP } from '@gkj/scripts/e2e/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, siteUrl } from './support.ts';

const browser = sharedBrowser();

interface Opened {
  page: Page;
  policy: string;
  violations: string[];
}

/** Opens a page recording every policy violation: the DOM event and Chromium's console report. */
async function open(path: string): Promise<Opened> {
  const context = await browser().newContext({ viewport: DESKTOP, reducedMotion: 'reduce', locale: 'id-ID' });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, policy: (await response?.headerValue('content-security-policy')) ?? '', violations };
}

/** Scrolls through the page so islands that load when visible do, then waits for all to hydrate. */
async function allIslandsHydrated(page: Page): Promise<number> {
  const count = await page.locator('astro-island').count();
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 20_000,
  });
  return count;
}

function expectStrictPolicy(policy: string) {
  expect(policy).toContain("default-src 'self'");
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain('unsafe-inline');
}

describe('content security policy in Chromium', () => {
  for (const path of ['/', '/kegiatan']) {
    it(`${path}: no violation, every island hydrates`, async () => {
      const { page, policy, violations } = await open(path);
      expectStrictPolicy(policy);
      expect(policy).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(await allIslandsHydrated(page)).toBeGreaterThan(0);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }

  // A page rendered by its own scripts: under the strict policy it still renders `shown` (at least `least`).
  it.each([
    { path: '/login', what: 'the admin SPA renders its form', shown: '#root input', least: 2 },
    { path: '/api/docs/', what: 'Swagger UI renders the operations', shown: '.opblock', least: 1 },
    // Its index reader compiles WebAssembly in a worker: allowed on this page and that worker alone.
    { path: '/cari?q=gereja', what: 'the site search shows results', shown: '.search-result', least: 1 },
  ])('$path: no violation, $what', async ({ path, shown, least }) => {
    const { page, policy, violations } = await open(path);
    expectStrictPolicy(policy);
    await page.locator(shown).first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator(shown).count()).toBeGreaterThanOrEqual(least);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('blocks a script injected into a page', async () => {
    const { page, violations } = await open('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
