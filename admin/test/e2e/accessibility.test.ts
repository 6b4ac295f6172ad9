// axe-core on every dashboard page an admin can open (lists, empty forms, forms of a stored record,
// the overview, the not-found page) at both viewports, and on a phone with the menu open: no serious
// or critical violation, with every rule axe runs by default (colour contrast of placeholders, a
// link's name matching its visible text, …).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SCREENS } from './crud-cases.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const LISTS = [
  'profile',
  'users',
  'keuangan',
  'kategori-keuangan',
  'laporan-keuangan',
  'kemajelisan',
  'jemaat',
  'jadwal',
  'inventaris',
  'kegiatan',
  'artikel',
  'galeri',
  'konten-situs',
  'riwayat',
];

async function storedId(endpoint: string, id: string): Promise<string> {
  const page = await ui.api<{ data: Record<string, unknown>[] }>('admin', 'GET', `${endpoint}?per_page=1`);
  const first = page.data[0]?.[id];
  if (first === undefined) throw new Error(`Seed tanpa data di ${endpoint}.`);
  return String(first);
}

const PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: 'ringkasan', path: async () => '/admin-dashboard' },
  ...LISTS.map((list) => ({ name: list, path: async () => `/admin-dashboard/${list}` })),
  ...RECORD_SCREENS.map(({ form }) => ({
    name: `${form} (baru)`,
    path: async () => `/admin-dashboard/${form}`,
  })),
  ...RECORD_SCREENS.map(({ form, endpoint, id }) => ({
    name: `${form} (tersimpan)`,
    path: async () => `/admin-dashboard/${form}/${await storedId(endpoint, id)}`,
  })),
  { name: 'tidak ditemukan', path: async () => '/admin-dashboard/tidak-ada' },
];

/**
 * The page as a person sees it once loaded: its heading shown, no spinner left, the images it shows
 * decoded (waiting for them, not for half a second without network traffic). A hidden image (another
 * tab's) or a lazy one below the fold is never fetched, so it is not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('.spinner-wrap').first().waitFor({ state: 'detached' });
  await page.evaluate(() => {
    const shown = [...document.images].filter(
      (image) =>
        image.checkVisibility() &&
        (image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight),
    );
    return Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
  });
}

describe.each(ui.VIEWPORTS)('accessibility of the dashboard at $name', (viewport) => {
  // One signed-in tab per viewport, loading each page in turn as a fresh visit.
  let page: Page;
  beforeAll(async () => {
    page = await ui.openAs(browser(), 'admin', '/admin-dashboard', { viewport });
  });
  afterAll(() => ui.closePage(page));

  it.each(PAGES)('$name: no serious axe violation', async ({ path }) => {
    await page.goto(ui.adminUrl(await path()));
    await settled(page);
    expect(await ui.seriousViolations(page)).toEqual([]);
  });
});

it('the phone menu, open: no serious axe violation', async () => {
  const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/jemaat', { viewport: ui.PHONE_VIEW });
  try {
    await settled(page);
    await ui.openMenu(page, ui.PHONE_VIEW);
    // The links become visible a style recalculation after the sliding menu itself: wait for them.
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link').last().waitFor();
    expect(await ui.seriousViolations(page)).toEqual([]);
  } finally {
    await ui.closePage(page);
  }
});
