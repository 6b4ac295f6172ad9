// Previews of drafts: an article or activity saved as a draft is nowhere on the public site, yet its signed
// preview link opens it in the site's own layout, drawn by the same components as a published page, under a
// banner; the page is never cached or indexed, and a changed token says the link no longer holds.
import type {
  ArtikelFields,
  ArtikelList,
  ArtikelSaved,
  KegiatanBody,
  KegiatanSaved,
  PratinjauLinkSaved,
} from '@gkj/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyText, texts } from './page-reads.ts';
import { adminPost, adminToken, api, createThroughApi, deleteThroughApi } from './site-api.ts';
import {
  closePage,
  holdRequests,
  openPage,
  seriousViolations,
  sharedBrowser,
  siteUrl,
  trackScripts,
  VIEWPORTS,
} from './support.ts';

const browser = sharedBrowser();
const church = 'GKJ Girimarto';
const created: string[] = [];
const BANNER = 'Pratinjau — belum terbit. Halaman ini hanya untuk peninjau dan tidak tampil di situs.';
const INVALID = 'Tautan pratinjau tidak berlaku atau sudah kedaluwarsa.';

const DRAFT_ARTICLE = {
  judul_artikel: 'Berjaga dalam Doa',
  jenis_artikel: 'renungan',
  ayat_alkitab: 'Kolose 4:2',
  catatan_artikel: 'Naskah untuk warta pekan depan.',
  isi_artikel: 'Bertekunlah dalam doa.\n\n\nBerjagalah sambil mengucap syukur.\n',
  status: 'draf',
} satisfies ArtikelFields;

const DRAFT_ACTIVITY = {
  nama_kegiatan_gereja: 'Retret Pemuda Adven',
  waktu_kegiatan_gereja: '2026-12-12',
  tempat_kegiatan_gereja: 'GKJ Girimarto Pepanthan Gemawang',
  deskripsi_kegiatan_gereja: 'Retret dua hari bagi pemuda.\nPendaftaran lewat majelis.',
  status: 'draf',
} satisfies KegiatanBody;

afterAll(() => deleteThroughApi(created));

/** The item is nowhere a visitor looks: not its API address, not its page, not a search. */
async function expectNotPublic(
  id: number,
  apiPath: string,
  pagePath: string,
  missingText: string,
  search: string,
) {
  expect((await fetch(siteUrl(apiPath))).status).toBe(404);
  expect((await fetch(siteUrl(pagePath))).status).toBe(404);
  const found = (await api<{ data: Record<string, unknown>[] }>(search)).data;
  expect(found.map((row) => row.id_artikel ?? row.id_kegiatan_gereja)).not.toContain(id);
  const page = await openPage(browser(), VIEWPORTS[0], pagePath);
  await page.getByText(missingText).waitFor();
  await closePage(page);
}

