import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasGps, htmlGifPolyglot, jpegWithGps, multipart, SVG, smallPng } from './support/images.ts';
import { insertKegiatan } from './support/rows.ts';
import { onDisk } from './support/stored-files.ts';
import { imageSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

// storedFiles: every stored file of the folder (images and their variants).
const { app, config, db, published, storedFiles } = await imageSuite('kegiatan', {
  UPLOAD_MAX_BYTES: String(200 * 1024),
});

let token: string;
let idKegiatan: number;
beforeEach(async () => {
  token = (await tokenFor(app, 'pendeta')).token;
  idKegiatan = await insertKegiatan(db);
});

type File = { field?: string; filename: string; type?: string; data: Buffer };

function upload(
  files: File[],
  fields: Record<string, string> = { id_kegiatan_gereja: String(idKegiatan) },
  auth = token,
) {
  const form = multipart(
    fields,
    files.map((file) => ({ field: 'gambar[]', type: 'image/jpeg', ...file })),
  );
  const headers = auth ? { ...form.headers, ...bearer(auth) } : form.headers;
  return app.inject({ method: 'POST', url: '/api/gambar-kegiatan', payload: form.payload, headers });
}

const gallery = async () =>
  (await app.inject({ url: `/api/gambar-kegiatan/by-kegiatan/${idKegiatan}` })).json();
const covers = async () =>
  (await gallery())
    .filter((g: { is_thumbnail: number }) => g.is_thumbnail === 1)
    .map((g: { nama_gambar_kegiatan: string }) => g.nama_gambar_kegiatan);

async function threeImages() {
  const png = await smallPng();
  const response = await upload([
    { filename: 'satu.png', data: png },
    { filename: 'dua.png', data: png },
    { field: 'gambar', filename: 'tiga.png', data: png },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id_gambar_kegiatan: number; file_path: string; is_thumbnail: number }[];
}

describe('gambar-kegiatan', () => {
  it('uploads three images, the first becoming the cover, then moves the cover and deletes images', async () => {
    const uploaded = await upload([
      { filename: 'satu.png', data: await smallPng() },
      { filename: 'dua.png', data: await smallPng() },
      { field: 'gambar', filename: 'tiga.png', data: await smallPng() },
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().message).toBe('Gambar berhasil diunggah.');
    const images = uploaded.json().data;
    expect(images.map((g: { is_thumbnail: number }) => g.is_thumbnail)).toEqual([1, 0, 0]);
    expect(images[0]).toMatchObject({
      id_kegiatan_gereja: idKegiatan,
      nama_gambar_kegiatan: 'satu.png',
      width: 64,
      height: 48,
    });
    expect(storedFiles()).toHaveLength(9); // three images, each with its -480 and -960 variants
    expect(await gallery()).toEqual(images);

    const cover = await app.inject({
      method: 'POST',
      url: `/api/gambar-kegiatan/${images[2].id_gambar_kegiatan}/thumbnail`,
      headers: bearer(token),
    });
    expect(cover.json()).toMatchObject({
      message: 'Gambar sampul berhasil diubah.',
      data: { is_thumbnail: 1 },
    });
    expect(await covers()).toEqual(['tiga.png']);
    const activity = (await app.inject({ url: `/api/kegiatan-gereja/${idKegiatan}` })).json();
    expect(activity.gambar_thumbnail).toEqual({ file_path: images[2].file_path, width: 64, height: 48 });

    // Deleting the cover hands it to the oldest image left.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/gambar-kegiatan/${images[2].id_gambar_kegiatan}`,
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ message: 'Gambar berhasil dihapus.' });
    expect(await covers()).toEqual(['satu.png']);
    expect(existsSync(onDisk(config, images[2].file_path))).toBe(false);
    expect(storedFiles()).toHaveLength(6);

    await app.inject({
      method: 'DELETE',
      url: `/api/gambar-kegiatan/${images[1].id_gambar_kegiatan}`,
      headers: bearer(token),
    });
    expect(await covers()).toEqual(['satu.png']);
    expect(published).toHaveBeenCalledTimes(4);
  });

  it('keeps the existing cover when more images arrive', async () => {
    await threeImages();
    const more = await upload([{ filename: 'empat.png', data: await smallPng() }]);
    expect(more.json().data[0].is_thumbnail).toBe(0);
    expect(await covers()).toEqual(['satu.png']);
  });

  it('removes the image files when the activity is deleted', async () => {
    await threeImages();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/kegiatan-gereja/${idKegiatan}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom('gambar_kegiatan').selectAll().execute()).toEqual([]);
  });

  it('stores a camera JPEG without its EXIF or GPS data', async () => {
    const jpeg = await jpegWithGps(1200, 600);
    expect(hasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
    const response = await upload([{ filename: 'kamera.jpg', data: jpeg }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json().data;
    const stored = await sharp(onDisk(config, image.file_path)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(image).toMatchObject({ width: 600, height: 1200 });
  });

  it('refuses anything that is not an image, storing nothing, even beside a valid image', async () => {
    const polyglot = await htmlGifPolyglot();
    const fakes: File[] = [
      { filename: 'foto.jpg', data: Buffer.from('ini bukan gambar, hanya teks') },
      { filename: 'logo.svg', type: 'image/svg+xml', data: SVG },
      { filename: 'foto.gif', type: 'image/gif', data: polyglot },
    ];
    for (const fake of fakes) {
      const response = await upload([{ filename: 'asli.png', data: await smallPng() }, fake]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.',
        code: 'VALIDATION',
      });
    }
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom('gambar_kegiatan').selectAll().execute()).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload([{ filename: 'besar.jpg', data: Buffer.alloc(300 * 1024, 7) }]);
    expect(response.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('asks for at least one image and a known activity', async () => {
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Pilih setidaknya satu gambar.', code: 'VALIDATION' });
    const unknown = await upload([{ filename: 'a.png', data: await smallPng() }], {
      id_kegiatan_gereja: '999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Kegiatan tidak ditemukan.', code: 'NOT_FOUND' });
    const missing = await upload([{ filename: 'a.png', data: await smallPng() }], {});
    expect(missing.json()).toEqual({ message: 'Kegiatan wajib diisi.', code: 'VALIDATION' });
    expect(storedFiles()).toEqual([]);
    expect((await app.inject({ url: '/api/gambar-kegiatan/by-kegiatan/999' })).statusCode).toBe(404);
  });

  it('answers 404 for unknown images and keeps writes to admin and pendeta', async () => {
    for (const [method, url] of [
      ['POST', '/api/gambar-kegiatan/999/thumbnail'],
      ['DELETE', '/api/gambar-kegiatan/999'],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Gambar tidak ditemukan.', code: 'NOT_FOUND' });
    }
    const png = await smallPng();
    expect((await upload([{ filename: 'a.png', data: png }], undefined, '')).statusCode).toBe(401);
    const author = await tokenFor(app, 'author');
    expect((await upload([{ filename: 'a.png', data: png }], undefined, author.token)).statusCode).toBe(403);
    const [image] = await threeImages();
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/gambar-kegiatan/${image.id_gambar_kegiatan}`,
      headers: bearer(author.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
