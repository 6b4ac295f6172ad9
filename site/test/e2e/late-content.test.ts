// Detail addresses the build has not made: an article or activity created through the API after the
// build opens on its address at once (loading state, then the content), and an unknown id says so.
import type { ArtikelFields, ArtikelSaved, KegiatanBody, KegiatanSaved } from '@gkj/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyText, texts } from './page-reads.ts';
import { adminToken, createThroughApi, deleteThroughApi } from './site-api.ts';
import { closePage, holdRequests, openPage, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const church = 'GKJ Girimarto';
const created: string[] = [];

const NEW_ARTICLE = {
  judul_artikel: 'Terang yang Tidak Padam',
  jenis_artikel: 'renungan',
  ayat_alkitab: 'Yohanes 1:5',
  catatan_artikel: 'Renungan untuk pekan ini.',
  isi_artikel: 'Terang itu bercahaya di dalam kegelapan.\n\n\nKegelapan tidak menguasainya.\n',
} satisfies ArtikelFields;

const NEW_ACTIVITY = {
  nama_kegiatan_gereja: 'Doa Pagi Bersama',
  waktu_kegiatan_gereja: '2026-12-20',
  tempat_kegiatan_gereja: 'GKJ Girimarto Pepanthan Simpar',
  deskripsi_kegiatan_gereja: 'Doa bersama sebelum bekerja.\nTerbuka untuk semua warga.',
} satisfies KegiatanBody;

const adminByline = await (async () => {
  const response = await fetch(siteUrl('/api/profile'), {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  const { nama_tampilan } = (await response.json()) as { nama_tampilan: string };
  expect(nama_tampilan).not.toBe('admin');
  return nama_tampilan.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
})();

afterAll(() => deleteThroughApi(created));

describe('content newer than the build', () => {
  it('opens a new article on its address without a rebuild', async () => {
    const artikel = await createThroughApi<ArtikelSaved>('/api/artikel', NEW_ARTICLE);
    const path = `/artikel/${artikel.id_artikel}`;
    created.push(`/api${path}`);
    // Before any script runs (a link preview reads only this): 200, the article's title, no noindex.
    const served = await fetch(siteUrl(path));
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>Terang yang Tidak Padam - Artikel ${church}</title>`);
    expect(html).toContain(
      `<meta property="og:title" content="Terang yang Tidak Padam - Artikel ${church}">`,
    );
    expect(html).toContain('<meta name="description" content="Terang itu bercahaya di dalam kegelapan.');
    expect(html).not.toContain('noindex');
    for (const viewport of VIEWPORTS) {
      let release = async () => {};
      const page = await openPage(browser(), viewport, path, {
        permissions: ['clipboard-read', 'clipboard-write'],
        prepare: async (page) => {
          release = await holdRequests(page, `**/api${path}`);
        },
      });
      await page.getByText('Memuat data artikel...').waitFor();
      expect(await page.getByText('Halaman yang Anda cari tidak ditemukan.').isVisible()).toBe(false);
      await release();
      await page.locator('.detail h1', { hasText: 'Terang yang Tidak Padam' }).waitFor();
      expect(await page.title()).toBe(`Terang yang Tidak Padam - Artikel ${church}`);
      expect(await texts(page, '.detail-body p')).toEqual([
        'Terang itu bercahaya di dalam kegelapan.',
        'Kegelapan tidak menguasainya.',
      ]);
      expect(await page.locator('.verse').textContent()).toBe('Yohanes 1:5');
      // The byline names the writer by their display name, never by the login name 'admin'.
      expect((await texts(page, '.detail-byline'))[0]).toMatch(new RegExp(`^Renungan · ${adminByline} · `));
      await page.locator('[data-share]').click();
      await page
        .locator('.toast', { hasText: 'Link halaman kegiatan telah disalin ke clipboard!' })
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(path));
      await closePage(page);
    }
  });

  it('opens a new activity on its address without a rebuild', async () => {
    const kegiatan = await createThroughApi<KegiatanSaved>('/api/kegiatan-gereja', NEW_ACTIVITY);
    const path = `/kegiatan/${kegiatan.id_kegiatan_gereja}`;
    created.push(`/api/kegiatan-gereja/${kegiatan.id_kegiatan_gereja}`);
    const served = await fetch(siteUrl(path));
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(`<title>Doa Pagi Bersama - Kegiatan ${church}</title>`);
    // The same loader as the article's; one width is enough here.
    const page = await openPage(browser(), VIEWPORTS[0], path);
    await page.locator('.detail h1', { hasText: 'Doa Pagi Bersama' }).waitFor();
    expect(await page.title()).toBe(`Doa Pagi Bersama - Kegiatan ${church}`);
    const text = await bodyText(page);
    for (const part of [
      'Minggu, 20 Desember 2026',
      'GKJ Girimarto Pepanthan Simpar',
      'Terbuka untuk semua warga.',
    ]) {
      expect(text).toContain(part);
    }
    await closePage(page);
  });

  it.each(VIEWPORTS)('says an unknown article or activity is not found at $name', async (viewport) => {
    for (const path of ['/artikel/987654', '/kegiatan/987654']) {
      const served = await fetch(siteUrl(path));
      expect(served.status).toBe(404);
      expect(await served.text()).toContain('<meta name="robots" content="noindex">');
    }
    const page = await openPage(browser(), viewport, '/artikel/987654');
    await page.getByText('Artikel tidak ditemukan.').waitFor();
    const back = page.getByRole('link', { name: '← Kembali ke Daftar Artikel' });
    expect(await back.getAttribute('href')).toBe('/kegiatan');
    await page.goto(siteUrl('/kegiatan/987654'));
    await page.getByText('Kegiatan tidak ditemukan.').waitFor();
    expect(await page.getByText('Memuat data kegiatan...').count()).toBe(0);
    await closePage(page);
  });
});
