// The home page's first load on a phone: what the build holds is all it needs, so it asks the API nothing,
// loads no React and stays within its JavaScript and transfer budgets (the bench's figures, weighed the
// same way). The islands come as the visitor reaches for them: a schedule card tapped before its code has
// arrived still opens, and a location's services are asked for only when its card is opened.
import { HOME_JS_GOAL, HOME_TRANSFER_GOAL, weigh } from '@gkj/scripts/bench/pages';
import { describe, expect, it } from 'vitest';
import { hydrated } from './page-reads.ts';
import { siteContent } from './site-api.ts';
import { closePage, holdRequests, openPage, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const PHONE = VIEWPORTS[0];
const konten = await siteContent();

describe('the first load of the home page', () => {
  it(`asks the API nothing, loads no React and sends at most ${HOME_JS_GOAL / 1024} KB of JavaScript`, async () => {
    const weights = await weigh(browser(), siteUrl('/'));
    expect(weights.apiCalls).toBe(0);
    expect(weights.react).toBe(false);
    // The carousel's few lines are the only script files; the islands have none yet.
    expect(weights.scripts).toBeGreaterThan(0);
    expect(weights.js).toBeLessThanOrEqual(HOME_JS_GOAL);
    expect(weights.transferred).toBeLessThanOrEqual(HOME_TRANSFER_GOAL);
  });
});

describe('the home islands as the visitor reaches them', () => {
  it('opens a schedule card tapped before its code has arrived', async () => {
    let release = async () => {};
    const page = await openPage(browser(), PHONE, '/', {
      prepare: async (page) => {
        release = await holdRequests(page, '**/_astro/ScheduleCards.*.js');
      },
    });
    const lokasi = konten.gereja[0].lokasi;
    await page.getByRole('button', { name: `Jadwal Terdekat ${lokasi}` }).click();
    const dialog = page.getByRole('dialog', { name: `${lokasi} - Jadwal Ibadah Terdekat` });
    // The tap is held while the island's code is on its way, then given to it.
    expect(await dialog.count()).toBe(0);
    await release();
    await dialog.locator('.schedule-item').first().waitFor();
    await closePage(page);
  });

  it("asks for a location's upcoming services only when its card is opened", async () => {
    const page = await openPage(browser(), PHONE, '/');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(decodeURIComponent(pathname));
    });
    await hydrated(page, 'ScheduleCards');
    expect(calls).toEqual([]);
    const lokasi = konten.gereja[2].lokasi;
    await page.getByRole('button', { name: `Jadwal Terdekat ${lokasi}` }).click();
    await page
      .getByRole('dialog', { name: `${lokasi} - Jadwal Ibadah Terdekat` })
      .locator('.schedule-name')
      .first()
      .waitFor();
    expect(calls).toEqual([`/api/jadwal-ibadah-lokasi/${lokasi}`]);
    await closePage(page);
  });
});
