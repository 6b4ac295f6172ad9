import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { insertKegiatan } from './support/rows.ts';
import { type Files, publishRelease } from './support/site-releases.ts';

// A detail page newer than the build answers 200 with the build's template filled in, so a link shared
// before the next build previews with the item's title; an unknown id stays a 404 with noindex.
const ctx = await testApp();
const { app, db, config } = ctx;
afterAll(ctx.close);

/** The head a built template has (see site/src/pages/detail-baru), reduced to what the server fills. */
const template = (jenis: string) => `<!doctype html><html lang="id"><head><meta charset="utf-8">
<title>__JUDUL__ - ${jenis === 'artikel' ? 'Artikel' : 'Kegiatan'} GKJ Uji</title>
<meta name="description" content="__DESKRIPSI__"><link rel="canonical" href="https://gereja.uji/${jenis}/__ID__">
<meta property="og:title" content="__JUDUL__ - GKJ Uji"><meta property="og:url" content="https://gereja.uji/${jenis}/__ID__">
<meta property="og:image" content="https://gereja.uji/__GAMBAR__">
<script>document.documentElement.setAttribute('data-detail-route', '${jenis}')</script>
</head><body><p>Memuat data ${jenis}...</p></body></html>`;
const NOT_FOUND = `<!doctype html><html lang="id"><head><title>Halaman Tidak Ditemukan - GKJ Uji</title>
<meta name="robots" content="noindex"></head><body><h1>Halaman yang Anda cari tidak ditemukan.</h1></body></html>`;

const publish = (release: string, files: Files) => publishRelease(config.siteDir, release, files);

const FULL_RELEASE = {
  '404.html': NOT_FOUND,
  'detail-baru/artikel/index.html': template('artikel'),
  'detail-baru/kegiatan/index.html': template('kegiatan'),
  'artikel/1/index.html': '<title>Dibangun</title>',
};

async function artikel(judul: string, gambar: { path: string; width: number } | null = null) {
  const result = await db
    .insertInto('artikel')
    .values({
      judul_artikel: judul,
      jenis_artikel: 'berita',
      isi_artikel: 'Isi pertama berita.\n\nParagraf kedua.',
      author: 'Tim',
      gambar_artikel: gambar?.path ?? null,
      gambar_artikel_width: gambar?.width ?? null,
      gambar_artikel_height: gambar ? 600 : null,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

const robots = (html: string) => /<meta name="robots"[^>]*>/.exec(html)?.[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

beforeEach(() => emptyDatabase(db));

describe('a detail page newer than the build', () => {
  it('answers 200 with its title, description and image filled in, escaped, and without noindex', async () => {
    publish('r1', FULL_RELEASE);
    // Two ids the build has not made (the first one is built).
    await artikel('Dibangun');
    const id = await artikel('Doa & <Puji> "Syukur"', {
      path: `/uploads/artikel/${'a'.repeat(32)}.webp`,
      width: 1600,
    });
    const response = await app.inject({ url: `/artikel/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const html = response.body;
    expect(robots(html)).toBeUndefined();
    expect(title(html)).toBe('Doa &amp; &lt;Puji&gt; &quot;Syukur&quot; - Artikel GKJ Uji');
    expect(html).not.toContain('<Puji>');
    expect(html).toContain('<meta name="description" content="Isi pertama berita. Paragraf kedua.">');
    expect(html).toContain(`<link rel="canonical" href="https://gereja.uji/artikel/${id}">`);
    expect(meta(html, 'og:image')).toBe(`https://gereja.uji/uploads/artikel/${'a'.repeat(32)}-960.webp`);
    expect(html).not.toMatch(/__[A-Z]+__/);
    // A trailing slash names the same page; the built one is served as built.
    expect((await app.inject({ url: `/artikel/${id}/` })).statusCode).toBe(200);
    expect(title((await app.inject({ url: '/artikel/1' })).body)).toBe('Dibangun');
  });

  it('fills an activity, with the church logo when it has no image', async () => {
    publish('r2', FULL_RELEASE);
    await db
      .insertInto('pengaturan_situs')
      .values({
        id: 1,
        nama_gereja: 'GKJ Uji',
        alamat: 'Jl. Uji',
        telepon: '0271',
        email_1: 'a@uji.test',
        judul_sambutan: 'Sugeng rawuh',
        teks_sambutan: 'Teks',
        tentang_singkat: 'Tentang',
        profil_gereja: 'Profil',
        nama_bank: 'Bank',
        nomor_rekening: '1',
        atas_nama_rekening: 'GKJ',
        visi: 'Visi',
        misi: 'Misi',
        nama_pendeta: 'Pdt.',
        profil_pendeta: 'Profil',
        logo: '/uploads/situs/logo.webp',
      })
      .execute();
    const id = await insertKegiatan(db, 'Doa Pagi Bersama');
    const response = await app.inject({ url: `/kegiatan/${id}` });
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe('Doa Pagi Bersama - Kegiatan GKJ Uji');
    expect(response.body).toContain('<meta name="description" content="Doa Pagi Bersama">');
    expect(meta(response.body, 'og:image')).toBe('https://gereja.uji/uploads/situs/logo.webp');
  });

  it('stays a 404 with noindex for an unknown id, and the template is no page of its own', async () => {
    publish('r3', FULL_RELEASE);
    for (const url of [
      '/artikel/987654',
      '/kegiatan/987654',
      '/detail-baru/artikel',
      '/detail-baru/kegiatan/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(robots(response.body), url).toBe('<meta name="robots" content="noindex">');
      expect(title(response.body)).toBe('Halaman Tidak Ditemukan - GKJ Uji');
    }
  });

  it('keeps the 404 page of a release built before the template existed', async () => {
    publish('r4', { '404.html': NOT_FOUND });
    const id = await artikel('Warta Baru');
    const response = await app.inject({ url: `/artikel/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Halaman yang Anda cari tidak ditemukan.');
  });
});
