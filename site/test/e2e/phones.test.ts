// What a visitor on a phone needs: swipes on the home carousel and the photo galleries, a pause
// button for the autoplaying carousel, pictures that are not cropped when they are not landscape,
// copying the bank account number, saving the QRIS code, and 'Bagikan' through the share sheet.
import type { ArtikelList, ArtikelSummary, KegiatanList } from '@gkj/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { carouselReady, hydrated } from './page-reads.ts';
import { api, filled, siteContent } from './site-api.ts';
import { closePage, openPage, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const SHARE_MESSAGE = 'Link halaman kegiatan telah disalin ke clipboard!';
const PHONE = VIEWPORTS[0];
const browser = sharedBrowser();
const { pengaturan } = await siteContent();
const kegiatan = (await api<KegiatanList>('/api/kegiatan-gereja?per_page=1')).data[0];
const artikel = (await api<ArtikelList>('/api/artikel?per_page=100')).data;
const ratio = (row: ArtikelSummary) => Number(row.gambar_artikel_width) / Number(row.gambar_artikel_height);
const upright = artikel.find((row) => row.gambar_artikel && ratio(row) < 1.3);
const landscape = artikel.find((row) => row.gambar_artikel && ratio(row) >= 1.5);

/** A finger drag across the element's middle, through the browser's touch input. */
async function touchSwipe(page: Page, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('Elemen tidak terlihat.');
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + Math.min(box.height / 2, 300) - dy / 2;
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: x + (dx * step) / 8, y: y + (dy * step) / 8 };
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

const activeSlide = (page: Page) =>
  page
    .locator('.hero-slide')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.hasAttribute('data-active')));

describe('the home carousel', () => {
  it('changes slide with a sideways swipe, and not with a vertical one', async () => {
    const page = await openPage(browser(), PHONE, '/', { hasTouch: true, isMobile: true });
    await carouselReady(page);
    const hero = page.locator('.hero');
    await touchSwipe(page, hero, -200);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await touchSwipe(page, hero, -200);
    await expect.poll(() => activeSlide(page)).toBe(2);
    await touchSwipe(page, hero, 200);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await touchSwipe(page, hero, 30, -250);
    expect(await activeSlide(page)).toBe(1);
    await closePage(page);
  });

  it("stops advancing with 'Jeda' and starts again with 'Putar'; focus inside holds it too", async () => {
    const page = await openPage(browser(), PHONE, '/', {
      reducedMotion: 'no-preference',
      prepare: (page) => page.clock.install(),
    });
    await carouselReady(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(1);

    const pause = page.getByRole('button', { name: 'Jeda slide otomatis' });
    expect(await pause.isVisible()).toBe(true);
    expect(await pause.textContent()).toBe('Jeda');
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Putar slide otomatis' });
    expect(await play.textContent()).toBe('Putar');
    await blur();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(1);

    await play.focus();
    await page.keyboard.press('Enter');
    await blur();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(2);

    // Focus on any control of the carousel holds it while it is there.
    await page.getByRole('button', { name: 'Slide berikutnya' }).focus();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(2);
    await blur();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(0);
    await closePage(page);
  });

  it("does not advance under reduced motion, and offers 'Putar'", async () => {
    const page = await openPage(browser(), PHONE, '/', { prepare: (page) => page.clock.install() });
    await carouselReady(page);
    await page.getByRole('button', { name: 'Putar slide otomatis' }).waitFor();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    await closePage(page);
  });
});

describe('the photo galleries', () => {
  it('change photo with a swipe on a phone and a mouse drag on a desktop', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser(), viewport, `/kegiatan/${kegiatan.id_kegiatan_gereja}`, {
        hasTouch: viewport.mobile,
      });
      await hydrated(page, 'ActivityGallery');
      await page.getByRole('button', { name: 'Lihat Galeri Kegiatan' }).click();
      const dialog = page.getByRole('dialog');
      const stage = dialog.locator('.photo-stage');
      const caption = dialog.locator('.photo-caption span').last();
      await stage.waitFor();
      if (viewport.mobile) {
        await touchSwipe(page, stage, -150);
        await expect.poll(() => caption.textContent()).toMatch(/^2 \/ \d+$/);
        await touchSwipe(page, stage, 150);
      } else {
        const box = await stage.boundingBox();
        const y = (box?.y ?? 0) + (box?.height ?? 0) / 3;
        await page.mouse.move((box?.x ?? 0) + 500, y);
        await page.mouse.down();
        await page.mouse.move((box?.x ?? 0) + 250, y, { steps: 6 });
        await page.mouse.up();
        await expect.poll(() => caption.textContent()).toMatch(/^2 \/ \d+$/);
        await page.mouse.move((box?.x ?? 0) + 250, y);
        await page.mouse.down();
        await page.mouse.move((box?.x ?? 0) + 500, y, { steps: 6 });
        await page.mouse.up();
      }
      await expect.poll(() => caption.textContent()).toMatch(/^1 \/ \d+$/);
      await closePage(page);
    }
  });
});

