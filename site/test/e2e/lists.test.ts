// /kegiatan at both viewports: the activity and article lists page through the API's answers, 9 per
// page, disable their pager at the ends, and search and the type filter narrow them and reset the page.
import type { ArtikelList, KegiatanList } from '@gkj/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './page-reads.ts';
import { api } from './site-api.ts';
import { closePage, holdRequests, openPage, sharedBrowser, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const ACTIVITIES = '/api/kegiatan-gereja?sort=terdekat&per_page=9';
const ARTICLES = '/api/artikel?sort=tanggal_artikel&order=desc&per_page=9';

const activityTitles = async (query: string) =>
  (await api<KegiatanList>(`${ACTIVITIES}&${query}`)).data.map((row) => row.nama_kegiatan_gereja);
const articleAnswer = (query: string) => api<ArtikelList>(`${ARTICLES}&${query}`);

/** The list's card titles, once they equal what is expected (the lists debounce and ask the API). */
async function expectTitles(list: Locator, expected: string[]) {
  await expect.poll(() => list.locator('.card-title').allTextContents(), { timeout: 5000 }).toEqual(expected);
}

/** The current page of a list, or 1 when a single page needs no pager. */
async function currentPage(list: Locator): Promise<number> {
  const current = list.locator('.page-btn[aria-current="page"]');
  return (await current.count()) === 0 ? 1 : Number(await current.textContent());
}

describe.each(VIEWPORTS)('/kegiatan at $name', (viewport) => {
  let page: Page;
  let activities: Locator;
  let articles: Locator;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, '/kegiatan');
    activities = page.locator('.remote-list').nth(0);
    articles = page.locator('.remote-list').nth(1);
    await hydrated(page, 'ActivityList');
    await hydrated(page, 'ArticleList');
  });
  afterAll(() => closePage(page));

  it('pages through the activities, 9 per page, disabled at both ends', async () => {
    const { total } = await api<KegiatanList>(ACTIVITIES);
    const pages = Math.ceil(total / 9);
    expect(pages).toBeGreaterThan(1);
    const previous = activities.getByRole('button', { name: 'Halaman sebelumnya' });
    const next = activities.getByRole('button', { name: 'Halaman berikutnya' });
    await expectTitles(activities, await activityTitles('page=1'));
    expect(await activities.locator('.page-btn').count()).toBe(pages);
    for (let number = 1; number <= pages; number++) {
      if (number > 1) await next.click();
      await expectTitles(activities, await activityTitles(`page=${number}`));
      expect(await currentPage(activities)).toBe(number);
      expect(await previous.isDisabled()).toBe(number === 1);
      expect(await next.isDisabled()).toBe(number === pages);
    }
  });

  it('narrows the activities by title or place, case-insensitively, from page 1', async () => {
    const search = activities.getByPlaceholder('Cari kegiatan atau lokasi...');
    expect(await currentPage(activities)).toBeGreaterThan(1);
    await search.fill('GIRIMARTO');
    const expected = await activityTitles('q=girimarto&page=1');
    expect(expected.length).toBeGreaterThan(0);
    await expectTitles(activities, expected);
    expect(await currentPage(activities)).toBe(1);
    for (const card of await activities.locator('.card-body').allTextContents()) {
      expect(card.toLowerCase()).toContain('girimarto');
    }
    const title = (await activityTitles('page=1'))[0];
    await search.fill(title.slice(2, 14).toLowerCase());
    await expect.poll(() => activities.locator('.card-title').allTextContents()).toContain(title);

    await search.fill('tidak ada kegiatan seperti ini');
    await activities.getByText('Tidak ada kegiatan ditemukan.').waitFor();
    await search.fill('');
    await expectTitles(activities, await activityTitles('page=1'));
  });

  it('pages through the articles and filters them by type, back to page 1', async () => {
    const { total } = await articleAnswer('page=1');
    expect(Math.ceil(total / 9)).toBeGreaterThan(2);
    await articles.getByRole('button', { name: 'Halaman 3', exact: true }).click();
    await expectTitles(
      articles,
      (await articleAnswer('page=3')).data.map((row) => row.judul_artikel),
    );
    expect(await articles.getByRole('button', { name: 'Halaman sebelumnya' }).isDisabled()).toBe(false);

    const filter = articles.getByRole('combobox', { name: 'Jenis' });
    expect(await filter.locator('option').allTextContents()).toEqual([
      'Semua',
      'Berita',
      'Renungan',
      'Kegiatan',
    ]);
    for (const jenis of ['renungan', 'berita', 'kegiatan']) {
      await filter.selectOption(jenis);
      const answer = await articleAnswer(`jenis=${jenis}&page=1`);
      await expectTitles(
        articles,
        answer.data.map((row) => row.judul_artikel),
      );
      expect(await currentPage(articles)).toBe(1);
      expect(await articles.locator('.page-btn').count()).toBe(Math.ceil(answer.total / 9));
      const badges = await articles.locator('.badge').allTextContents();
      expect(new Set(badges)).toEqual(new Set([jenis.charAt(0).toUpperCase() + jenis.slice(1)]));
      if (answer.total > 9) await articles.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    }
  });

  it('narrows the articles by title or author within the type, back to page 1', async () => {
    const filter = articles.getByRole('combobox', { name: 'Jenis' });
    const search = articles.getByPlaceholder('Cari judul atau penulis...');
    await filter.selectOption('renungan');
    await articles.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect.poll(() => currentPage(articles)).toBe(2);

    // Authors are found by their display name.
    await search.fill('Santosa');
    const byAuthor = await articleAnswer('jenis=renungan&q=santosa&page=1');
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(
      byAuthor.data.every(
        (row) => row.author === 'Pdt. Yohanes Dwi Santosa' && row.jenis_artikel === 'renungan',
      ),
    ).toBe(true);
    await expectTitles(
      articles,
      byAuthor.data.map((row) => row.judul_artikel),
    );
    expect(await currentPage(articles)).toBe(1);

    await filter.selectOption('');
    const title = byAuthor.data[0].judul_artikel;
    await search.fill(title.toUpperCase());
    await expect.poll(() => articles.locator('.card-title').allTextContents()).toContain(title);

    await search.fill('tidak ada artikel seperti ini');
    await articles.getByText('Belum ada artikel ditemukan.').waitFor();
  });

  it('shows a spinner while the API answers', async () => {
    const release = await holdRequests(page, '**/api/artikel?*');
    await articles.getByPlaceholder('Cari judul atau penulis...').fill('kasih');
    await articles.getByText('Memuat artikel...').waitFor();
    await release();
    await articles.getByText('Memuat artikel...').waitFor({ state: 'detached' });
  });
});

