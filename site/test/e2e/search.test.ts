// The site search in Chromium against a real release: an article created through the API is found once
// the site is rebuilt (by a word of its body, and by another form of a word through Pagefind's Indonesian
// stemming); a result shows its title, type, date and a highlighted excerpt; the navbar box works on a
// phone and with the keyboard alone; and a text page loads no script until a search is sent.
import type { ArtikelFields, ArtikelSaved } from '@gkj/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTanggalSingkat } from '../../src/lib/dates.ts';
import { texts } from './page-reads.ts';
import { createThroughApi, deleteThroughApi, rebuildLiveSite } from './site-api.ts';
import { closePage, openPage, seriousViolations, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();

// 'palawija' is in no demo text; the body says 'mendoakan' (stem 'doa') and 'bersyukur' (stem 'syukur').
const ARTICLE = {
  judul_artikel: 'Benih di Musim Tanam',
  jenis_artikel: 'renungan',
  ayat_alkitab: 'Mazmur 126:5',
  catatan_artikel: 'Renungan menjelang musim tanam.',
  isi_artikel:
    'Sebelum musim tanam, warga pepanthan mendoakan benih jagung dan palawija yang akan disemai.\n\n' +
    'Setelah panen, keluarga-keluarga bersyukur dan membawa sebagian hasilnya sebagai persembahan.',
} satisfies ArtikelFields;

let article: ArtikelSaved['data'] | undefined;
const href = () => `/artikel/${article?.id_artikel}`;

beforeAll(async () => {
  article = await createThroughApi<ArtikelSaved>('/api/artikel', ARTICLE);
  await rebuildLiveSite();
}, 180_000);

afterAll(async () => {
  if (!article) return;
  await deleteThroughApi([`/api/artikel/${article.id_artikel}`]);
  // The other test files see the release as the set-up built it.
  await rebuildLiveSite();
}, 180_000);

/** The result whose title links to `path`. */
const resultFor = (page: Page, path: string) =>
  page.locator('.search-result', { has: page.locator(`.search-result-title a[href="${path}"]`) });

/** Waits until the search has answered (the status says how many, or that none were found). */
async function answered(page: Page): Promise<string> {
  const status = page.locator('[data-search-status]');
  await expect.poll(() => status.textContent()).toMatch(/hasil untuk|Tidak ada hasil/);
  return (await status.textContent()) ?? '';
}

describe.each(VIEWPORTS)('search results at $name', (viewport) => {
  it('finds the article by a word of its body, with its title, type, date and the word marked', async () => {
    const page = await openPage(browser(), viewport, '/cari?q=palawija');
    expect(await answered(page)).toBe('1 hasil untuk “palawija”.');
    const result = resultFor(page, href());
    expect(await result.locator('.search-result-title').textContent()).toBe(ARTICLE.judul_artikel);
    expect(await result.locator('.badge').textContent()).toBe('Artikel');
    const day = String(article?.tanggal_artikel).slice(0, 10);
    expect(await result.locator('time').getAttribute('datetime')).toBe(day);
    expect(await result.locator('time').textContent()).toBe(formatTanggalSingkat(day));
    expect(await texts(page, '.search-result-excerpt mark')).toEqual(['palawija']);
    expect(await result.locator('.search-result-excerpt').textContent()).toContain(
      'benih jagung dan palawija',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await result.getByRole('link', { name: ARTICLE.judul_artikel }).click();
    await page.waitForURL(siteUrl(href()));
    expect(await page.locator('h1').textContent()).toBe(ARTICLE.judul_artikel);
    await closePage(page);
  });
});

describe('the search', () => {
  it.each([
    { query: 'berdoa', marked: 'mendoakan' },
    { query: 'doa', marked: 'mendoakan' },
    { query: 'syukur', marked: 'bersyukur' },
  ])('finds “$marked” when asked for “$query” (Indonesian stemming)', async ({ query, marked }) => {
    const page = await openPage(browser(), VIEWPORTS[1], `/cari?q=${query}`);
    await answered(page);
    const result = resultFor(page, href());
    expect(await result.locator('.search-result-excerpt mark').allTextContents()).toContain(marked);
    await closePage(page);
  });

  it('filters by type, also with the keyboard, and keeps the search in the address', async () => {
    const page = await openPage(browser(), VIEWPORTS[1], '/cari?q=doa');
    await answered(page);
    const badges = () => texts(page, '.search-result .badge');
    // The demo's first page for 'doa': articles, a bulletin (its prayer meeting) and text pages.
    expect(new Set(await badges())).toEqual(new Set(['Artikel', 'Warta', 'Halaman']));
    await page.getByRole('radio', { name: 'Semua' }).focus();
    // Arrow keys move through a radio group: Artikel, Kegiatan, Warta, Halaman.
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Halaman' }).isChecked()).toBe(true);
    await expect.poll(badges).toEqual(['Halaman']);
    expect(await answered(page)).toMatch(/^\d+ hasil untuk “doa” di Halaman\.$/);
    expect(new URL(page.url()).search).toBe('?q=doa&jenis=Halaman');
    await page.reload();
    expect(await page.getByRole('radio', { name: 'Halaman' }).isChecked()).toBe(true);
    await expect.poll(badges).toEqual(['Halaman']);
    await closePage(page);
  });

  it('searches as the words are typed, and says when nothing is found or nothing asked', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/cari');
    const input = page.getByRole('searchbox', { name: 'Kata yang dicari' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('[data-search-status]').textContent()).toBe(
      'Ketik kata yang dicari, misalnya doa, natal, atau nama kegiatan.',
    );
    await page.keyboard.type('zzqxjv');
    // A slow machine may answer for the first letters before the last are typed; the answer that counts is the
    // one for the whole word.
    await expect
      .poll(() => page.locator('[data-search-status]').textContent())
      .toBe('Tidak ada hasil untuk “zzqxjv”. Coba kata lain.');
    expect(await page.locator('.search-result').count()).toBe(0);
    await input.fill('palawija');
    await expect
      .poll(() => page.locator('[data-search-status]').textContent())
      .toBe('1 hasil untuk “palawija”.');
    expect(new URL(page.url()).search).toBe('?q=palawija');
    await closePage(page);
  });

  it('shows ten results at a time, and moves focus to the first of the next ten', async () => {
    const page = await openPage(browser(), VIEWPORTS[1], '/cari?q=gereja');
    const total = Number((await answered(page)).split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    expect(await page.locator('.search-result').count()).toBe(10);
    await page.getByRole('button', { name: 'Tampilkan hasil lainnya' }).click();
    await expect.poll(() => page.locator('.search-result').count()).toBe(Math.min(total, 20));
    const eleventh = page.locator('.search-result').nth(10).locator('a');
    await expect.poll(() => eleventh.evaluate((link) => link === document.activeElement)).toBe(true);
    await closePage(page);
  });

  it('needs nothing from the API: the index is files of the release', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/cari?q=palawija', {
      prepare: async (page) => {
        await page.route('**/api/**', (route) => route.abort());
      },
    });
    expect(await answered(page)).toBe('1 hasil untuk “palawija”.');
    await closePage(page);
  });

  it('says so when the index cannot be loaded, and tries again at the next search', async () => {
    // Its WebAssembly, fetched by Pagefind's worker after its script has loaded: the harder failure to retry.
    const blocked = '**/pagefind/wasm.*';
    const page = await openPage(browser(), VIEWPORTS[0], '/cari?q=palawija', {
      prepare: async (page) => {
        await page.route(blocked, (route) => route.abort());
      },
    });
    const status = page.locator('[data-search-status]');
    await expect
      .poll(() => status.textContent())
      .toBe('Pencarian belum dapat dimuat. Periksa koneksi Anda, lalu coba lagi.');
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('1 hasil untuk “palawija”.');
    await closePage(page);
  });
});

