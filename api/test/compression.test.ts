import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';
import { smallPng } from './support/images.ts';
import { publishRelease, writeFiles } from './support/site-releases.ts';

const ctx = await testApp({ READ_CACHE_MS: '60000' });
const { app, db, config } = ctx;
afterAll(ctx.close);

const BR = { 'accept-encoding': 'gzip, deflate, br' };

describe('API answers', () => {
  it('are sent with Brotli over 1 KB, gzip where Brotli is not accepted, and read back to the same JSON', async () => {
    for (let day = 1; day <= 20; day++) {
      await db
        .insertInto('jadwal_ibadah')
        .values({
          tanggal_ibadah: `2099-02-${String(day).padStart(2, '0')} 07:00:00`,
          nama_ibadah: `Ibadah Minggu ${day}`,
          lokasi_ibadah: 'Induk Girimarto',
          pemimpin_ibadah: 'Pdt. Yusak Nugroho',
          tema_ibadah: 'Kasih yang melayani sesama di tengah jemaat',
        })
        .execute();
    }
    const plain = await app.inject({ url: '/api/jadwal-ibadah?limit=20' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: '/api/jadwal-ibadah?limit=20', headers: BR });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    // The second read comes from the read cache: compressed the same way.
    const cached = await app.inject({ url: '/api/jadwal-ibadah?limit=20', headers: BR });
    expect(cached.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(cached.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({
      url: '/api/jadwal-ibadah?limit=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('stay plain under 1 KB, where compressing costs more than it saves', async () => {
    const small = await app.inject({ url: '/api/health', headers: BR });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never decompress a request body: a compressed body is refused, not expanded', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: brotliCompressSync(JSON.stringify({ username_user: 'admin', password: 'x'.repeat(10) })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the site and the admin', () => {
  it("compresses the site's 404 page", async () => {
    const notFound = `<!doctype html><html lang="id"><body><h1>Halaman yang Anda cari tidak ditemukan.</h1>${'<p>isi</p>'.repeat(300)}</body></html>`;
    publishRelease(config.siteDir, 'r1', { 'index.html': '<h1>Beranda</h1>', '404.html': notFound });
    for (const url of ['/tidak-ada', '/kegiatan/999999']) {
      const response = await app.inject({ url, headers: BR });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(notFound);
    }
  });

  it("serves the admin build's own Brotli copies of its page and bundles", async () => {
    const bundle = `export const x = "${'dasbor '.repeat(2000)}";`;
    writeFiles(config.adminDir, {
      'index.html': `<!doctype html><div id="root"></div>${' '.repeat(2000)}`,
      'admin-assets/index-abc.js': bundle,
      'admin-assets/index-abc.js.br': brotliCompressSync(bundle),
    });
    const asset = await app.inject({ url: '/admin-assets/index-abc.js', headers: BR });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(bundle);
    // A page without a built copy is compressed on the way out.
    const page = await app.inject({ url: '/login', headers: BR });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it("sends the search index's packed files as stored, with no encoding announced", async () => {
    // Pagefind writes its index as gzip data that its own script unpacks after fetching it.
    const packed = gzipSync(Buffer.from('pagefind_dcd'.repeat(400)));
    // A new release, as a build makes it: a live release is never written to.
    publishRelease(config.siteDir, 'r2', {
      'index.html': '<h1>Beranda</h1>',
      'pagefind/wasm.id.pagefind': packed,
      'pagefind/index/id_0a1b2c.pf_index': packed,
    });
    for (const url of ['/pagefind/wasm.id.pagefind', '/pagefind/index/id_0a1b2c.pf_index']) {
      for (const headers of [BR, { 'accept-encoding': 'gzip' }]) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBeUndefined();
        expect(response.rawPayload.equals(packed), url).toBe(true);
      }
    }
  });

  it('leaves images as they are', async () => {
    const stored = await app.images.storeImage(await smallPng(400, 300), { folder: 'galeri' });
    const image = await app.inject({ url: stored.file_path, headers: BR });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(Number(image.headers['content-length']));
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });
});
