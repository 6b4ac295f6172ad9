// /kegiatan at both viewports: the activity and article lists page through the API's answers, 9 per
// page, disable their pager at the ends, and search and the type filter narrow them and reset the page.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, closePage, holdRequests, hydrated, openPage, sharedBrowser, VIEWPORTS } from './support.ts';

interface Answer<Row> {
  data: Row[];
  total: number;
}
interface Kegiatan {
  nama_kegiatan_gereja: string;
  tempat_kegiatan_gereja: string | null;
}
interface Artikel {
  judul_artikel: string;
  jenis_artikel: string;
  author: string;
}

const browser = sharedBrowser();
const ACTIVITIES = '/api/kegiatan-gereja?sort=terdekat&per_page=9';
const ARTICLES = '/api/artikel?sort=tanggal_artikel&order=desc&per_page=9';

const activityTitles = async (query: string) =>
  (await api<Answer<Kegiatan>>(`${ACTIVITIES}&${query}`)).data.map((row) => row.nama_kegiatan_gereja);
const articleAnswer = (query: string) => api<Answer<Artikel>>(`${ARTICLES}&${query}`);

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
    const { total } = await api<Answer<Kegiatan>>(ACTIVITIES);
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
