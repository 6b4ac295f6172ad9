import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '@gkj/site-release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

// Security headers on every kind of answer, and a Content-Security-Policy for pages that lets a page
// run exactly the inline scripts it was built with (by sha256), never 'unsafe-inline'.

const ctx = await testApp();
afterAll(() => ctx.close());

// Shaped like Astro's output: the island loader inline, a module script inline, a data block, a bundle.
const ISLAND_LOADER = '(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()};};window.Astro={load:l}})();';
const PAGE_SCRIPT = 'var e=`(max-width: 767.98px)`;\ndocument.body.dataset.menu=e;';
const DATA_BLOCK = '{"@context":"https://schema.org","@type":"Church"}';
const ADMIN_BOOT = 'window.__ADMIN_BOOT__=1;';
const page = (scripts: string) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Uji</title>${scripts}</head><body><h1>Beranda</h1></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

beforeAll(() => {
  const release = path.join(ctx.config.siteDir, 'releases', 'r1');
  mkdirSync(path.join(release, 'kegiatan'), { recursive: true });
  writeFileSync(
    path.join(release, 'index.html'),
    page(
      `<script>${ISLAND_LOADER}</script><script type="module">${PAGE_SCRIPT}</script>` +
        `<script type="application/ld+json">${DATA_BLOCK}</script><script type="module" src="/_astro/app.js"></script>`,
    ),
  );
  writeFileSync(path.join(release, 'kegiatan', 'index.html'), page(`<script>${ISLAND_LOADER}</script>`));
  writeFileSync(path.join(release, '404.html'), page(`<script type="module">${PAGE_SCRIPT}</script>`));
  symlinkSync(path.join('releases', 'r1'), path.join(ctx.config.siteDir, 'current'));
  mkdirSync(ctx.config.adminDir, { recursive: true });
  writeFileSync(
    path.join(ctx.config.adminDir, 'index.html'),
    page(`<script>${ADMIN_BOOT}</script><script type="module" src="/admin-assets/index.js"></script>`),
  );
});

const scriptSources = (policy: string) =>
  (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').filter(Boolean);

function expectCommonHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

describe('page policies', () => {
  it('find the inline scripts of a page, and only those', () => {
    const html = `<script>${ISLAND_LOADER}</script><script src="/a.js"></script><script type="module">${PAGE_SCRIPT}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(ISLAND_LOADER), sha256(PAGE_SCRIPT)]);
    // The parser turns CRLF into LF before a browser hashes the text.
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual([sha256('a();\nb();')]);
    // Data blocks never run: the policy names only scripts a browser runs, whatever their spelling.
    const typed = `<script type="text/javascript">a()</script><script type='importmap'>{}</script><script type=application/ld+json>${DATA_BLOCK}</script><script type="application/json">{"x":1}</script>`;
    expect(inlineScriptHashes(typed)).toEqual([sha256('a()'), sha256('{}')]);
  });

  for (const [url, expected] of [
    ['/', [ISLAND_LOADER, PAGE_SCRIPT]],
    ['/kegiatan', [ISLAND_LOADER]],
    ['/tidak-ada', [PAGE_SCRIPT]],
    ['/login', [ADMIN_BOOT]],
    ['/admin-dashboard/jemaat', [ADMIN_BOOT]],
  ] as const) {
    it(`${url} may run exactly its own inline scripts, by hash`, async () => {
      const response = await ctx.app.inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expectCommonHeaders(response.headers, url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("script-src-attr 'none'");
      expect(scriptSources(policy).sort()).toEqual(["'self'", ...expected.map(sha256)].sort());
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    });
  }

  it('serves the precompressed copy of a page with the same policy', async () => {
    const release = path.join(ctx.config.siteDir, 'releases', 'r1');
    writeFileSync(path.join(release, 'kegiatan', 'index.html.gz'), 'gz');
    const response = await ctx.app.inject({ url: '/kegiatan', headers: { 'accept-encoding': 'gzip' } });
    expect(scriptSources(String(response.headers['content-security-policy']))).toContain(
      sha256(ISLAND_LOADER),
    );
  });

  it('gives the API docs page a policy without inline scripts', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectCommonHeaders(docs.headers, '/api/docs/');
    expect(scriptSources(String(docs.headers['content-security-policy']))).toEqual(["'self'"]);
  });
});

describe('other answers', () => {
  it('closes API answers to any rendering', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expectCommonHeaders(response.headers, '/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('sends uploads and private receipts with nosniff', async () => {
    const { token } = await tokenFor(ctx.app, 'admin');
    for (const url of [
      '/uploads/kegiatan/tidak-ada.webp',
      '/uploads/keuangan/0123456789abcdef0123456789abcdef.webp',
    ]) {
      const response = await ctx.app.inject({ url, headers: bearer(token) });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
