import { renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScriptHashes } from '@gkj/site-release';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';
import { type Files, publishRelease, writeFiles } from './support/site-releases.ts';

const ctx = await testApp();
const { app, config } = ctx;
afterAll(ctx.close);

/** Makes a release live, its `files` written first. */
const publish = (release: string, files?: Files) => publishRelease(config.siteDir, release, files);

describe('before anything is built', () => {
  it('answers short Indonesian pages instead of failing', async () => {
    const site = await app.inject({ url: '/' });
    expect(site.statusCode).toBe(503);
    expect(site.body).toContain('Situs sedang disiapkan');
    const admin = await app.inject({ url: '/admin-dashboard/jemaat' });
    expect(admin.statusCode).toBe(503);
    expect(admin.body).toContain('Dasbor admin belum dibangun');
  });
});

describe('the live site', () => {
  it('serves the current release, its pages without .html, and its 404 page', async () => {
    publish('r1', {
      'index.html': '<h1>Beranda r1</h1>',
      'profile/index.html': '<h1>Profil</h1>',
      '404.html': '<h1>Halaman yang Anda cari tidak ditemukan.</h1>',
      '_astro/app.abc123.js': 'console.log(1)',
      '.env': 'SECRET=1',
    });
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Beranda r1');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/profile' })).body).toContain('Profil');
    expect((await app.inject({ url: '/profile/' })).body).toContain('Profil');
    const asset = await app.inject({ url: '/_astro/app.abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const url of ['/tidak-ada', '/kegiatan/999', '/.env', '/..%2f..%2fetc/passwd']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('Halaman yang Anda cari tidak ditemukan.');
    }
  });

  it('answers other methods on unknown paths with the 404 page too', async () => {
    const response = await app.inject({ method: 'POST', url: '/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Halaman yang Anda cari tidak ditemukan.');
  });

  it("serves the build's precompressed copies to browsers that accept them", async () => {
    const { brotliCompressSync } = await import('node:zlib');
    const root = path.join(config.siteDir, 'releases', 'r-br');
    writeFiles(root, { 'index.html': '<h1>Beranda br</h1>', '_astro/big.js': 'x'.repeat(5000) });
    writeFileSync(path.join(root, '_astro/big.js.br'), brotliCompressSync('x'.repeat(5000)));
    publish('r-br');
    const script = await app.inject({ url: '/_astro/big.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.rawPayload.length).toBeLessThan(100);
    const plain = await app.inject({ url: '/_astro/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(5000);
    // No compressed copy of the page: the plain file answers.
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.body).toContain('Beranda br');
    publish('r1');
  });

  it('serves the calendar feeds as text/calendar and the news feed as XML, checked again on each visit', async () => {
    publish('r-feeds', {
      'index.html': '<h1>Beranda</h1>',
      'kalender/semua.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      'kalender/jadwal/12.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      'rss.xml': '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"></rss>',
    });
    for (const url of ['/kalender/semua.ics', '/kalender/jadwal/12.ics']) {
      const feed = await app.inject({ url });
      expect(feed.statusCode, url).toBe(200);
      expect(feed.headers['content-type'], url).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control'], url).toBe('no-cache');
      expect(feed.body).toContain('BEGIN:VCALENDAR');
    }
    const rss = await app.inject({ url: '/rss.xml' });
    expect(rss.headers['content-type']).toMatch(/^application\/(rss\+)?xml/);
    expect(rss.body).toContain('<rss version="2.0">');
  });

  it('picks up a swapped release at once', async () => {
    publish('r2', { 'index.html': '<h1>Beranda r2</h1>' });
    expect((await app.inject({ url: '/' })).body).toContain('Beranda r2');
  });

  it('answers the very next request after a swap with the new release, body and headers alike', async () => {
    // Two releases of one page whose inline scripts differ, so their policies do; each with a Brotli copy.
    const { brotliCompressSync, brotliDecompressSync } = await import('node:zlib');
    const pageOf = (release: string) =>
      `<!doctype html><h1>Profil ${release}</h1><script>window.rilis = '${release}'</script>${'<p>isi</p>'.repeat(200)}`;
    for (const [n, release] of ['swap-a', 'swap-b'].entries()) {
      const root = path.join(config.siteDir, 'releases', release);
      writeFiles(root, { 'index.html': '<h1>Beranda</h1>', 'profile/index.html': pageOf(release) });
      writeFileSync(path.join(root, 'profile/index.html.br'), brotliCompressSync(pageOf(release)));
      // Built a minute apart, as two builds are (entity tags, like Caddy's, are made of time and size).
      const builtAt = new Date(Date.now() + n * 60_000);
      for (const file of ['profile/index.html', 'profile/index.html.br']) {
        utimesSync(path.join(root, file), builtAt, builtAt);
      }
    }
    const fetchProfile = (encoding: string) =>
      app.inject({ url: '/profile', headers: { 'accept-encoding': encoding } });
    const answersOf = async (release: string) => {
      const compressed = await fetchProfile('br');
      const plain = await fetchProfile('identity');
      return { compressed, plain, page: pageOf(release), hash: inlineScriptHashes(pageOf(release))[0] };
    };
    publish('swap-a');
    const a = await answersOf('swap-a');
    for (const release of ['swap-b', 'swap-a', 'swap-b']) {
      publish(release);
      const now = await answersOf(release);
      expect(now.plain.body).toBe(now.page);
      expect(brotliDecompressSync(now.compressed.rawPayload).toString()).toBe(now.page);
      for (const answer of [now.plain, now.compressed]) {
        expect(answer.headers['content-security-policy']).toContain(now.hash);
        expect(String(answer.headers['content-length'])).toBe(String(answer.rawPayload.length));
      }
      // Each release's answers carry its own validators: a browser's copy of the other is not taken for it.
      if (release === 'swap-b') expect(now.plain.headers.etag).not.toBe(a.plain.headers.etag);
    }
    expect(a.plain.headers['content-security-policy']).not.toContain(inlineScriptHashes(pageOf('swap-b'))[0]);
    publish('r1');
  });

  it('sends the compressed copies written after the swap once they exist', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    const page = `<h1>Warta</h1>${'<p>isi warta</p>'.repeat(200)}`;
    const root = path.join(config.siteDir, 'releases', 'r-late-copies');
    writeFiles(root, { 'index.html': '<h1>Beranda</h1>', 'warta/index.html': page });
    publish('r-late-copies');
    const before = await app.inject({ url: '/warta', headers: { 'accept-encoding': 'br' } });
    expect(before.statusCode).toBe(200);
    // The rebuild hook writes the copies right after the swap, each whole (written beside, then renamed).
    const copy = brotliCompressSync(page);
    writeFileSync(path.join(root, 'warta/index.html.br.tmp'), copy);
    renameSync(path.join(root, 'warta/index.html.br.tmp'), path.join(root, 'warta/index.html.br'));
    writeFileSync(path.join(root, 'warta/index.html.gz'), gzipSync(page));
    const after = await app.inject({ url: '/warta', headers: { 'accept-encoding': 'br' } });
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.rawPayload.equals(copy)).toBe(true);
    publish('r1');
  });

  it("answers a browser's cached copy with 304 until the page changes", async () => {
    const first = await app.inject({ url: '/profile', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/profile',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await app.inject({
      url: '/profile',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
    const changed = await app.inject({ url: '/profile', headers: { 'if-none-match': '"lama"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Profil');
  });

  it('serves the preview page uncached, unindexed and without a Referer, with its scripts allowed', async () => {
    const script = '<script>document.body.dataset.ready = "1"</script>';
    writeFiles(path.join(config.siteDir, 'releases', 'r3'), {
      'index.html': '<h1>Beranda r3</h1>',
      'pratinjau/index.html': `<h1>Pratinjau</h1>${script}`,
    });
    writeFileSync(path.join(config.siteDir, 'releases', 'r3', 'pratinjau/index.html.br'), 'x');
    publish('r3');
    for (const url of ['/pratinjau/', '/pratinjau', '/pratinjau/index.html']) {
      for (const encoding of ['identity', 'br']) {
        const page = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-store');
        expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(page.headers['referrer-policy'], url).toBe('no-referrer');
        expect(page.headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/);
      }
    }
    // Every other page keeps the general policy.
    const home = await app.inject({ url: '/' });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the search results page and the index worker compile WebAssembly, and no other page', async () => {
    publish('r4', {
      'index.html': '<h1>Beranda r4</h1>',
      'profile/index.html': '<h1>Profil</h1>',
      'cari/index.html': '<h1>Pencarian</h1><script>window.siap = 1</script>',
      'pagefind/pagefind.js': 'export {}',
      'pagefind/pagefind-worker.js': 'self.onmessage = () => {}',
      'pagefind/pagefind-entry.json': '{}',
      'pagefind/wasm.id.pagefind': 'wasm',
      'pagefind/pagefind.id_0a1b2c.pf_meta': 'meta',
      'pagefind/index/id_0a1b2c.pf_index': 'index',
      'pagefind/fragment/id_3d4e5f.pf_fragment': 'fragment',
    });
    const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1].split(' ');
    for (const url of ['/cari', '/cari?q=doa', '/pagefind/pagefind-worker.js']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      const sources = scriptSources(answer.headers['content-security-policy']);
      expect(sources, url).toContain("'wasm-unsafe-eval'");
      // WebAssembly only: no script text is ever evaluated, and no inline script runs but the page's own.
      expect(sources, url).not.toContain("'unsafe-eval'");
      expect(sources, url).not.toContain("'unsafe-inline'");
    }
    expect(scriptSources((await app.inject({ url: '/cari' })).headers['content-security-policy'])).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      expect.stringMatching(/^'sha256-/),
    ]);
    for (const url of ['/', '/profile', '/pagefind/pagefind.js', '/tidak-ada']) {
      const answer = await app.inject({ url });
      expect(scriptSources(answer.headers['content-security-policy']), url).not.toContain(
        "'wasm-unsafe-eval'",
      );
    }
    // The index's chunks are named by their content; its entry points keep their names and are revalidated.
    for (const url of ['/pagefind/index/id_0a1b2c.pf_index', '/pagefind/pagefind.id_0a1b2c.pf_meta']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toContain('immutable');
    }
    for (const url of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.id.pagefind',
    ]) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
    publish('r1');
  });

  it('keeps /api answers as JSON', async () => {
    const response = await app.inject({ url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'NOT_FOUND' });
  });
});

describe('the admin SPA', () => {
  it('answers index.html for /login and every /admin-dashboard path, and serves its hashed assets', async () => {
    writeFiles(config.adminDir, {
      'index.html': '<div id="root"></div>',
      'admin-assets/index-abc.js': 'export {}',
    });
    for (const url of [
      '/login',
      '/admin-dashboard',
      '/admin-dashboard/',
      '/admin-dashboard/detail-jemaat/12',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/admin-assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('security headers', () => {
  it('set a page policy on pages and a closed one on API answers', async () => {
    const page = await app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('describes the API routes with their security at /api/docs', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/login'].post).toBeDefined();
    expect(spec.paths['/api/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(spec.paths).every((p: string) => p.startsWith('/api/'))).toBe(true);
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
