import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';

const ctx = await testApp();
const { app, config } = ctx;
afterAll(ctx.close);

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

/** Points SITE_DIR/current at a release the way the rebuild hook does: new link beside, then rename. */
function publish(release: string) {
  const next = path.join(config.siteDir, 'current.next');
  symlinkSync(path.join('releases', release), next);
  renameSync(next, path.join(config.siteDir, 'current'));
}

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
    writeFiles(path.join(config.siteDir, 'releases', 'r1'), {
      'index.html': '<h1>Beranda r1</h1>',
      'profile/index.html': '<h1>Profil</h1>',
      '404.html': '<h1>Halaman yang Anda cari tidak ditemukan.</h1>',
      '_astro/app.abc123.js': 'console.log(1)',
      '.env': 'SECRET=1',
    });
    publish('r1');
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

  it('picks up a swapped release at once', async () => {
    writeFiles(path.join(config.siteDir, 'releases', 'r2'), { 'index.html': '<h1>Beranda r2</h1>' });
    publish('r2');
    expect((await app.inject({ url: '/' })).body).toContain('Beranda r2');
  });

  it('keeps /api answers as JSON', async () => {
    const response = await app.inject({ url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
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
