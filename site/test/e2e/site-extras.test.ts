// What a site is expected to have beside its pages: /favicon.ico, a web manifest with its icons linked
// from every page, dated sitemap entries, and carousel images sharp on large screens.
import type { ArtikelList } from '@gkj/contract';
import { describe, expect, it } from 'vitest';
import { api } from './site-api.ts';
import { closePage, openPage, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();

describe('site extras', () => {
  it('serves /favicon.ico as an icon of 16 and 32 px', async () => {
    const response = await fetch(siteUrl('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = Buffer.from(await response.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico[6], ico[22]]).toEqual([16, 32]);
  });

  it('has a web manifest named after the church, with icons of 192 and 512 px', async () => {
    const response = await fetch(siteUrl('/manifest.webmanifest'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'GKJ Girimarto', theme_color: '#163a2b' });
    for (const icon of manifest.icons) {
      const image = await fetch(siteUrl(icon.src));
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });

  it('dates the activities and articles in the sitemap', async () => {
    const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
    const { data } = await api<ArtikelList>('/api/artikel?per_page=1');
    expect(sitemap).toMatch(new RegExp(`/artikel/${data[0].id_artikel}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });

  it('links the manifest from the page, and gives a wide screen the 1920 px slide', async () => {
    const page = await openPage(browser(), VIEWPORTS[1], '/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const hero = page.locator('.hero-slide[data-active] img');
    const srcset = String(await hero.getAttribute('srcset'));
    expect(srcset).toMatch(/-1920\.webp 1920w, \S+\.webp 2560w$/);
    // 1280 px at 1x with sizes=100vw: the 1920 px sibling is the smallest that covers it.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-1920\.webp$/);
    await closePage(page);
  });
});
