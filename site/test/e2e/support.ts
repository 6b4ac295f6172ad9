// Shared pieces of the site's browser tests: one Chromium per test file, pages at both viewports,
// reads of the public API for the expected content, and the axe-core accessibility check.
import type { Browser, BrowserContextOptions, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../../../scripts/e2e/browser.ts';

export { seriousViolations } from '../../../scripts/e2e/axe.ts';

export const VIEWPORTS = [
  { name: '390×844', size: PHONE, mobile: true },
  { name: '1280×800', size: DESKTOP, mobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export function siteUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

/** Launches the file's browser before its tests and closes it after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Browser belum dijalankan.');
    return browser;
  };
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

/**
 * Waits until the island of the component (its file name, e.g. 'ScheduleCards') has hydrated, after
 * scrolling it into view for the islands that load when visible.
 */
export async function hydrated(page: Page, component: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
  await page
    .locator(`astro-island[component-url*="/${component}."]:not([ssr])`)
    .first()
    .waitFor({ state: 'attached' });
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** A public API answer, read from the test process. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(siteUrl(path));
  if (!response.ok) throw new Error(`${path} menjawab ${response.status}`);
  return (await response.json()) as T;
}

/** A Bearer token of the demo admin account. */
export async function adminToken(): Promise<string> {
  const response = await fetch(siteUrl('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_user: 'admin', password: inject('demoPassword') }),
  });
  if (!response.ok) throw new Error(`login menjawab ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The text of every element the selector finds, trimmed and with whitespace collapsed. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
}

/** The page's visible text, whitespace collapsed, for "this spec text is on the page" checks. */
export async function bodyText(page: Page): Promise<string> {
  // innerText, not textContent: what a visitor sees, without hidden or loading texts.
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ');
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

/** Waits until the image has loaded and drawn (lazy images load once scrolled into view). */
export async function imageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await image
    .page()
    .waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
}
