import { beforeEach, describe, expect, it } from 'vitest';
import { multipart, smallPng } from './support/images.ts';
import { imageSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, published, storedFiles } = await imageSuite('slide');

let token: string;
beforeEach(async () => {
  token = (await tokenFor(app, 'admin')).token;
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer) {
  const files = image ? [{ field: 'gambar', filename: 'slide.png', type: 'image/png', data: image }] : [];
  const form = multipart(fields, files);
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

const addSlide = async (judul: string) =>
  (
    await send(
      'POST',
      '/api/konten-situs/slides',
      { judul, keterangan: `Tentang ${judul}` },
      await smallPng(),
    )
  ).json().data;
const slides = async () => (await app.inject({ url: '/api/konten-situs' })).json().slides;

describe('konten-situs slides', () => {
  it('adds, edits, replaces the image of and deletes a slide', async () => {
    const created = await send(
      'POST',
      '/api/konten-situs/slides',
      { judul: 'Sugeng Rawuh' },
      await smallPng(300, 200),
    );
    expect(created.statusCode).toBe(201);
    const slide = created.json().data;
    expect(created.json()).toMatchObject({
      message: 'Slide berhasil ditambahkan.',
      data: { judul: 'Sugeng Rawuh', keterangan: null, width: 300, height: 200, urutan: 0 },
    });
    // The image, its 480 and 960 px siblings, and the 1920 px one slides have.
    expect(storedFiles()).toHaveLength(4);

    const url = `/api/konten-situs/slides/${slide.id_slide}`;
    const edited = await app.inject({
      method: 'PUT',
      url,
      payload: { judul: 'Selamat Datang', keterangan: 'Di GKJ Girimarto' },
      headers: bearer(token),
    });
    expect(edited.json()).toMatchObject({
      message: 'Slide berhasil diperbarui.',
      data: { judul: 'Selamat Datang', keterangan: 'Di GKJ Girimarto', file_path: slide.file_path },
    });
    const replaced = (await send('PUT', url, { judul: 'Selamat Datang' }, await smallPng(100, 50))).json()
      .data;
    expect(replaced).toMatchObject({ width: 100, height: 50, keterangan: null });
    expect(replaced.file_path).not.toBe(slide.file_path);
    // The image, its 480 and 960 px siblings, and the 1920 px one slides have.
    expect(storedFiles()).toHaveLength(4);

    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(removed.json()).toEqual({ message: 'Slide berhasil dihapus.' });
    expect(storedFiles()).toEqual([]);
    expect(await slides()).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(token) })).json()).toEqual({
      message: 'Slide tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect(published.mock.calls.map(([reason]) => reason)).toEqual([
      `slide ${slide.id_slide} ditambahkan`,
      `slide ${slide.id_slide} diperbarui`,
      `slide ${slide.id_slide} diperbarui`,
      `slide ${slide.id_slide} dihapus`,
    ]);
    const audits = await db.selectFrom('audit_log').select('aksi').orderBy('id_audit').execute();
    expect(audits.map((a) => a.aksi)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('reorders the carousel when every slide is listed once', async () => {
    const a = await addSlide('A');
    const b = await addSlide('B');
    const c = await addSlide('C');
    expect((await slides()).map((s: { judul: string }) => s.judul)).toEqual(['A', 'B', 'C']);
    const order = (ids: number[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/konten-situs/slides-urutan',
        payload: { ids },
        headers: bearer(token),
      });
    const saved = await order([c.id_slide, a.id_slide, b.id_slide]);
    expect(saved.json().message).toBe('Urutan slide berhasil disimpan.');
    expect(saved.json().data.map((s: { judul: string }) => s.judul)).toEqual(['C', 'A', 'B']);
    expect((await slides()).map((s: { judul: string }) => s.judul)).toEqual(['C', 'A', 'B']);
    const message = 'Urutan slide harus memuat setiap slide tepat satu kali.';
    expect((await order([a.id_slide, b.id_slide])).json().message).toBe(message);
    expect((await order([a.id_slide, a.id_slide, b.id_slide])).json().message).toBe(message);
    expect((await order([a.id_slide, b.id_slide, 999])).json().message).toBe(message);
    expect((await slides()).map((s: { judul: string }) => s.judul)).toEqual(['C', 'A', 'B']);
  });

  it('answers validation messages and refuses non-admins', async () => {
    const noImage = await send('POST', '/api/konten-situs/slides', { judul: 'Tanpa gambar' });
    expect(noImage.json()).toEqual({ message: 'Gambar slide wajib diunggah.', code: 'VALIDATION' });
    const noTitle = await send('POST', '/api/konten-situs/slides', { judul: ' ' }, await smallPng());
    expect(noTitle.json()).toEqual({ message: 'Judul slide wajib diisi.', code: 'VALIDATION' });
    const long = await send('POST', '/api/konten-situs/slides', { judul: 'A', keterangan: 'x'.repeat(501) });
    expect(long.json()).toEqual({ message: 'Keterangan slide maksimal 500 karakter.', code: 'VALIDATION' });
    expect(storedFiles()).toEqual([]);
    const author = (await tokenFor(app, 'author')).token;
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/konten-situs/slides-urutan',
      payload: { ids: [] },
      headers: bearer(author),
    });
    expect(refused.statusCode).toBe(403);
  });
});
