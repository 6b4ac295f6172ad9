// Every public route at both viewports: its title, the shared layout of the spec (menus, Login, the
// search box, footer), no serious accessibility violation, and no React on the pages that are only text.
import type { ArtikelList, KegiatanList, WartaList } from '@gkj/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText } from './page-reads.ts';
import { api, siteContent } from './site-api.ts';
import {
  closePage,
  openPage,
  seriousViolations,
  sharedBrowser,
  siteUrl,
  trackScripts,
  VIEWPORTS,
} from './support.ts';

interface Route {
  path: string;
  title: string;
  /** Text pages are plain HTML: no island, no script file. */
  textOnly?: boolean;
  status?: number;
}

const MENU = [
  ['Beranda', '/'],
  ['Sejarah', '/profile'],
  ['Galeri Gereja', '/galeri-gereja'],
  ['Profil Pendeta', '/profil-pendeta'],
  ['Struktur Kemajelisan', '/struktur-kemajelisan'],
  ['Kegiatan dan Artikel', '/kegiatan'],
  ['Warta Jemaat', '/warta'],
  ['Jadwal Ibadah', '/#jadwal-ibadah'],
] as const;
const MENU_GROUPS = ['Tentang', 'Profil', 'Berita Gereja'];
const QUICK_LINKS = [
  'Sejarah',
  'Visi dan Misi',
  'Susunan Organisasi',
  'Kegiatan dan Artikel',
  'Warta Jemaat',
];

const browser = sharedBrowser();
const { pengaturan } = await siteContent();
const routes = await publicRoutes(pengaturan.nama_gereja);

async function publicRoutes(church: string): Promise<Route[]> {
  const activity = (await api<KegiatanList>('/api/kegiatan-gereja?per_page=1')).data[0];
  const article = (await api<ArtikelList>('/api/artikel?per_page=1')).data[0];
  const bulletin = (await api<WartaList>('/api/warta-jemaat?per_page=1')).data[0];
  return [
    { path: '/', title: `Beranda - ${church}` },
    { path: '/profile', title: `Sejarah - ${church}`, textOnly: true },
    { path: '/kegiatan', title: `Kegiatan dan Artikel - ${church}` },
    {
      path: `/kegiatan/${activity.id_kegiatan_gereja}`,
      title: `${activity.nama_kegiatan_gereja} - Kegiatan ${church}`,
    },
    { path: '/visi-misi', title: `Visi dan Misi - ${church}`, textOnly: true },
    { path: '/galeri-gereja', title: `Galeri Gereja - ${church}` },
    { path: '/struktur-kemajelisan', title: `Struktur Kemajelisan - ${church}`, textOnly: true },
    { path: '/susunan-organisasi', title: `Susunan Organisasi - ${church}`, textOnly: true },
    { path: '/profil-pendeta', title: `Profil Pendeta - ${church}`, textOnly: true },
    {
      path: `/artikel/${article.id_artikel}`,
      title: `${article.judul_artikel} - Artikel ${church}`,
      textOnly: true,
    },
    { path: '/cari?q=gereja', title: `Pencarian - ${church}` },
    { path: '/warta', title: `Warta Jemaat - ${church}`, textOnly: true },
    {
      path: `/warta/${bulletin.id_warta}`,
      title: `${bulletin.judul_warta} - Warta Jemaat ${church}`,
      textOnly: true,
    },
    { path: '/halaman-yang-tidak-ada', title: `Halaman Tidak Ditemukan - ${church}`, status: 404 },
  ];
}

/** What is wrong with the route as loaded in the page, one line per problem. */
async function layoutProblems(page: Page, route: Route, status: number): Promise<string[]> {
  const problems: string[] = [];
  if (status !== (route.status ?? 200)) problems.push(`status ${status}`);
  if ((await page.title()) !== route.title) problems.push(`judul "${await page.title()}"`);
  if ((await page.getAttribute('html', 'lang')) !== 'id') problems.push('lang bukan id');
  const header = page.locator('[data-site-header]');
  for (const [label, href] of MENU) {
    if ((await header.locator(`a[href="${href}"]`, { hasText: label }).count()) !== 1)
      problems.push(`menu ${label}`);
  }
  for (const group of MENU_GROUPS) {
    if ((await header.locator('[data-dropdown-toggle]', { hasText: group }).count()) !== 1) {
      problems.push(`grup menu ${group}`);
    }
  }
  if (route.path !== '/') {
    // Only the home page floats the bar over its carousel (see navigation.test.ts).
    const solid = await header.evaluate(
      (bar) => !bar.hasAttribute('data-transparent') && getComputedStyle(bar).backgroundImage === 'none',
    );
    if (!solid) problems.push('bar navigasi tidak padat');
  }
  if ((await header.locator('a[href="/login"]', { hasText: 'Login' }).count()) !== 1)
    problems.push('tombol Login');
  // The search box sends to the results page, which has its own (search.test.ts).
  const searchBoxes = await header.locator('form[action="/cari"] input[name="q"]').count();
  if (searchBoxes !== (route.path.startsWith('/cari') ? 0 : 1))
    problems.push(`${searchBoxes} kotak pencarian`);
  const footer = ((await page.locator('footer').textContent()) ?? '').replace(/\s+/g, ' ');
  const contacts = [pengaturan.nama_gereja, pengaturan.alamat, pengaturan.telepon, pengaturan.email_1];
  if (pengaturan.email_2) contacts.push(pengaturan.email_2);
  for (const text of [...contacts, ...QUICK_LINKS])
    if (!footer.includes(text)) problems.push(`footer tanpa ${text}`);
  return problems;
}

describe.each(VIEWPORTS)('every route at $name', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser().newContext({ viewport: viewport.size, reducedMotion: 'reduce' });
  });
  afterAll(() => context.close());

  it.each(routes)('$path: title, shared layout, no serious axe violation', async (route) => {
    // A page of its own per route: a late idle island of the previous route must not count here.
    const page = await context.newPage();
    const scripts: string[] = [];
    let status = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) status = response.status();
    });
    try {
      await page.goto(siteUrl(route.path));
      const problems = await layoutProblems(page, route, status);
      if (route.textOnly) {
        // Text pages ship no React: no island, and no script file beyond the inline layout script.
        if ((await page.locator('astro-island').count()) > 0) problems.push('ada island');
        if (scripts.length > 0) problems.push(`memuat skrip ${scripts.join(', ')}`);
      }
      expect(problems).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the not-found page', () => {
  it.each(VIEWPORTS)('shows a large 404 and a way home at $name', async (viewport) => {
    let scripts: string[] = [];
    const page = await openPage(browser(), viewport, '/tidak/ada/di-sini', {
      prepare: async (page) => {
        scripts = trackScripts(page);
      },
    });
    expect(await page.locator('.not-found-code').textContent()).toBe('404');
    // React is fetched only for detail addresses newer than the build, never for a plain unknown path.
    expect(scripts.filter((script) => /DetailLoader|client\./.test(script))).toEqual([]);
    expect(await bodyText(page)).toContain('Halaman yang Anda cari tidak ditemukan.');
    const home = page.getByRole('link', { name: 'Kembali ke Beranda' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(siteUrl('/'));
    await closePage(page);
  });
});