async function previewLink(path: string): Promise<string> {
  const { data } = await adminPost<PratinjauLinkSaved>(path, undefined, 200);
  expect(data.url).toMatch(/^\/pratinjau\/#[\w-]+\.[\w-]+\.[\w-]+$/);
  return data.url;
}

/** Every policy violation the page reports, from the moment it loads. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** The article's parts by element and first class, in order: the same component draws the same outline. */
const outline = (page: Page) =>
  page
    .locator('article.detail > *')
    .evaluateAll((parts) => parts.map((part) => `${part.tagName.toLowerCase()}.${part.classList[0] ?? ''}`));

describe('the preview page', () => {
  it('is served uncached, unindexed, without a Referer, and says so in its head', async () => {
    for (const path of ['/pratinjau/', '/pratinjau/index.html']) {
      const served = await fetch(siteUrl(path));
      expect(served.status, path).toBe(200);
      expect(served.headers.get('cache-control'), path).toBe('no-store');
      expect(served.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(served.headers.get('referrer-policy'), path).toBe('no-referrer');
      const html = await served.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(await (await fetch(siteUrl('/robots.txt'))).text()).toMatch(/^Disallow: \/pratinjau$/m);
    expect(await (await fetch(siteUrl('/sitemap-0.xml'))).text()).not.toContain('pratinjau');
  });

  it('shows a draft article with the article page’s own component, under the banner', async () => {
    const artikel = await createThroughApi<ArtikelSaved>('/api/artikel', DRAFT_ARTICLE);
    const id = artikel.id_artikel;
    created.push(`/api/artikel/${id}`);
    expect(artikel.status).toBe('draf');
    await expectNotPublic(
      id,
      `/api/artikel/${id}`,
      `/artikel/${id}`,
      'Artikel tidak ditemukan.',
      '/api/artikel?q=Berjaga%20dalam%20Doa',
    );
    const url = await previewLink(`/api/artikel/${id}/pratinjau`);

    // A published article with a verse and a note, like the draft: the outline the same component draws.
    const published = (await api<ArtikelList>('/api/artikel?per_page=100')).data.find(
      (row) => row.ayat_alkitab && row.catatan_artikel,
    );
    if (!published) throw new Error('data demo tanpa artikel berayat dan bercatatan');
    const reference = await openPage(browser(), VIEWPORTS[1], `/artikel/${published.id_artikel}`);
    const publishedOutline = await outline(reference);
    await closePage(reference);

    for (const viewport of VIEWPORTS) {
      let release = async () => {};
      let scripts: string[] = [];
      let violations: string[] = [];
      const page = await openPage(browser(), viewport, url, {
        prepare: async (page) => {
          scripts = trackScripts(page);
          violations = cspViolations(page);
          release = await holdRequests(page, '**/api/pratinjau/**');
        },
      });
      await page.getByText('Memuat pratinjau...').waitFor();
      await release();
      await page.locator('.detail h1', { hasText: 'Berjaga dalam Doa' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: BANNER }).textContent()).toContain(
        'Status: Draf',
      );
      expect(await page.title()).toBe(`Pratinjau: Berjaga dalam Doa - Artikel ${church}`);
      expect(await texts(page, '.detail-body p')).toEqual([
        'Bertekunlah dalam doa.',
        'Berjagalah sambil mengucap syukur.',
      ]);
      expect(await page.locator('.verse').textContent()).toBe('Kolose 4:2');
      expect((await texts(page, '.detail-byline'))[0]).toMatch(/^Renungan · .+ · /);
      // The published page's outline, less its share button: a preview's address is not to pass on.
      expect(await outline(page)).toEqual(publishedOutline.filter((part) => part !== 'div.detail-actions'));
      expect(await page.locator('[data-share]').count()).toBe(0);
      // React came with the page's own loader, not as an island.
      expect(scripts.some((script) => /PreviewLoader/.test(script))).toBe(true);
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(violations).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await closePage(page);
    }
  });

  it('shows a draft activity with its gallery', async () => {
    const kegiatan = await createThroughApi<KegiatanSaved>('/api/kegiatan-gereja', DRAFT_ACTIVITY);
    const id = kegiatan.id_kegiatan_gereja;
    created.push(`/api/kegiatan-gereja/${id}`);
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#5a7d4e' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('id_kegiatan_gereja', String(id));
    form.append('gambar', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'retret.jpg');
    const upload = await fetch(siteUrl('/api/gambar-kegiatan'), {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    await expectNotPublic(
      id,
      `/api/kegiatan-gereja/${id}`,
      `/kegiatan/${id}`,
      'Kegiatan tidak ditemukan.',
      '/api/kegiatan-gereja?q=Retret%20Pemuda',
    );
    const url = await previewLink(`/api/kegiatan-gereja/${id}/pratinjau`);

    const page = await openPage(browser(), VIEWPORTS[0], url);
    await page.locator('.detail h1', { hasText: 'Retret Pemuda Adven' }).waitFor();
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
    expect(await page.title()).toBe(`Pratinjau: Retret Pemuda Adven - Kegiatan ${church}`);
    const text = await bodyText(page);
    for (const part of [
      'Sabtu, 12 Desember 2026',
      'GKJ Girimarto Pepanthan Gemawang',
      'Pendaftaran lewat majelis.',
    ]) {
      expect(text).toContain(part);
    }
    await page.getByRole('button', { name: 'Lihat Galeri Kegiatan' }).click();
    await page.getByRole('dialog', { name: 'Galeri Retret Pemuda Adven' }).waitFor();
    await closePage(page);
  });

  it('says an altered or missing token no longer holds, and leads home', async () => {
    const artikel = await createThroughApi<ArtikelSaved>('/api/artikel', {
      ...DRAFT_ARTICLE,
      judul_artikel: 'Naskah Token Diubah',
    });
    created.push(`/api/artikel/${artikel.id_artikel}`);
    const url = await previewLink(`/api/artikel/${artikel.id_artikel}/pratinjau`);
    const altered = `${url.slice(0, -4)}${url.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser(), viewport, altered);
      await page.getByRole('heading', { name: INVALID }).waitFor();
      expect(await page.getByRole('link', { name: 'Kembali ke Beranda' }).last().getAttribute('href')).toBe(
        '/',
      );
      expect(await page.getByText('Naskah Token Diubah').count()).toBe(0);
      // A good link pasted into the same tab changes only the fragment; the page follows it.
      await page.evaluate(
        (hash) => {
          window.location.hash = hash;
        },
        new URL(url, siteUrl('/')).hash,
      );
      await page.locator('.detail h1', { hasText: 'Naskah Token Diubah' }).waitFor();
      await closePage(page);
    }
    const bare = await openPage(browser(), VIEWPORTS[0], '/pratinjau/');
    await bare.getByRole('heading', { name: 'Tautan pratinjau tidak lengkap.' }).waitFor();
    await closePage(bare);
  });
});
