// What the site's browser tests read from an open page: its text, an island's hydration (or the carousel's
// script started), an image drawn.
import type { Locator, Page } from 'playwright-core';

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

/** Waits until the home carousel's script has started over the carousel's prebuilt HTML. */
export async function carouselReady(page: Page): Promise<void> {
  await page.locator('.hero[data-ready]').waitFor({ state: 'attached' });
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
