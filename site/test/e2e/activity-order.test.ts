// Upcoming activities come first, the nearest first, on the home pager and on /kegiatan (baked into the
// pages and as the lists ask the API), and an activity with a time of day shows it in Indonesian.
import type { Kegiatan, KegiatanList } from '@gkj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTanggalSingkat, formatWaktuKegiatan } from '../../src/lib/dates.ts';
import { hydrated, texts } from './page-reads.ts';
import { api } from './site-api.ts';
import { closePage, openPage, sharedBrowser, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
// Computed here from every activity, not taken from the API's order.
const every = (await api<KegiatanList>('/api/kegiatan-gereja?sort=nama_kegiatan_gereja&per_page=100')).data;
const key = (k: Kegiatan) =>
  `${k.waktu_kegiatan_gereja} ${k.jam_kegiatan_gereja ?? ''} ${k.id_kegiatan_gereja}`;
const [nearest] = every
  .filter((k) => k.waktu_kegiatan_gereja >= today)
  .sort((a, b) => key(a).localeCompare(key(b)));
const latestPast = every
  .filter((k) => k.waktu_kegiatan_gereja < today)
  .sort((a, b) => key(b).localeCompare(key(a)))[0];

describe('the order of activities on the site', () => {
  beforeAll(() => {
    // The demo content has activities on both sides of today; the nearest one has a time of day.
    expect(nearest).toBeDefined();
    expect(latestPast).toBeDefined();
    expect(nearest.jam_kegiatan_gereja).toMatch(/^\d{2}:\d{2}$/);
  });
  afterAll(() => undefined);

  it('puts the nearest upcoming activity first on the home pager', async () => {
    // Without JavaScript: the pager as baked into the page.
    const baked = await openPage(browser(), VIEWPORTS[0], '/', { javaScriptEnabled: false });
    expect((await texts(baked, '.recent-track .card-title'))[0]).toBe(nearest.nama_kegiatan_gereja);
    await closePage(baked);
    const page = await openPage(browser(), VIEWPORTS[1], '/');
    await hydrated(page, 'RecentPager');
    const first = page.locator('.recent-track li').first();
    expect(await first.locator('.card-title').textContent()).toBe(nearest.nama_kegiatan_gereja);
    expect(await first.locator('a').getAttribute('href')).toBe(`/kegiatan/${nearest.id_kegiatan_gereja}`);
    await closePage(page);
  });

  it('lists the nearest upcoming activity first on /kegiatan, with its time, and past ones after', async () => {
    const baked = await openPage(browser(), VIEWPORTS[0], '/kegiatan', { javaScriptEnabled: false });
    const titles = await texts(baked, '#kegiatan-title ~ * .card-title');
    expect(titles[0]).toBe(nearest.nama_kegiatan_gereja);
    const upcoming = every.filter((k) => k.waktu_kegiatan_gereja >= today).length;
    if (upcoming < 9) expect(titles[upcoming]).toBe(latestPast.nama_kegiatan_gereja);
    expect((await texts(baked, '#kegiatan-title ~ * .card-meta time'))[0]).toBe(
      formatWaktuKegiatan(nearest, formatTanggalSingkat),
    );
    await closePage(baked);

    // The island asks the API for a search and back: the same order comes back.
    const page = await openPage(browser(), VIEWPORTS[1], '/kegiatan');
    await hydrated(page, 'ActivityList');
    const search = page.getByRole('searchbox', { name: 'Cari kegiatan' });
    await search.fill('zzz-tidak-ada');
    await page.getByText('Tidak ada kegiatan ditemukan.').waitFor();
    await search.fill('');
    const list = page.locator('#kegiatan astro-island').first();
    await expect
      .poll(() => list.locator('.card-title').first().textContent(), { timeout: 5000 })
      .toBe(nearest.nama_kegiatan_gereja);
    await closePage(page);
  });

  it("shows the activity's day and time on its page ('Minggu, 30 November 2026 · 09.00 WIB')", async () => {
    const page = await openPage(browser(), VIEWPORTS[0], `/kegiatan/${nearest.id_kegiatan_gereja}`);
    const facts = await texts(page, '.detail-facts li');
    expect(facts).toContain(formatWaktuKegiatan(nearest));
    expect(formatWaktuKegiatan(nearest)).toMatch(/^\w+, \d{1,2} \w+ \d{4} · \d{2}\.\d{2} WIB$/);
    expect(await page.locator('.detail-facts time').getAttribute('datetime')).toBe(
      `${nearest.waktu_kegiatan_gereja}T${nearest.jam_kegiatan_gereja}+07:00`,
    );
    await closePage(page);
  });
});