describe('pictures that are not landscape', () => {
  it('are shown whole on cards and pages, while photos fill their frame', async () => {
    if (!upright || !landscape) throw new Error('Data demo tanpa gambar tegak atau lebar.');
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser(), viewport, '/kegiatan');
      await hydrated(page, 'ArticleList');
      const search = page.getByPlaceholder('Cari judul atau penulis...');
      const fitOf = async (row: ArtikelSummary) => {
        await search.fill(row.judul_artikel);
        const image = page.locator(`a[href="/artikel/${row.id_artikel}"] img`);
        await image.waitFor();
        return image.evaluate((img) => getComputedStyle(img).objectFit);
      };
      expect(await fitOf(upright), viewport.name).toBe('contain');
      expect(await fitOf(landscape), viewport.name).toBe('cover');
      await page.goto(siteUrl(`/artikel/${upright.id_artikel}`));
      expect(await page.locator('.detail-image img').evaluate((img) => getComputedStyle(img).objectFit)).toBe(
        'contain',
      );
      await closePage(page);
    }
  });
});

describe('the offering section', () => {
  it('copies the account number, digits only, and says so', async () => {
    const page = await openPage(browser(), PHONE, '/', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.getByRole('button', { name: 'Salin nomor rekening' }).click();
    await page.locator('.toast', { hasText: 'Nomor rekening disalin.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      pengaturan.nomor_rekening.replace(/\D/g, ''),
    );
    await closePage(page);
  });

  it("saves the QRIS picture with 'Simpan Gambar QRIS'", async () => {
    const page = await openPage(browser(), PHONE, '/');
    await hydrated(page, 'QrisButton');
    await page.getByRole('button', { name: 'Scan QRIS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan QRIS untuk Persembahan' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Simpan Gambar QRIS' }).click(),
    ]);
    const qris = filled(pengaturan.gambar_qris, 'gambar_qris');
    expect(download.url()).toBe(siteUrl(qris));
    const extension = qris.slice(qris.lastIndexOf('.'));
    expect(download.suggestedFilename()).toMatch(new RegExp(`^QRIS-[\\w-]+\\${extension}$`));
    await closePage(page);
  });
});

describe("'Bagikan'", () => {
  const path = `/kegiatan/${kegiatan.id_kegiatan_gereja}`;

  it("opens the phone's share sheet where there is one", async () => {
    const page = await openPage(browser(), PHONE, path, {
      prepare: async (page) => {
        await page.addInitScript(() => {
          // The browser's share sheet, recorded: the API boundary of the page.
          Object.defineProperty(Navigator.prototype, 'share', {
            configurable: true,
            value: (data: ShareData) => {
              const record = window as unknown as { shared?: ShareData[] };
              record.shared = [...(record.shared ?? []), data];
              return Promise.resolve();
            },
          });
        });
      },
    });
    await page.getByRole('button', { name: 'Bagikan' }).click();
    const shared = () => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared);
    await expect.poll(shared).toEqual([{ title: await page.title(), url: siteUrl(path) }]);
    expect(await page.locator('.toast').count()).toBe(0);
    await closePage(page);
  });

  it('copies the link with the spec text where there is no share sheet', async () => {
    const page = await openPage(browser(), PHONE, path, {
      permissions: ['clipboard-read', 'clipboard-write'],
      prepare: async (page) => {
        await page.addInitScript(() => {
          delete (Navigator.prototype as { share?: unknown }).share;
        });
      },
    });
    await page.getByRole('button', { name: 'Bagikan' }).click();
    await page.locator('.toast', { hasText: SHARE_MESSAGE }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(path));
    await closePage(page);
  });
});
