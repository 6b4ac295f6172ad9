// The home page at both viewports: the carousel, the five schedule cards and their modal of upcoming
// services, the recent-content pager, the offering modal, and the navigation bar over the carousel.
import type { KontenTerbaruList, UpcomingList } from '@gkj/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carouselReady, hydrated, imageLoaded, texts } from './page-reads.ts';
import { api, siteContent } from './site-api.ts';
import { closePage, holdRequests, openPage, seriousViolations, sharedBrowser, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();

/** A 300 ms slide of the recent cards that fades them as it moves them `shift`. */
const fadingSlide = (name: string, shift: 'left' | 'right') => ({ name, duration: 300, shift, fading: true });

/**
 * The recent track's running slide, frozen at the given moment: its name and length, which way the
 * cards are moved and whether they are faded.
 */
async function slideAt(page: Page, ms: number) {
  return page.locator('.recent-track').evaluate((track, at) => {
    const animation = track.getAnimations()[0] as CSSAnimation | undefined;
    if (!animation) return null;
    animation.pause();
    animation.currentTime = at;
    const style = getComputedStyle(track);
    const x = new DOMMatrix(style.transform).m41;
    return {
      name: animation.animationName,
      duration: animation.effect?.getTiming().duration,
      shift: x < 0 ? 'left' : x > 0 ? 'right' : 'none',
      fading: Number(style.opacity) < 1,
    };
  }, ms);
}
const konten = await siteContent();
const recent = await api<KontenTerbaruList>('/api/konten/recent');

describe.each(VIEWPORTS)('the home page at $name', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, '/');
  });
  afterAll(() => closePage(page));

  it('shows the carousel with three slides and the welcome caption', async () => {
    expect(konten.slides).toHaveLength(3);
    expect(await page.locator('.hero-slide').count()).toBe(3);
    expect(await page.locator('.hero h1').textContent()).toBe(konten.pengaturan.judul_sambutan);
    expect(await page.locator('.hero-text').textContent()).toBe(konten.pengaturan.teks_sambutan);
    await carouselReady(page);
    const title = page.locator('.hero-slide-title strong');
    for (const slide of [...konten.slides.slice(1), konten.slides[0]]) {
      await page.getByRole('button', { name: 'Slide berikutnya' }).click();
      expect(await title.textContent()).toBe(slide.judul);
    }
    await page.getByRole('button', { name: 'Tampilkan slide 3' }).click();
    expect(await page.locator('.hero-slide').nth(2).getAttribute('data-active')).toBe('');
    expect(await page.locator('.hero-slide[data-active]').count()).toBe(1);
  });

  it('shows five schedule cards with their fixed times', async () => {
    const cards = page.locator('.schedule-card');
    expect(await cards.count()).toBe(5);
    expect(await texts(page, '.schedule-card h3')).toEqual(konten.gereja.map((gereja) => gereja.lokasi));
    for (const [index, gereja] of konten.gereja.entries()) {
      expect(await cards.nth(index).locator('.schedule-times li').allTextContents()).toEqual(
        gereja.waktu_ibadah.map((waktu) => `${waktu.nama}${waktu.jam}`),
      );
    }
  });

  it('lists the seeded upcoming services of each location in its modal', async () => {
    await hydrated(page, 'ScheduleCards');
    for (const gereja of konten.gereja) {
      const rows = await api<UpcomingList>(`/api/jadwal-ibadah-lokasi/${encodeURIComponent(gereja.lokasi)}`);
      expect(rows.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: `Jadwal Terdekat ${gereja.lokasi}` }).click();
      const dialog = page.getByRole('dialog', { name: `${gereja.lokasi} - Jadwal Ibadah Terdekat` });
      // The card asks for its services when it opens: skeleton rows stand in until they arrive.
      const items = dialog.locator('.schedule-item:not(:has(.skeleton))');
      await expect.poll(() => items.count()).toBe(rows.length);
      for (const [index, row] of rows.entries()) {
        const text = (await items.nth(index).textContent()) ?? '';
        const jam = `${row.tanggal_ibadah.slice(11, 16).replace(':', '.')} WIB`;
        for (const part of [row.nama_ibadah, row.tema_ibadah, row.pemimpin_ibadah, jam])
          expect(text).toContain(part);
      }
      if (gereja === konten.gereja[0]) expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('pages through recent activities and articles, three at a time, disabled at both ends', async () => {
    expect(await page.locator('#terbaru-title').textContent()).toBe('Kegiatan dan Artikel Gereja');
    await hydrated(page, 'RecentPager');
    const count = Math.ceil(recent.length / 3);
    const previous = page.getByRole('button', { name: 'Sebelumnya', exact: true });
    const next = page.getByRole('button', { name: 'Berikutnya', exact: true });
    const status = page.locator('.recent-status');
    for (let number = 1; number <= count; number++) {
      if (number > 1) await next.click();
      await page.waitForFunction(
        (text) => document.querySelector('.recent-status')?.textContent === text,
        `Halaman ${number} dari ${count}`,
      );
      const shown = recent.slice((number - 1) * 3, number * 3);
      expect(await texts(page, '.recent-track .card-title')).toEqual(shown.map((item) => item.title));
      const links = await page
        .locator('.recent-track a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(links).toEqual(shown.map((item) => `/${item.type}/${item.id}`));
      expect(await previous.isDisabled()).toBe(number === 1);
      expect(await next.isDisabled()).toBe(number === count);
    }
    await previous.click();
    expect(await status.textContent()).toBe(`Halaman ${count - 1} dari ${count}`);
  });

  it('shows the bank account and opens the QRIS modal', async () => {
    const offering = page.locator('.offering-card');
    expect(await offering.locator('.offering-number').textContent()).toBe(konten.pengaturan.nomor_rekening);
    expect(await offering.locator('.offering-bank').textContent()).toBe(konten.pengaturan.nama_bank);
    // Who the QRIS pays, as decoded when it was uploaded: in the page, and under the code in the modal.
    const { qris_nama_merchant, qris_nmid } = konten.pengaturan;
    expect(qris_nmid).toMatch(/^ID\d{13}$/);
    const recipient = `Nama penerima: ${qris_nama_merchant} · NMID ${qris_nmid}`;
    expect(await offering.locator('.qris-merchant').textContent()).toBe(recipient);
    await hydrated(page, 'QrisButton');
    await page.getByRole('button', { name: 'Scan QRIS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan QRIS untuk Persembahan' });
    await dialog.waitFor();
    const image = dialog.locator('img');
    await imageLoaded(image);
    expect(await dialog.locator('.qris-merchant').textContent()).toBe(recipient);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('links the about teaser to /profile and the section button to /kegiatan', async () => {
    expect(await page.getByRole('link', { name: 'Selengkapnya tentang kami' }).getAttribute('href')).toBe(
      '/profile',
    );
    const all = page.getByRole('link', { name: 'Lihat semua kegiatan dan artikel' });
    expect(await all.getAttribute('href')).toBe('/kegiatan');
  });
});

describe('the home page while data loads, and in motion', () => {
  it('shows skeleton placeholders in the schedule modal until the services arrive', async () => {
    let release = async () => {};
    const page = await openPage(browser(), VIEWPORTS[0], '/', {
      prepare: async (page) => {
        release = await holdRequests(page, '**/api/jadwal-ibadah-lokasi/**');
      },
    });
    await hydrated(page, 'ScheduleCards');
    const lokasi = konten.gereja[0].lokasi;
    await page.getByRole('button', { name: `Jadwal Terdekat ${lokasi}` }).click();
    const dialog = page.getByRole('dialog', { name: `${lokasi} - Jadwal Ibadah Terdekat` });
    await dialog.locator('.skeleton').first().waitFor();
    expect(await dialog.locator('.schedule-item:has(.skeleton)').count()).toBe(3);
    await release();
    await dialog.locator('.schedule-name').first().waitFor();
    expect(await dialog.locator('.skeleton').count()).toBe(0);
    await closePage(page);
  });

  it('says so in the schedule modal when the services cannot be fetched, instead of skeletons for ever', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/', {
      prepare: async (page) => {
        await page.route('**/api/jadwal-ibadah-lokasi/**', (route) => route.abort('failed'));
      },
    });
    await hydrated(page, 'ScheduleCards');
    const lokasi = konten.gereja[1].lokasi;
    await page.getByRole('button', { name: `Jadwal Terdekat ${lokasi}` }).click();
    const dialog = page.getByRole('dialog', { name: `${lokasi} - Jadwal Ibadah Terdekat` });
    await dialog.getByText('Jadwal ibadah terdekat belum dapat dimuat. Silakan coba lagi nanti.').waitFor();
    expect(await dialog.locator('.skeleton').count()).toBe(0);
    await closePage(page);
  });

  it('slides the recent cards out for 300 ms and in for 300 ms, the way the pager moves', async () => {
    // The page's timers run on Playwright's fake clock, so the 300 ms steps are checked exactly and
    // no busy machine can make the test flaky.
    const page = await openPage(browser(), VIEWPORTS[1], '/', {
      reducedMotion: 'no-preference',
      prepare: (page) => page.clock.install(),
    });
    await hydrated(page, 'RecentPager');
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const track = page.locator('.recent-track');
    const phase = () => track.getAttribute('data-phase');
    const firstTitle = await page.locator('.recent-track .card-title').first().textContent();
    await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
    expect(await phase()).toBe('out');
    // Half-way through the slide-out the cards have moved left and faded.
    expect(await slideAt(page, 150)).toEqual(fadingSlide('recent-out-next', 'left'));
    await page.clock.runFor(299);
    expect(await phase()).toBe('out');
    expect(await page.locator('.recent-track .card-title').first().textContent()).toBe(firstTitle);
    await page.clock.runFor(1);
    expect(await phase()).toBe('in');
    expect(await page.locator('.recent-track .card-title').first().textContent()).toBe(recent[3].title);
    // The new page comes in from the right.
    expect(await slideAt(page, 150)).toEqual(fadingSlide('recent-in-next', 'right'));
    await page.clock.runFor(299);
    expect(await phase()).toBe('in');
    await page.clock.runFor(1);
    expect(await phase()).toBe('idle');

    // Back: out to the right, in from the left.
    await page.getByRole('button', { name: 'Sebelumnya', exact: true }).click();
    expect(await slideAt(page, 150)).toMatchObject({ name: 'recent-out-prev', shift: 'right' });
    await page.clock.runFor(300);
    expect(await slideAt(page, 150)).toMatchObject({ name: 'recent-in-prev', shift: 'left' });
    await page.clock.runFor(300);
    expect(await page.locator('.recent-track .card-title').first().textContent()).toBe(firstTitle);
    await closePage(page);
  });

  it('follows a click made during the slide instead of ignoring it', async () => {
    expect(recent.length).toBeGreaterThan(6);
    const page = await openPage(browser(), VIEWPORTS[1], '/', {
      reducedMotion: 'no-preference',
      prepare: (page) => page.clock.install(),
    });
    await hydrated(page, 'RecentPager');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const next = page.getByRole('button', { name: 'Berikutnya', exact: true });
    await next.click();
    await page.clock.runFor(100);
    await next.click();
    expect(await page.locator('.recent-status').textContent()).toBe(
      `Halaman 3 dari ${Math.ceil(recent.length / 3)}`,
    );
    await page.clock.runFor(200);
    expect(await page.locator('.recent-track .card-title').first().textContent()).toBe(recent[6].title);
    await closePage(page);
  });

  it('swaps the recent cards at once, without movement, under reduced motion', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/', { reducedMotion: 'reduce' });
    await hydrated(page, 'RecentPager');
    await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
    // No waiting: the new cards are there in the same frame, and nothing animates.
    expect(await page.locator('.recent-track .card-title').first().textContent()).toBe(recent[3].title);
    expect(await page.locator('.recent-track').getAttribute('data-phase')).toBe('idle');
    expect(await page.locator('.recent-track').evaluate((track) => track.getAnimations().length)).toBe(0);
    await closePage(page);
  });

  it('keeps the recent cards of one height on every page', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser(), viewport, '/');
      await hydrated(page, 'RecentPager');
      const count = Math.ceil(recent.length / 3);
      const trackHeights = new Set<number>();
      for (let number = 1; number <= count; number++) {
        if (number > 1) await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
        const heights = await page
          .locator('.recent-track .card')
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
        expect(new Set(heights).size, `halaman ${number} di ${viewport.name}`).toBe(1);
        trackHeights.add(
          await page
            .locator('.recent-track')
            .evaluate((track) => Math.round(track.getBoundingClientRect().height)),
        );
      }
      // A short last page does not make the section below jump.
      expect(trackHeights.size, viewport.name).toBe(1);
      await closePage(page);
    }
  });
});