describe('the navbar search box', () => {
  it('is in the menu on a phone and sends the search to the results page', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/profile');
    const box = page.getByRole('searchbox', { name: 'Cari di situs' });
    expect(await box.isVisible()).toBe(false);
    await page.locator('[data-menu-toggle]').click();
    expect(await box.isVisible()).toBe(true);
    const size = await box.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);
    await box.fill('palawija');
    await box.press('Enter');
    await page.waitForURL(siteUrl('/cari?q=palawija'));
    expect(await answered(page)).toBe('1 hasil untuk “palawija”.');
    await closePage(page);
  });

  it.each(VIEWPORTS)('is reached with the keyboard alone at $name', async (viewport) => {
    const page = await openPage(browser(), viewport, '/visi-misi');
    const focused = () => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
    if (viewport.mobile) {
      // The menu button opens the panel; the box follows the menu's links.
      const onToggle = () => page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'));
      for (let presses = 0; presses < 10 && !(await onToggle()); presses++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('true');
    }
    for (let presses = 0; presses < 20 && (await focused()) !== 'cari-situs'; presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('cari-situs');
    await page.keyboard.type('mendoakan');
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('/cari?q=mendoakan'));
    await answered(page);
    expect(await resultFor(page, href()).count()).toBe(1);
    await closePage(page);
  });

  it('loads no script on a text page until the search is sent', async () => {
    const scripts: string[] = [];
    const index: string[] = [];
    const page = await openPage(browser(), VIEWPORTS[1], '/profile', {
      prepare: async (page) => {
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (request.resourceType() === 'script') scripts.push(path);
          if (path.startsWith('/pagefind/')) index.push(path);
        });
      },
      waitUntil: 'networkidle',
    });
    expect(scripts).toEqual([]);
    const box = page.getByRole('searchbox', { name: 'Cari di situs' });
    await box.focus();
    await page.keyboard.type('palawija');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(index).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('/cari?q=palawija'));
    await answered(page);
    expect(scripts).toContain('/pagefind/pagefind.js');
    expect(index).toContain('/pagefind/pagefind-entry.json');
    await closePage(page);
  });
});
