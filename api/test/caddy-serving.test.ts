// Production serving without the server in the path: Debian's Caddy with deploy/Caddyfile serves a release
// from disk with the configuration its build wrote, and answers every kind of file exactly as the server
// does (status, headers, body bytes; only the framing may differ), sends the server's addresses to it, and
// after a swap and `caddy reload` (SITE_LIVE_COMMAND) answers the very next request from the new release.
// The whole site build runs in the browser tests' version of this check (site/test/e2e/caddy.test.ts);
// here the release is made by hand, with every kind of file and the real compression and configuration.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@gkj/db/test-support/free-port';
import { answerDifferences, type CaddyServer, rawGet, startCaddy } from '@gkj/scripts/e2e/caddy';
import { writeCaddySite } from '@gkj/scripts/site-caddy';
import { precompressRelease } from '@gkj/scripts/site-compress';
import { switchLive } from '@gkj/scripts/site-live';
import { currentRelease, inlineScriptHashes, makeLive, releasesDir } from '@gkj/site-release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';

const ctx = await testApp();
const { app, config } = ctx;
let caddy: CaddyServer | undefined;
let server = '';

const ISLAND = '<script>window.Astro={load(){}}</script>';
const MENU = '<script type="module">document.body.dataset.menu="1"</script>';
const GALLERY = '<script type="module">window.galeri=1</script>';
const page = (title: string, scripts: string, extra = '') =>
  `<!doctype html><html lang="id"><head><title>${title}</title>${scripts}</head><body><h1>${title}</h1>${extra}${'<p>Firman Tuhan.</p>'.repeat(120)}</body></html>`;
const jsonLd = (id: number) => `<script type="application/ld+json">{"@id":"${id}"}</script>`;

