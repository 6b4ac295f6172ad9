// Shared pieces of the site's browser tests: one Chromium per test file, pages at both viewports,
// and the axe-core accessibility check (the API's reads are in site-api.ts).

import { DESKTOP, PHONE } from '@gkj/scripts/e2e/browser';
import type { Browser, BrowserContextOptions, Page, Route } from 'playwright-core';
import { inject } from 'vitest';

export { seriousViolations } from '@gkj/scripts/e2e/axe';
export { sharedBrowser } from '@gkj/scripts/e2e/browser';

export const VIEWPORTS = [
  { name: '390×844', size: PHONE, mobile: true },
  { name: '1280×800', size: DESKTOP, mobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export function siteUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Runs before the page is loaded, e.g. to intercept requests. */
  prepare?: (page: Page) => Promise<void>;
  waitUntil?: 'load' | 'networkidle';
}

/**
 * A page in a fresh context at the viewport, loaded and settled. Reduced motion is the default so
 * reveal animations and the carousel's autoplay never race an assertion; behaviour tests of
 * the motion itself pass `reducedMotion: 'no-preference'`.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  path: string,
  { prepare, waitUntil = 'load', ...options }: OpenOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewport.size,
    reducedMotion: 'reduce',
    locale: 'id-ID',
    ...options,
  });
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(siteUrl(path), { waitUntil });
  return page;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Addresses of the `/_astro/` scripts the page loaded: islands, their renderer and shared chunks. */
export function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Holds the page's requests to matching addresses until the returned function is called, to see the
 * loading states a fast local server never shows.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    // The page may have dropped the request meanwhile (a newer search aborts the older one).
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    await page.unroute(pattern, handler);
  };
}
