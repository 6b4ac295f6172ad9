// Builds the site against a fixture API and reads the output as plain files: every route exists,
// carries its head tags and texts, and text pages ship no React.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artikel, LOGO_RGB, startPublicApi } from './fixtures/public-api.ts';
import { nuCheck } from './support/nu-checker.ts';

const siteRoot = path.resolve(import.meta.dirname, '..');
const astroBin = path.resolve(siteRoot, '../node_modules/astro/bin/astro.mjs');
const SITE_URL = 'https://gereja.uji';
const work = mkdtempSync(path.join(tmpdir(), 'site-build-'));
const outDir = path.join(work, 'dist');

interface BuildResult {
  status: number | null;
  output: string;
}

/** Runs `astro build` in a child process (the fixture API in this process must keep answering). */
function astroBuild(apiUrl: string, target: string): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', target], {
      cwd: siteRoot,
      env: {
        ...process.env,
        SITE_API_URL: apiUrl,
        SITE_URL,
        SITE_CACHE_DIR: path.join(work, 'cache'),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    // Astro colours its log when the environment forces colour (CI does); the tests read plain text.
    child.once('close', (status) => resolve({ status, output: stripVTControlCharacters(output) }));
  });
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
  '/artikel/1': 'artikel/1/index.html',
  '/artikel/2': 'artikel/2/index.html',
  '/artikel/3': 'artikel/3/index.html',
};
const TEXT_PAGES = [
  '/profile',
  '/profil-pendeta',
  '/visi-misi',
  '/struktur-kemajelisan',
  '/susunan-organisasi',
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

  // Errors and warnings fail; the checker's plain notes (e.g. React writing `<img … />`) do not.
  it('passes the W3C Nu Html Checker on one page of every type, in one run', async () => {
    const files = [
      ...Object.values(PAGES).filter((file) => !/\/2\/index\.html$/.test(file)),
      '404.html',
      'detail-baru/artikel/index.html',
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
    for (const route of [...TEXT_PAGES, '/artikel/1']) {
      const html = page(PAGES[route as keyof typeof PAGES]);
      expect(html, route).not.toContain('<astro-island');
      expect(html, route).not.toMatch(/<script[^>]+src="\/_astro\//);
    }
    expect(page('404.html')).not.toContain('<astro-island');
    expect(page('index.html')).toContain('<astro-island');
  });

  it('renders again only the pages whose data changed, and takes the rest from the previous build', async () => {
    const changed = artikel[1];
    const title = changed.judul_artikel;
    changed.judul_artikel = 'Artikel Uji 2 yang Disunting';
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
    } finally {
      changed.judul_artikel = title;
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