/** A release with every kind of file a build makes, compressed and configured as the rebuild hook does. */
async function writeRelease(id: string, version: string): Promise<void> {
  const root = path.join(releasesDir(config.siteDir), id);
  const files: Record<string, string | Buffer> = {
    'index.html': page(`Beranda ${version}`, ISLAND + MENU + GALLERY),
    'profile/index.html': page('Sejarah', MENU),
    'visi-misi/index.html': page('Visi dan Misi', MENU),
    'artikel/index.html': page('Artikel', MENU),
    'kegiatan/index.html': page('Kegiatan', ISLAND + MENU + GALLERY),
    'pratinjau/index.html': page('Pratinjau', MENU),
    'cari/index.html': page('Cari', MENU),
    '404.html': page('Halaman tidak ditemukan', MENU),
    'detail-baru/artikel/index.html': page('__JUDUL__', MENU),
    '_astro/client.a1b2c3.js': `export const siap = "${'x'.repeat(3000)}";`,
    '_astro/BaseLayout.d4e5f6.css': `body{margin:0}${'.a{color:red}'.repeat(200)}`,
    '_astro/kecil.g7h8.js': 'export {}',
    'pagefind/pagefind.js': `export const cari = "${'c'.repeat(2000)}";`,
    'pagefind/pagefind-worker.js': `self.onmessage = () => {};${' '.repeat(2000)}`,
    'pagefind/pagefind.id_0a1b2c.pf_meta': Buffer.alloc(600, 7),
    'pagefind/index/id_3d4e5f.pf_index': Buffer.alloc(900, 3),
    'kalender/semua.ics': `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nEND:VEVENT\r\n'.repeat(80)}END:VCALENDAR\r\n`,
    'rss.xml': `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0">${'<item/>'.repeat(300)}</rss>`,
    'sitemap-index.xml': '<?xml version="1.0" encoding="UTF-8"?><sitemapindex/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icon-192.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    'manifest.webmanifest': '{"name":"GKJ Girimarto"}',
  };
  for (const n of [1, 2, 3]) files[`artikel/${n}/index.html`] = page(`Artikel ${n}`, MENU + jsonLd(n));
  // Activity pages share their scripts but one, which has a gallery: its policy differs from the others'.
  for (const n of [1, 2, 3]) {
    files[`kegiatan/${n}/index.html`] = page(
      `Kegiatan ${n}`,
      ISLAND + MENU + (n === 3 ? GALLERY : ''),
      jsonLd(n),
    );
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  await precompressRelease(root);
  writeCaddySite(root, id);
}

const URLS = [
  '/',
  '/index.html',
  '/profile',
  '/profile/',
  '//profile',
  '/%70rofile',
  '/visi-misi',
  '/artikel',
  '/artikel/2',
  '/artikel/2/',
  '/kegiatan',
  '/kegiatan/1',
  '/kegiatan/3',
  '/pratinjau/',
  '/cari?q=doa',
  '/_astro/client.a1b2c3.js',
  '/_astro/BaseLayout.d4e5f6.css',
  '/_astro/kecil.g7h8.js',
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-worker.js',
  '/pagefind/pagefind.id_0a1b2c.pf_meta',
  '/pagefind/index/id_3d4e5f.pf_index',
  '/kalender/semua.ics',
  '/rss.xml',
  '/sitemap-index.xml',
  '/robots.txt',
  '/favicon.svg',
  '/icon-192.png',
  '/manifest.webmanifest',
  // The server's: unknown addresses (the 404 page), an article newer than the build, hidden files, the
  // templates, compressed copies by name, the API, the dashboard.
  '/tidak-ada',
  '/artikel/999999',
  '/.env',
  '/.well-known/security.txt',
  '/detail-baru/artikel/',
  '/index.html.br',
  '/api/health',
  '/login',
  '/admin-dashboard/jemaat',
];
const ENCODINGS = ['gzip, deflate, br', 'gzip', ''];

beforeAll(async () => {
  await writeRelease('2026-01-01T00-00-00-000Z', 'satu');
  makeLive(config.siteDir, '2026-01-01T00-00-00-000Z');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  server = `http://127.0.0.1:${address.port}`;
  caddy = await startCaddy(config.siteDir, server);
}, 60_000);

afterAll(async () => {
  await caddy?.stop();
  await ctx.close();
});

const headersFor = (encoding: string): Record<string, string> =>
  encoding ? { 'accept-encoding': encoding } : {};

describe('Caddy with deploy/Caddyfile', () => {
  it('answers every kind of file as the server does', async () => {
    const differences: string[] = [];
    for (const url of URLS) {
      for (const encoding of ENCODINGS) {
        const [fromServer, fromCaddy] = await Promise.all([
          rawGet(server + url, headersFor(encoding)),
          rawGet(`${caddy?.url}${url}`, headersFor(encoding)),
        ]);
        for (const difference of answerDifferences(fromServer, fromCaddy)) {
          differences.push(`${url} [${encoding || 'identity'}] ${difference}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('serves the release by itself: the pages answer with no server behind it', async () => {
    const alone = await startCaddy(config.siteDir, `http://127.0.0.1:${await freePort()}`);
    try {
      for (const url of [
        '/',
        '/artikel/2',
        '/kegiatan/3',
        '/_astro/client.a1b2c3.js',
        '/kalender/semua.ics',
      ]) {
        const [fromServer, fromCaddy] = await Promise.all([
          rawGet(server + url, { 'accept-encoding': 'br' }),
          rawGet(alone.url + url, { 'accept-encoding': 'br' }),
        ]);
        expect(fromCaddy.status, url).toBe(200);
        expect(answerDifferences(fromServer, fromCaddy), url).toEqual([]);
      }
      expect((await rawGet(`${alone.url}/api/health`)).status).toBe(502);
    } finally {
      await alone.stop();
    }
  });

  it('serves the compressed copies and revalidates as the server does', async () => {
    const page = await rawGet(`${caddy?.url}/artikel/2`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toContain(inlineScriptHashes(MENU)[0]);
    const etag = String(page.headers.etag);
    for (const base of [server, caddy?.url]) {
      const again = await rawGet(`${base}/artikel/2`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, base).toBe(304);
    }
  });

  it('after a swap and caddy reload, answers the very next request from the new release', async () => {
    const next = '2026-01-02T00-00-00-000Z';
    await writeRelease(next, 'dua');
    await switchLive(config.siteDir, next, caddy?.reloadCommand);
    const [fromServer, fromCaddy] = await Promise.all([rawGet(`${server}/`), rawGet(`${caddy?.url}/`)]);
    expect(fromCaddy.body.toString()).toContain('Beranda dua');
    expect(answerDifferences(fromServer, fromCaddy)).toEqual([]);

    // A reload that fails (here: a command that fails) puts the release before back, for both.
    await expect(switchLive(config.siteDir, '2026-01-01T00-00-00-000Z', ['false'])).rejects.toThrow(
      /tidak ditayangkan/,
    );
    expect(currentRelease(config.siteDir)).toBe(next);
    expect((await rawGet(`${caddy?.url}/`)).body.toString()).toContain('Beranda dua');
  }, 60_000);
});
