// Builds the site against a fixture API and reads the output as plain files: every route exists,
// carries its head tags and texts, text pages ship no React, and the search index holds every page meant
// for it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { collectOutput } from '@gkj/scripts/child-output';
import { TEXT_PAGES } from '@gkj/scripts/site-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artikel, jadwal, LOGO_RGB, POSITIONS, startPublicApi, wibDay } from './fixtures/public-api.ts';
import { jsonLdBlocks, parseCalendar, parseRss, schemaProblems, WIB_DATE, wibUnix } from './support/feeds.ts';
import { nuCheck } from './support/nu-checker.ts';
import { indexedPages } from './support/search-index.ts';

const siteRoot = path.resolve(import.meta.dirname, '..');
const astroBin = path.resolve(siteRoot, '../node_modules/astro/bin/astro.mjs');
const SITE_URL = 'https://gereja.uji';
const work = mkdtempSync(path.join(tmpdir(), 'site-build-'));
const outDir = path.join(work, 'dist');

interface BuildResult {
  status: number | null;
  output: string;
}

/** Runs a Node script of the site in a child process (the fixture API in this process must keep answering). */
async function runSite(args: string[], apiUrl: string): Promise<BuildResult> {
  const child = spawn(process.execPath, args, {
    cwd: siteRoot,
    env: {
      ...process.env,
      SITE_API_URL: apiUrl,
      SITE_URL,
      SITE_CACHE_DIR: path.join(work, 'cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  const { code, all } = await collectOutput(child).done;
  // Astro colours its log when the environment forces colour (CI does); the tests read plain text.
  return { status: code, output: stripVTControlCharacters(all) };
}

/** The site's build as the rebuild hook runs it: `astro build`, then its finishing step (checks, search index). */
async function astroBuild(apiUrl: string, target: string): Promise<BuildResult> {
  const built = await runSite([astroBin, 'build', '--outDir', target], apiUrl);
  if (built.status !== 0) return built;
  const finished = await runSite([path.join(siteRoot, 'finish-build.ts'), '--outDir', target], apiUrl);
  return { status: finished.status, output: built.output + finished.output };
}

const page = (route: string) => readFileSync(path.join(outDir, route), 'utf8');
const PAGES = {
  '/': 'index.html',
  '/profile': 'profile/index.html',
  '/galeri-gereja': 'galeri-gereja/index.html',
  '/profil-pendeta': 'profil-pendeta/index.html',
  '/visi-misi': 'visi-misi/index.html',
  '/struktur-kemajelisan': 'struktur-kemajelisan/index.html',
  '/susunan-organisasi': 'susunan-organisasi/index.html',
  '/kegiatan': 'kegiatan/index.html',
  '/kegiatan/1': 'kegiatan/1/index.html',
  '/kegiatan/2': 'kegiatan/2/index.html',
  '/kegiatan/3': 'kegiatan/3/index.html',
  '/artikel/1': 'artikel/1/index.html',
  '/artikel/2': 'artikel/2/index.html',
  '/artikel/3': 'artikel/3/index.html',
  '/cari': 'cari/index.html',
  '/warta': 'warta/index.html',
  '/warta/1': 'warta/1/index.html',
  '/warta/2': 'warta/2/index.html',
  '/warta/3': 'warta/3/index.html',
};

/** Articles, activities and the pages of text: what the search finds. */
const SEARCHED = [
  '/artikel/1/',
  '/artikel/2/',
  '/artikel/3/',
  '/galeri-gereja/',
  '/kegiatan/1/',
  '/kegiatan/2/',
  '/kegiatan/3/',
  '/profil-pendeta/',
  '/profile/',
  '/struktur-kemajelisan/',
  '/susunan-organisasi/',
  '/visi-misi/',
  '/warta/1/',
  '/warta/2/',
  '/warta/3/',
];

describe('astro build against the public API', { timeout: 180_000 }, () => {
  let api: { url: string; server: Server };
  let build: BuildResult;

  beforeAll(async () => {
    api = await startPublicApi();
    build = await astroBuild(api.url, outDir);
  }, 180_000);

  afterAll(() => {
    api?.server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('succeeds and writes every route, the not-found page, sitemap and robots.txt', () => {
    expect(build.status, build.output).toBe(0);
    for (const file of [...Object.values(PAGES), '404.html', 'sitemap-index.xml', 'robots.txt']) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    expect(page('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    expect(page('sitemap-0.xml')).toContain(`<loc>${SITE_URL}/artikel/3</loc>`);
    expect(page('sitemap-0.xml')).not.toContain('404');
  });

  it('gives every page its language, title, description, canonical address and Open Graph tags', () => {
    for (const [route, file] of Object.entries(PAGES)) {
      const html = page(file);
      expect(html, route).toContain('<html lang="id">');
      expect(html, route).toMatch(/<title>[^<]+ - [^<]*Gereja Uji<\/title>|<title>Gereja Uji<\/title>/);
      expect(html, route).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html, route).toContain(
        `<link rel="canonical" href="${SITE_URL}${route === '/' ? '/' : route}">`,
      );
      expect(html, route).toContain('<meta property="og:title"');
      expect(html, route).toMatch(new RegExp(`<meta property="og:image" content="${SITE_URL}/uploads/`));
    }
  });

  it('puts the article metadata in the head', () => {
    const first = page(PAGES['/artikel/1']);
    expect(first).toContain('<title>Artikel Uji 1 - Artikel Gereja Uji</title>');
    expect(first).toContain('<meta name="description" content="Ringkasan artikel uji satu.">');
    expect(first).toContain(`<meta property="og:image" content="${SITE_URL}/uploads/uji/a1-960.webp">`);
    const withoutImage = page(PAGES['/artikel/3']);
    expect(withoutImage).toContain(
      '<meta name="description" content="Artikel rohani dan warta jemaat Gereja Uji.">',
    );
    expect(withoutImage).toContain(`<meta property="og:image" content="${SITE_URL}/uploads/uji/logo.webp">`);
    // A picture never uploaded is the designed placeholder, not the broken-image 'Gagal Load'.
    expect(withoutImage).toMatch(
      /<div class="img-frame detail-image ratio-16-9" data-empty=""><svg class="img-placeholder"[^>]*aria-hidden="true"/,
    );
    expect(page(PAGES['/artikel/2'])).toContain('Mazmur 23:1');
    expect(first).toContain('Isi Lengkap Artikel');
  });

  it('shows the spec texts of the pages', () => {
    expect(page('index.html')).toContain('Kegiatan dan Artikel Gereja');
    expect(page('index.html')).toContain('Scan QRIS');
    // Who the QRIS pays, in the page itself (the modal repeats it under the code).
    expect(page('index.html')).toMatch(
      /<p class="qris-merchant offering-qris">Nama penerima: <strong>GEREJA UJI<\/strong> · <span class="qris-nmid">NMID ID1020000000001<\/span><\/p>/,
    );
    expect(page('kegiatan/index.html')).toContain('Cari kegiatan atau lokasi...');
    expect(page('kegiatan/1/index.html')).toContain('Lihat Galeri Kegiatan');
    // The time of day when an activity has one; the list's first page as the API ordered it.
    expect(page('kegiatan/1/index.html')).toContain('Kamis, 1 Januari 2026 · 09.00 WIB');
    expect(page('kegiatan/2/index.html')).toContain('Minggu, 1 Februari 2026</time>');
    const list = page('kegiatan/index.html');
    expect(list.indexOf('Kegiatan Uji 1</h3>')).toBeGreaterThan(0);
    expect(list.indexOf('Kegiatan Uji 1</h3>')).toBeLessThan(list.indexOf('Kegiatan Uji 2</h3>'));
    expect(page('susunan-organisasi/index.html')).toContain('Gambar Susunan Organisasi Belum Tersedia');
    const notFound = page('404.html');
    expect(notFound).toContain('Halaman yang Anda cari tidak ditemukan.');
    expect(notFound).toContain('Kembali ke Beranda');
    expect(notFound).toContain('Memuat data kegiatan...');
    expect(notFound).toContain('Memuat data artikel...');
  });

  it('lists the bulletins by month, the newest first, each with its PDF to download', () => {
    const list = page('warta/index.html');
    expect(list).toContain('<h1>Warta Jemaat</h1>');
    const order = ['Februari 2026</h2>', 'Warta Uji 3<', 'Januari 2026</h2>', 'Warta Uji 2<', 'Warta Uji 1<'];
    const at = order.map((text) => list.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(list).toContain(
      '<time class="warta-item-date" datetime="2026-02-01">Minggu, 1 Februari 2026</time>',
    );
    expect(list.match(/>\s*Unduh PDF/g)).toHaveLength(2);
    expect(list).toContain(
      `href="/uploads/warta-jemaat/${'3'.repeat(32)}.pdf" download="warta-2026-02-01.pdf"`,
    );
    expect(list).toContain('<a class="warta-item-link" href="/warta/2">');
  });

  it('writes a page per bulletin: title, Sunday, text, the PDF to open, marked for the search index', () => {
    const first = page('warta/3/index.html');
    expect(first).toContain('<title>Warta Uji 3 - Warta Jemaat Gereja Uji</title>');
    expect(first).toContain('<meta name="description" content="Pengumuman satu. Pengumuman dua.">');
    expect(first).toContain('<article class="detail warta-detail">');
    // In the search, dated by its Sunday (BaseLayout's <main>, as article and activity pages).
    expect(first).toMatch(/<main [^>]*data-pagefind-body[^>]*data-pagefind-meta="tanggal:2026-02-01"/);
    expect(first).toContain('<time dateTime="2026-02-01">Minggu, 1 Februari 2026</time>');
    expect(first).toMatch(/<p>Pengumuman satu\.<\/p><p>Pengumuman dua\.<\/p>/);
    expect(first).toMatch(
      new RegExp(
        `<a class="btn btn-primary" href="/uploads/warta-jemaat/${'3'.repeat(32)}\\.pdf" type="application/pdf">.*Buka PDF`,
      ),
    );
    expect(first).toContain('(PDF, 245 KB)');
    expect(page('warta/2/index.html')).not.toContain('Buka PDF');
    expect(page('warta/1/index.html')).toContain('Warta ini tersedia dalam bentuk PDF.');
    expect(page('warta/1/index.html')).toContain(
      '<meta name="description" content="Warta jemaat Gereja Uji untuk hari Minggu, 4 Januari 2026.">',
    );
    // The navigation and the footer lead to the list.
    expect(page('profile/index.html').match(/href="\/warta"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the newest bulletin on the home page as plain HTML', () => {
    const home = page('index.html');
    const teaser = home.slice(home.indexOf('class="warta-teaser"'), home.indexOf('class="section-more"'));
    expect(teaser).toContain('Warta Jemaat Terbaru');
    expect(teaser).toContain('<a class="warta-teaser-title" href="/warta/3">');
    expect(teaser).toContain('download="warta-2026-02-01.pdf"');
    expect(teaser).not.toContain('astro-island');
  });

  it('writes calendar feeds a real iCalendar parser reads: WIB times, stable UIDs, one feed per church', () => {
    const all = parseCalendar(page('kalender/semua.ics'));
    expect(all.name).toBe('Ibadah dan Kegiatan Gereja Uji');
    expect(all.timezones).toEqual(['Asia/Jakarta']);
    // The services the API gave and the coming activity; the two past months' activities are left out.
    expect(all.events.map((event) => event.uid)).toEqual([
      'jadwal-11@gereja.uji',
      'jadwal-12@gereja.uji',
      'jadwal-13@gereja.uji',
      'kegiatan-3@gereja.uji',
    ]);
    const [service, , , activity] = all.events;
    expect(service).toMatchObject({
      summary: 'Ibadah Minggu Pagi – Induk Girimarto',
      zone: 'Asia/Jakarta',
      startUnix: wibUnix(wibDay(3), '07:00'),
      endUnix: wibUnix(wibDay(3), '08:30'),
      location: 'Gereja Induk Girimarto, Alamat Induk Girimarto',
      geo: [...POSITIONS[0]],
      lastModified: '2025-12-31T17:00:00Z',
    });
    expect(service.description).toContain('Tema: Kasih yang Memulihkan');
    expect(service.sequence).toBeGreaterThan(0);
    // The activity's place names the Induk's church: it is in the Induk's feed, with the church's position.
    expect(activity).toMatchObject({
      summary: 'Kegiatan Uji 3',
      startUnix: wibUnix(wibDay(14), '18:30'),
      geo: [...POSITIONS[0]],
    });
    expect(activity.description).toContain('https://gereja.uji/kegiatan/3');
    const uidsOf = (slug: string) => parseCalendar(page(`kalender/${slug}.ics`)).events.map((e) => e.uid);
    expect(uidsOf('induk-girimarto')).toEqual(['jadwal-11@gereja.uji', 'kegiatan-3@gereja.uji']);
    expect(uidsOf('pepanthan-simpar')).toEqual(['jadwal-12@gereja.uji']);
    expect(uidsOf('pepanthan-gemawang')).toEqual([]);
    // One event per file for the download links; an activity without a time of day is a whole day.
    expect(parseCalendar(page('kalender/jadwal/13.ics')).events.map((e) => e.uid)).toEqual([
      'jadwal-13@gereja.uji',
    ]);
    const allDay = parseCalendar(page('kalender/kegiatan/2.ics')).events[0];
    expect(allDay).toMatchObject({ zone: 'date', uid: 'kegiatan-2@gereja.uji' });
  });

  it('gives each activity page and the schedule its calendar links, and each church its directions', () => {
    const activity = page(PAGES['/kegiatan/3']);
    expect(activity).toContain('Tambahkan ke Kalender');
    expect(activity).toContain('href="webcal://gereja.uji/kalender/induk-girimarto.ics"');
    expect(activity).toContain('href="/kalender/kegiatan/3.ics"');
    const google = /href="(https:\/\/calendar\.google\.com\/calendar\/render\?[^"]+)"/.exec(activity)?.[1];
    const params = new URL((google ?? '').replaceAll('&amp;', '&')).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Kegiatan Uji 3',
      dates: `${wibDay(14).replaceAll('-', '')}T183000/${wibDay(14).replaceAll('-', '')}T203000`,
      ctz: 'Asia/Jakarta',
      location: 'Aula Gereja Induk Girimarto, Alamat Induk Girimarto',
    });
    const [lat, lon] = POSITIONS[0];
    expect(activity).toContain(`href="geo:${lat},${lon}?q=${lat},${lon}(Gereja%20Induk%20Girimarto)"`);
    expect(activity).toContain(
      `href="https://www.openstreetmap.org/?mlat=${lat}&amp;mlon=${lon}#map=17/${lat}/${lon}"`,
    );
    // A place that names no church: the feed of all churches, and no directions.
    const elsewhere = page(PAGES['/kegiatan/1']);
    expect(elsewhere).toContain('href="webcal://gereja.uji/kalender/semua.ics"');
    expect(elsewhere).not.toContain('openstreetmap');
    // Every church card with a position has directions; the one without has none.
    const gallery = page(PAGES['/galeri-gereja']);
    expect(gallery.match(/class="directions-osm"/g)).toHaveLength(POSITIONS.length - 1);
    expect(gallery).not.toContain('Gereja Pepanthan Simpar di OpenStreetMap');
    // No map is embedded and nothing is loaded from another site.
    for (const html of [activity, gallery]) expect(html).not.toMatch(/<(iframe|script)[^>]+src="https?:/);
  });

  it('writes an RSS 2.0 feed of articles, activities and bulletins, newest first, linked from every page', () => {
    // Read by a feed parser, as a feed reader reads it, after a strict XML check.
    const channel = parseRss(page('rss.xml'));
    expect(channel).toMatchObject({
      title: 'Gereja Uji',
      link: SITE_URL,
      language: 'id',
      self: `${SITE_URL}/rss.xml`,
    });
    expect(channel.items.map((item) => item.link)).toEqual([
      `${SITE_URL}/artikel/3`,
      `${SITE_URL}/artikel/2`,
      `${SITE_URL}/warta/3`,
      `${SITE_URL}/warta/2`,
      `${SITE_URL}/warta/1`,
      `${SITE_URL}/artikel/1`,
      `${SITE_URL}/kegiatan/1`,
      `${SITE_URL}/kegiatan/2`,
      `${SITE_URL}/kegiatan/3`,
    ]);
    for (const item of channel.items) expect(item.guid).toBe(item.link);
    // Newest first, by the date readers sort on.
    const times = channel.items.map((item) => item.pubDate.getTime());
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(channel.items[0]).toMatchObject({
      title: 'Artikel Uji 3',
      pubDate: new Date('2026-03-02T10:00:00+07:00'),
    });
    // A bulletin is dated by its Sunday, midnight WIB, with its text as the description.
    expect(channel.items[2]).toMatchObject({
      title: 'Warta Uji 3',
      description: 'Pengumuman satu. Pengumuman dua.',
      categories: ['Warta Jemaat'],
    });
    // An activity leads with its day, time and place.
    expect(channel.items[6]).toMatchObject({ title: 'Kegiatan Uji 1', categories: ['Kegiatan'] });
    expect(channel.items[6].description).toContain('Kamis, 1 Januari 2026 · 09.00 WIB · Tempat');
    expect(channel.items[0].categories[0]).toBe('Artikel');
    for (const [route, file] of Object.entries(PAGES)) {
      expect(page(file), route).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Artikel, Kegiatan dan Warta Gereja Uji" href="/rss.xml">',
      );
    }
  });

  it('describes the church, each activity, article and bulletin in JSON-LD with the properties schema.org asks', () => {
    const [home] = jsonLdBlocks(page('index.html'));
    // Only the church whose position is unknown misses something: its geo.
    expect(schemaProblems(home)).toEqual(['@graph[5].geo tidak ada']);
    const graph = home['@graph'] as Record<string, unknown>[];
    const churches = graph.filter((node) => node['@type'] === 'Church');
    expect(churches.map((church) => church.name)).toHaveLength(5);
    expect(churches[0]).toMatchObject({
      geo: { latitude: POSITIONS[0][0], longitude: POSITIONS[0][1] },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Sunday', opens: '07:00' }],
    });

    for (const route of ['/kegiatan/1', '/kegiatan/2', '/kegiatan/3'] as const) {
      const [event] = jsonLdBlocks(page(PAGES[route]));
      expect(event['@type'], route).toBe('Event');
      expect(schemaProblems(event), route).toEqual([]);
      expect(String(event.startDate), route).toMatch(WIB_DATE);
    }
    const [timed] = jsonLdBlocks(page(PAGES['/kegiatan/1']));
    expect(timed).toMatchObject({
      startDate: '2026-01-01T09:00:00+07:00',
      image: [`${SITE_URL}/uploads/uji/k1-960.webp`],
    });
    for (const route of ['/artikel/1', '/artikel/2', '/artikel/3'] as const) {
      const [article] = jsonLdBlocks(page(PAGES[route]));
      expect(article['@type'], route).toBe('Article');
      expect(schemaProblems(article), route).toEqual([]);
      expect(String(article.datePublished)).toMatch(WIB_DATE);
    }
    for (const id of [1, 2, 3]) {
      const [bulletin] = jsonLdBlocks(page(`warta/${id}/index.html`));
      expect(bulletin['@type'], `warta ${id}`).toBe('Article');
      expect(schemaProblems(bulletin), `warta ${id}`).toEqual([]);
    }
    expect(jsonLdBlocks(page('warta/3/index.html'))[0]).toMatchObject({
      datePublished: '2026-02-01T00:00:00+07:00',
      associatedMedia: { encodingFormat: 'application/pdf' },
    });
    // Text pages carry no structured data, and still no script that runs.
    expect(jsonLdBlocks(page(PAGES['/profile']))).toEqual([]);
  });

  it('writes the detail template the server fills for items newer than the build', () => {
    for (const jenis of ['artikel', 'kegiatan']) {
      const html = page(`detail-baru/${jenis}/index.html`);
      const label = jenis === 'artikel' ? 'Artikel' : 'Kegiatan';
      expect(html).toContain(`<title>__JUDUL__ - ${label} Gereja Uji</title>`);
      expect(html).toContain('<meta name="description" content="__DESKRIPSI__">');
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/${jenis}/__ID__">`);
      expect(html).toContain(`<meta property="og:image" content="${SITE_URL}/__GAMBAR__">`);
      expect(html).not.toContain('noindex');
      expect(html).toContain(`Memuat data ${jenis}...`);
      expect(html).not.toContain('Halaman yang Anda cari tidak ditemukan.');
    }
    expect(page('sitemap-0.xml')).not.toContain('detail-baru');
  });

  it('writes the preview page: never indexed, no canonical address, React only on demand', () => {
    const html = page('pratinjau/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toContain('Memuat pratinjau...');
    // Like the late detail page: one module script, which fetches React only when the page runs.
    expect(html).not.toContain('<astro-island');
    expect(html).toMatch(/<script type="module" src="\/_astro\/[^"]+\.js"><\/script>/);
    expect(page('sitemap-0.xml')).not.toContain('pratinjau');
    expect(page('robots.txt')).toMatch(/^Disallow: \/pratinjau$/m);
  });

  // Errors and warnings fail; the checker's plain notes (e.g. React writing `<img … />`) do not.
  it('passes the W3C Nu Html Checker on one page of every type, in one run', async () => {
    const files = [
      ...Object.values(PAGES).filter((file) => !/\/2\/index\.html$/.test(file)),
      '404.html',
      'detail-baru/artikel/index.html',
      'pratinjau/index.html',
    ].map((file) => path.join(outDir, file));
    const findings = (await nuCheck(files))
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map(
        (m) =>
          `${path.relative(outDir, new URL(m.url).pathname)}:${m.lastLine} ${m.type}/${m.subType ?? ''}: ${m.message} [${m.extract ?? ''}]`,
      );
    expect(findings).toEqual([]);
  }, 60_000);

  it('makes /favicon.ico, the web manifest and its icons from the logo, linked from every page', async () => {
    const ico = readFileSync(path.join(outDir, 'favicon.ico'));
    // ICO header: reserved 0, type 1 (icon), two images; each entry: side, side, …, PNG size and offset.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    for (const [index, side] of [16, 32].entries()) {
      const entry = 6 + 16 * index;
      expect([ico[entry], ico[entry + 1], ico.readUInt16LE(entry + 6)]).toEqual([side, side, 32]);
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.format, info.width, info.height]).toEqual(['raw', side, side]);
      // The centre pixel is the logo's colour (not the church mark's green).
      const centre = (side / 2) * side * info.channels + (side / 2) * info.channels;
      expect([...data.subarray(centre, centre + 3)]).toEqual([LOGO_RGB.r, LOGO_RGB.g, LOGO_RGB.b]);
    }
    const manifest = JSON.parse(page('manifest.webmanifest'));
    expect(manifest).toMatchObject({
      name: 'Gereja Uji',
      short_name: 'Gereja Uji',
      start_url: '/',
      display: 'standalone',
      theme_color: '#163a2b',
      background_color: '#fbf8f3',
    });
    for (const icon of manifest.icons) {
      const { width, height, format } = await sharp(path.join(outDir, icon.src)).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const file of [...Object.values(PAGES), '404.html']) {
      expect(page(file), file).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(page(file), file).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32">');
      expect(page(file), file).toContain('<meta name="theme-color" content="#163a2b">');
    }
  });

  it("draws the header's logo from small WebP files made from the uploaded logo, one per screen density", async () => {
    for (const side of [40, 80, 120]) {
      const file = path.join(outDir, `logo-${side}.webp`);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([side, side]);
      const centre = (side / 2) * side * info.channels + (side / 2) * info.channels;
      // Lossy WebP: the logo's colour within a few steps.
      for (const [channel, value] of [LOGO_RGB.r, LOGO_RGB.g, LOGO_RGB.b].entries())
        expect(Math.abs(data[centre + channel] - value)).toBeLessThanOrEqual(8);
      // A few KB at most: the header carries it on every page.
      expect(readFileSync(file).length).toBeLessThan(4 * 1024);
    }
    for (const file of [...Object.values(PAGES), '404.html']) {
      expect(page(file), file).toContain(
        '<img class="brand-logo" src="/logo-40.webp" srcset="/logo-40.webp 1x, /logo-80.webp 2x, /logo-120.webp 3x" width="40" height="40" alt="">',
      );
    }
  });

  it('dates every activity and article in the sitemap by its last change', () => {
    const sitemap = page('sitemap-0.xml');
    // The sitemap writes UTC; the rows' stamps are WIB wall-clock times.
    const lastmod = (route: string) =>
      Date.parse(
        new RegExp(`<loc>${SITE_URL}${route}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1] ?? '',
      );
    expect(lastmod('/artikel/1')).toBe(Date.parse('2026-01-05T08:30:00+07:00'));
    expect(lastmod('/artikel/3')).toBe(Date.parse('2026-03-05T08:30:00+07:00'));
    expect(lastmod('/kegiatan/2')).toBe(Date.parse('2026-01-01T00:00:00+07:00'));
    expect(lastmod('/warta/3')).toBe(Date.parse('2026-02-01T09:15:00+07:00'));
    expect(sitemap).toContain(`<loc>${SITE_URL}/profile</loc>`);
  });

  it('sizes and describes images for the browser', () => {
    const home = page('index.html');
    expect(home).toMatch(
      /srcSet="\/uploads\/uji\/s1-480\.webp 480w, \/uploads\/uji\/s1-960\.webp 960w, \/uploads\/uji\/s1\.webp 1600w"/,
    );
    expect(home).toMatch(/width="1600" height="1067"/);
    expect(home).toContain('loading="lazy"');
  });

  it('ships no React on text pages and no island outside the pages that need one', () => {
    for (const route of [...TEXT_PAGES, '/artikel/1', '/warta/3']) {
      const html = page(PAGES[route as keyof typeof PAGES]);
      expect(html, route).not.toContain('<astro-island');
      expect(html, route).not.toMatch(/<script[^>]+src="\/_astro\//);
      // The navbar's search box is a plain form: it needs no script of its own.
      expect(html, route).toMatch(
        /<form action="\/cari" method="get">.*?<input id="cari-situs" type="search" name="q"/s,
      );
    }
    expect(page('404.html')).not.toContain('<astro-island');
    expect(page('index.html')).toContain('<astro-island');
  });

  it('writes a whole search index of the articles, activities and text pages, typed and dated', () => {
    const entry = JSON.parse(page('pagefind/pagefind-entry.json'));
    // One index, Indonesian (its stemming), from <html lang="id">.
    expect(Object.keys(entry.languages)).toEqual(['id']);
    expect(entry.languages.id.page_count).toBe(SEARCHED.length);
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'wasm.id.pagefind']) {
      expect(existsSync(path.join(outDir, 'pagefind', file)), file).toBe(true);
    }
    // Pagefind's own interfaces are not shipped: the results page uses its API.
    expect(existsSync(path.join(outDir, 'pagefind', 'pagefind-ui.js'))).toBe(false);
    const pages = indexedPages(outDir);
    expect(pages.map((indexed) => indexed.url)).toEqual(SEARCHED);
    const byUrl = new Map(pages.map((indexed) => [indexed.url, indexed]));
    expect(byUrl.get('/artikel/1/')).toMatchObject({
      meta: { title: 'Artikel Uji 1', tanggal: '2026-01-02' },
      filters: { jenis: ['Artikel'] },
    });
    expect(byUrl.get('/kegiatan/2/')).toMatchObject({
      meta: { title: 'Kegiatan Uji 2', tanggal: '2026-02-01' },
      filters: { jenis: ['Kegiatan'] },
    });
    expect(byUrl.get('/profile/')?.filters).toEqual({ jenis: ['Halaman'] });
    expect(byUrl.get('/profile/')?.meta.tanggal).toBeUndefined();
    expect(byUrl.get('/profile/')?.content).toContain('Profil baris satu.');
    // Its text, not the page's controls or placeholders.
    const article = String(byUrl.get('/artikel/1/')?.content);
    expect(article).toContain('Paragraf dua.');
    for (const chrome of ['Bagikan', 'Kembali ke Daftar Artikel', 'Isi Lengkap Artikel', 'Gagal Load']) {
      expect(article).not.toContain(chrome);
    }
  });

  it('writes the results page, whose one script loads the index only when it runs', () => {
    const html = page('cari/index.html');
    expect(html).toContain('<form class="search-form" action="/cari" method="get" data-search-form>');
    expect(html).toContain('Pencarian memerlukan JavaScript.');
    expect(html).not.toContain('<astro-island');
    // No second search box in the bar of the page that is one.
    expect(html).not.toContain('id="cari-situs"');
    const scripts = [...html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const bundle = readFileSync(path.join(outDir, scripts[0]), 'utf8');
    expect(bundle).toContain('/pagefind/pagefind.js');
    expect(bundle).not.toMatch(/react/i);
  });

  it('after an edit renders again only the pages whose data changed, and updates the event in the calendar', async () => {
    const changed = artikel[1];
    const title = changed.judul_artikel;
    changed.judul_artikel = 'Artikel Uji 2 yang Disunting';
    const service = jadwal[0];
    const before = { ...service };
    Object.assign(service, { tema_ibadah: 'Tema yang Disunting', updated_at: '2026-06-01 09:15:00.000' });
    try {
      const next = path.join(work, 'incremental');
      const result = await astroBuild(api.url, next);
      expect(result.status, result.output).toBe(0);
      const html = (route: string) => readFileSync(path.join(next, route), 'utf8');
      expect(html('artikel/2/index.html')).toContain('Artikel Uji 2 yang Disunting');
      expect(html('artikel/1/index.html')).toBe(page('artikel/1/index.html'));
      // Astro marks each page it copied from its cache instead of rendering it.
      const reused = (name: string) => new RegExp(`/${name}/index\\.html \\((restored|cached)\\)`);
      expect(result.output).toMatch(reused('artikel/1'));
      expect(result.output).toMatch(reused('kegiatan/2'));
      expect(result.output).not.toMatch(reused('artikel/2'));
      // The index is made from every page of the release, the restored ones too.
      const indexed = indexedPages(next);
      expect(indexed.map((page) => page.url)).toEqual(SEARCHED);
      expect(indexed.find((page) => page.url === '/artikel/2/')?.meta.title).toBe(
        'Artikel Uji 2 yang Disunting',
      );
      expect(indexed.find((page) => page.url === '/artikel/1/')?.content).toContain('Paragraf dua.');

      // The same service under the same UID with a higher SEQUENCE: calendars update it, add nothing.
      const old = parseCalendar(page('kalender/semua.ics')).events;
      const now = parseCalendar(html('kalender/semua.ics')).events;
      expect(now.map((event) => event.uid)).toEqual(old.map((event) => event.uid));
      const [edited, ...others] = now;
      expect(edited.uid).toBe(old[0].uid);
      expect(edited.sequence).toBeGreaterThan(old[0].sequence);
      expect(edited.lastModified).toBe('2026-06-01T02:15:00Z');
      expect(edited.description).toContain('Tema: Tema yang Disunting');
      expect(others.map((event) => event.sequence)).toEqual(old.slice(1).map((event) => event.sequence));
      const own = parseCalendar(html('kalender/jadwal/11.ics')).events[0];
      expect([own.uid, own.sequence]).toEqual([edited.uid, edited.sequence]);
    } finally {
      changed.judul_artikel = title;
      Object.assign(service, before);
    }
  });

  it('keeps the calendar feeds when no service, activity or church changed, and renders them on a service edit', async () => {
    const feedReused = /\/kalender\/semua\.ics \((restored|cached)\)/;
    const feed = (dir: string) => readFileSync(path.join(work, dir, 'kalender/semua.ics'), 'utf8');
    // The page cache as the content is now (an earlier test's build may have left an edited service in it).
    expect((await astroBuild(api.url, path.join(work, 'feeds-base'))).status).toBe(0);
    const changed = artikel[1];
    const title = changed.judul_artikel;
    changed.judul_artikel = 'Artikel Uji 2 Disunting Lagi';
    try {
      const result = await astroBuild(api.url, path.join(work, 'feeds-kept'));
      expect(result.status, result.output).toBe(0);
      expect(result.output).toMatch(feedReused);
      expect(feed('feeds-kept')).toBe(feed('feeds-base'));
    } finally {
      changed.judul_artikel = title;
    }
    const service = jadwal[0];
    const before = { ...service };
    Object.assign(service, { tema_ibadah: 'Tema Feed', updated_at: '2026-06-02 09:15:00.000' });
    try {
      const result = await astroBuild(api.url, path.join(work, 'feeds-rendered'));
      expect(result.status, result.output).toBe(0);
      expect(result.output).not.toMatch(feedReused);
    } finally {
      Object.assign(service, before);
    }
  });

  it('fails loudly when the API cannot answer', async () => {
    const failing = await startPublicApi(true);
    try {
      const result = await astroBuild(failing.url, path.join(work, 'failed'));
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('Build situs dihentikan: API menjawab 503');
      expect(existsSync(path.join(work, 'failed', 'index.html'))).toBe(false);
    } finally {
      failing.server.close();
    }
  });
});
