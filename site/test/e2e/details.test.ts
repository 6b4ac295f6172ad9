// The prebuilt activity and article pages at both viewports: the spec's content, the article's <head>
// metadata, 'Bagikan' putting the address on the clipboard, the designed placeholder for a picture never
// uploaded, and 'Gagal Load' for a broken image.
import type { Artikel, ArtikelList, KegiatanList } from '@gkj/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTanggal, formatWaktuKegiatan } from '../../src/lib/dates.ts';
import { bodyText, hydrated, imageLoaded, texts } from './page-reads.ts';
import { api, filled, siteContent } from './site-api.ts';
import { closePage, openPage, seriousViolations, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const SHARE_MESSAGE = 'Link halaman kegiatan telah disalin ke clipboard!';
const browser = sharedBrowser();
const { pengaturan } = await siteContent();
const kegiatan = (await api<KegiatanList>('/api/kegiatan-gereja?per_page=1')).data[0];
const images = await api<unknown[]>(`/api/gambar-kegiatan/by-kegiatan/${kegiatan.id_kegiatan_gereja}`);
const artikelList = (await api<ArtikelList>('/api/artikel?per_page=100')).data;
const withImage = await api<Artikel>(
  `/api/artikel/${artikelList.find((row) => row.gambar_artikel && row.ayat_alkitab)?.id_artikel}`,
);
const withoutImage = await api<Artikel>(
  `/api/artikel/${artikelList.find((row) => !row.gambar_artikel)?.id_artikel}`,
);

/** A picture never uploaded: the church mark on a soft background, decorative, in the frame's proportions. */
async function expectDesignedPlaceholder(frame: Locator, ratio: number | null) {
  expect(await frame.getAttribute('data-empty')).toBe('');
  expect(await frame.getAttribute('data-failed')).toBeNull();
  expect(await frame.locator('img').count()).toBe(0);
  expect(((await frame.innerText()) ?? '').trim()).toBe('');
  const mark = frame.locator('svg.img-placeholder');
  expect(await mark.isVisible()).toBe(true);
  expect(await mark.getAttribute('aria-hidden')).toBe('true');
  const box = await frame.boundingBox();
  if (ratio) expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02);
  const background = await frame.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain('gradient');
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Clicks 'Bagikan' and returns what landed on the clipboard, after the toast confirmed it. */
async function share(page: Page): Promise<string> {
  await page.locator('[data-share]').click();
  const toast = page.locator('.toast', { hasText: SHARE_MESSAGE });
  await toast.waitFor();
  // The toast notifier sits at the top centre.
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(2);
  expect(box?.y).toBeLessThan(40);
  return page.evaluate(() => navigator.clipboard.readText());
}

describe.each(VIEWPORTS)('an activity page at $name', (viewport) => {
  let page: Page;
  const path = `/kegiatan/${kegiatan.id_kegiatan_gereja}`;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, path, { permissions: ['clipboard-read', 'clipboard-write'] });
  });
  afterAll(() => closePage(page));

  it('shows image, title, date, place and the description split on line breaks', async () => {
    const image = page.locator('.detail-image img');
    expect(await image.getAttribute('alt')).toBe(kegiatan.nama_kegiatan_gereja);
    await imageLoaded(image);
    expect(await page.locator('h1').textContent()).toBe(kegiatan.nama_kegiatan_gereja);
    const facts = await texts(page, '.detail-facts li');
    expect(facts).toContain(formatWaktuKegiatan(kegiatan));
    // The place, followed by the directions to it when it is one of the churches.
    const place = filled(kegiatan.tempat_kegiatan_gereja, 'tempat_kegiatan_gereja');
    expect(facts.find((fact) => fact.startsWith(place))).toMatch(new RegExp(`^${place}(Petunjuk Arah.*)?$`));
    expect(await texts(page, '.detail-body p')).toEqual(
      paragraphs(filled(kegiatan.deskripsi_kegiatan_gereja, 'deskripsi_kegiatan_gereja')),
    );
  });

  it("opens the activity's photos with 'Lihat Galeri Kegiatan'", async () => {
    await hydrated(page, 'ActivityGallery');
    await page.getByRole('button', { name: 'Lihat Galeri Kegiatan' }).click();
    const dialog = page.getByRole('dialog', { name: `Galeri ${kegiatan.nama_kegiatan_gereja}` });
    await dialog.waitFor();
    expect(await dialog.locator('.photo-thumb').count()).toBe(images.length);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('.photo-caption').textContent()).toContain(`2 / ${images.length}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("'Bagikan' puts the page address on the clipboard", async () => {
    expect(await share(page)).toBe(siteUrl(path));
  });

  it('goes back to the activity list section', async () => {
    await page.getByRole('link', { name: '← Kembali ke Daftar Kegiatan' }).click();
    await page.waitForURL(siteUrl('/kegiatan#kegiatan'));
  });
});

describe.each(VIEWPORTS)('an article page at $name', (viewport) => {
  let page: Page;
  const path = `/artikel/${withImage.id_artikel}`;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, path, { permissions: ['clipboard-read', 'clipboard-write'] });
  });
  afterAll(() => closePage(page));

  it('shows image, title, byline, note, verse and the body as paragraphs', async () => {
    const article = withImage;
    const type = article.jenis_artikel.charAt(0).toUpperCase() + article.jenis_artikel.slice(1);
    expect(await page.locator('.detail-image img').getAttribute('alt')).toBe(article.judul_artikel);
    expect(await page.locator('h1').textContent()).toBe(article.judul_artikel);
    expect((await texts(page, '.detail-byline'))[0]).toBe(
      `${type} · ${article.author} · ${formatTanggal(article.tanggal_artikel)}`,
    );
    expect(await page.locator('.detail-note').textContent()).toBe(article.catatan_artikel);
    expect(await page.locator('.verse').textContent()).toBe(article.ayat_alkitab);
    expect(await page.locator('h2.detail-section-title').textContent()).toBe('Isi Lengkap Artikel');
    expect(await texts(page, '.detail-body p')).toEqual(paragraphs(article.isi_artikel));
    expect(await page.getByRole('link', { name: '← Kembali ke Daftar Artikel' }).getAttribute('href')).toBe(
      '/kegiatan#artikel',
    );
  });

  it("has the spec's <head> metadata", async () => {
    const head = await page.evaluate(() => {
      const meta = (key: string) =>
        document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
      return {
        title: document.title,
        description: meta('description'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogTitle: meta('og:title'),
        ogDescription: meta('og:description'),
        ogUrl: meta('og:url'),
        ogType: meta('og:type'),
        ogImage: meta('og:image'),
      };
    });
    const title = `${withImage.judul_artikel} - Artikel ${pengaturan.nama_gereja}`;
    const address = siteUrl(path);
    expect(head).toMatchObject({
      title,
      ogTitle: title,
      canonical: address,
      ogUrl: address,
      ogType: 'article',
    });
    expect(head.description).toBe(withImage.excerpt);
    expect(head.ogDescription).toBe(withImage.excerpt);
    // The 960 px variant stands for a larger image.
    const image = String(withImage.gambar_artikel);
    const shared =
      Number(withImage.gambar_artikel_width) > 960 ? image.replace(/\.webp$/, '-960.webp') : image;
    expect(head.ogImage).toBe(siteUrl(shared));
  });

  it("'Bagikan' puts the page address on the clipboard", async () => {
    expect(await share(page)).toBe(siteUrl(path));
  });
});

describe("an article's author", () => {
  it('is the display name of the account that wrote it, never its login name', async () => {
    const pastors = artikelList.filter((row) => row.author === 'Pdt. Yohanes Dwi Santosa');
    expect(pastors.length).toBeGreaterThan(0);
    // The demo accounts' login names appear nowhere as an author.
    const logins = ['admin', 'pendeta', 'penulis', 'inventaris'];
    expect(artikelList.filter((row) => logins.includes(row.author.toLowerCase()))).toEqual([]);
    const page = await openPage(browser(), VIEWPORTS[0], `/artikel/${pastors[0].id_artikel}`);
    const byline = (await texts(page, '.detail-byline'))[0];
    expect(byline.split(' · ')[1]).toBe('Pdt. Yohanes Dwi Santosa');
    expect(await page.locator('meta[property="article:author"]').getAttribute('content')).toBe(
      'Pdt. Yohanes Dwi Santosa',
    );
    await closePage(page);
  });
});

describe('article and image placeholders', () => {
  it('uses the church logo for an article without image, and a designed placeholder in its place', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], `/artikel/${withoutImage.id_artikel}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      siteUrl(filled(pengaturan.logo, 'logo')),
    );
    await expectDesignedPlaceholder(page.locator('.detail-image'), 16 / 9);
    await closePage(page);
  });

  it('shows the same placeholder, not Gagal Load, on the cards of articles without image', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser(), viewport, '/kegiatan');
      await hydrated(page, 'ArticleList');
      await page.getByPlaceholder('Cari judul atau penulis...').fill(withoutImage.judul_artikel);
      const card = page.locator(`a[href="/artikel/${withoutImage.id_artikel}"]`);
      await card.waitFor();
      // Phones show the list card's picture as a column beside the text, as tall as the card.
      await expectDesignedPlaceholder(card.locator('.img-frame'), viewport.mobile ? null : 16 / 9);
      expect(await bodyText(page)).not.toContain('Gagal Load');
      await closePage(page);
    }
  });

  // The placeholder comes from the page's error listener and CSS, the same at every width.
  it("shows 'Gagal Load' for images that fail to load", async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/', {
      prepare: async (page) => {
        await page.route('**/uploads/**', (route) => route.abort());
      },
    });
    // The main picture of the page, drawn at build time.
    const hero = page.locator('.hero-slide[data-active] .img-frame');
    await expect.poll(() => hero.getAttribute('data-failed')).toBe('');
    expect(await hero.locator('.img-fallback').textContent()).toBe('Gagal Load');
    expect(await hero.locator('.img-fallback').isVisible()).toBe(true);
    // Pictures further down, loaded lazily inside an island.
    await hydrated(page, 'RecentPager');
    const card = page.locator('.recent-track .img-frame').first();
    await expect.poll(() => card.getAttribute('data-failed')).toBe('');
    expect(await card.locator('.img-fallback').isVisible()).toBe(true);
    expect(await bodyText(page)).toContain('Gagal Load');
    await closePage(page);
  });
});