describe('the lists keep their state in the address', () => {
  const viewport = VIEWPORTS[0];
  const renunganPage2 = async () =>
    (await articleAnswer('jenis=renungan&page=2')).data.map((row) => row.judul_artikel);

  /** The /kegiatan page with both lists hydrated. */
  async function openLists(path: string): Promise<{ page: Page; activities: Locator; articles: Locator }> {
    const page = await openPage(browser(), viewport, path);
    await hydrated(page, 'ActivityList');
    await hydrated(page, 'ArticleList');
    return {
      page,
      activities: page.locator('.remote-list').nth(0),
      articles: page.locator('.remote-list').nth(1),
    };
  }

  const addressQuery = (page: Page) => page.evaluate(() => window.location.search);

  it('writes search, type and page into the address without new history entries, and a reload restores them', async () => {
    const { page, activities, articles } = await openLists('/kegiatan');
    const entries = await page.evaluate(() => history.length);
    await articles.getByRole('combobox', { name: 'Jenis' }).selectOption('renungan');
    await articles.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await activities.getByPlaceholder('Cari kegiatan atau lokasi...').fill('Girimarto');
    await expect
      .poll(() => addressQuery(page))
      .toBe('?artikel_jenis=renungan&artikel_halaman=2&kegiatan_cari=Girimarto');
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.reload();
    await hydrated(page, 'ActivityList');
    await hydrated(page, 'ArticleList');
    await expectTitles(articles, await renunganPage2());
    expect(await articles.getByRole('combobox', { name: 'Jenis' }).inputValue()).toBe('renungan');
    expect(await currentPage(articles)).toBe(2);
    expect(await activities.getByPlaceholder('Cari kegiatan atau lokasi...').inputValue()).toBe('Girimarto');
    await expectTitles(activities, await activityTitles('q=girimarto&page=1'));
    await closePage(page);
  });

  it('opens a shared link at its search, type and page', async () => {
    const { page, articles } = await openLists(
      '/kegiatan?artikel_cari=penulis&artikel_jenis=renungan#artikel',
    );
    const expected = (await articleAnswer('jenis=renungan&q=penulis&page=1')).data.map(
      (row) => row.judul_artikel,
    );
    await expectTitles(articles, expected);
    expect(await articles.getByPlaceholder('Cari judul atau penulis...').inputValue()).toBe('penulis');
    await closePage(page);
  });

  it("'Kembali ke Daftar Artikel' lands at the article list as the visitor left it", async () => {
    const { page, articles } = await openLists('/kegiatan');
    await articles.getByRole('combobox', { name: 'Jenis' }).selectOption('renungan');
    await articles.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    const titles = await renunganPage2();
    await expectTitles(articles, titles);
    await articles.locator('.card-link').first().click();
    await page.waitForURL(/\/artikel\/\d+$/);

    await page.getByRole('link', { name: '← Kembali ke Daftar Artikel' }).click();
    await page.waitForURL(/\/kegiatan\?/);
    expect(new URL(page.url()).search).toBe('?artikel_jenis=renungan&artikel_halaman=2');
    expect(new URL(page.url()).hash).toBe('#artikel');
    await hydrated(page, 'ArticleList');
    await expectTitles(page.locator('.remote-list').nth(1), titles);
    // The article section is at the top of the screen, below the sticky bar, not far above it.
    const top = await page.locator('#artikel').evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);

    // The browser's Back from an article shows the same state.
    await page.locator('.remote-list').nth(1).locator('.card-link').first().click();
    await page.waitForURL(/\/artikel\/\d+$/);
    await page.goBack();
    await hydrated(page, 'ArticleList');
    await expectTitles(page.locator('.remote-list').nth(1), titles);
    await closePage(page);
  });

  it('keeps the previous results in place, dimmed and busy, while a search loads', async () => {
    const { page, articles } = await openLists('/kegiatan');
    await articles.scrollIntoViewIfNeeded();
    const before = await articles.locator('.card-title').allTextContents();
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const scrollHeight = await height();
    const release = await holdRequests(page, '**/api/artikel?*');
    await articles.getByPlaceholder('Cari judul atau penulis...').fill('kasih');
    await articles.getByText('Memuat artikel...').waitFor();
    expect(await articles.locator('.list-results').getAttribute('aria-busy')).toBe('true');
    expect(await articles.locator('.card-title').allTextContents()).toEqual(before);
    expect(await height()).toBe(scrollHeight);
    await release();
    await articles.getByText('Memuat artikel...').waitFor({ state: 'detached' });
    expect(await articles.locator('.list-results').getAttribute('aria-busy')).toBe('false');
    await closePage(page);
  });
});
