// axe-core on every dashboard page an admin can open (lists, empty forms, forms of a stored record,
// the overview, the not-found page) at both viewports, and on a phone with the menu open: no serious
// or critical violation, with every rule axe runs by default (colour contrast of placeholders, a
// link's name matching its visible text, …).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  closePage,
  openAs,
  openMenu,
  PHONE_VIEW,
  seriousViolations,
  sharedBrowser,
  VIEWPORTS,
} from './support.ts';

const browser = sharedBrowser();

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

/** Each form with the list it belongs to and the id field of that list's rows. */
const FORMS = [
  { form: 'detail-user', endpoint: '/user', id: 'id_user' },
  { form: 'detail-keuangan', endpoint: '/keuangan-gereja', id: 'id_transaksi' },
  { form: 'detail-kemajelisan', endpoint: '/kemajelisan', id: 'id_kemajelisan' },
  { form: 'detail-jemaat', endpoint: '/jemaat', id: 'id_jemaat' },
  { form: 'detail-jadwal', endpoint: '/jadwal-ibadah', id: 'id_jadwal_ibadah' },
  { form: 'detail-inventaris', endpoint: '/inventarisasi-gereja', id: 'id_inventaris' },
  { form: 'detail-kegiatan', endpoint: '/kegiatan-gereja', id: 'id_kegiatan_gereja' },
  { form: 'detail-artikel', endpoint: '/artikel', id: 'id_artikel' },
];

async function storedId(endpoint: string, id: string): Promise<string> {
  const page = await api<{ data: Record<string, unknown>[] }>('admin', 'GET', `${endpoint}?per_page=1`);
  const first = page.data[0]?.[id];
  if (first === undefined) throw new Error(`Seed tanpa data di ${endpoint}.`);
  return String(first);
}

const PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: 'ringkasan', path: async () => '/admin-dashboard' },
  ...LISTS.map((list) => ({ name: list, path: async () => `/admin-dashboard/${list}` })),
  ...FORMS.map(({ form }) => ({ name: `${form} (baru)`, path: async () => `/admin-dashboard/${form}` })),
  ...FORMS.map(({ form, endpoint, id }) => ({
    name: `${form} (tersimpan)`,
    path: async () => `/admin-dashboard/${form}/${await storedId(endpoint, id)}`,
  })),
  { name: 'tidak ditemukan', path: async () => '/admin-dashboard/tidak-ada' },
];

/** The page as a person sees it once loaded: its heading shown, no spinner left, images decoded. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('.spinner-block').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

describe.each(VIEWPORTS)('accessibility of the dashboard at $name', (viewport) => {
  it.each(PAGES)('$name: no serious axe violation', async ({ path }) => {
    const page = await openAs(browser(), 'admin', await path(), { viewport });
    try {
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

it('the phone menu, open: no serious axe violation', async () => {
  const page = await openAs(browser(), 'admin', '/admin-dashboard/jemaat', { viewport: PHONE_VIEW });
  try {
    await settled(page);
    await openMenu(page, PHONE_VIEW);
    // The links become visible a style recalculation after the sliding menu itself: wait for them.
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link').last().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await closePage(page);
  }
});
