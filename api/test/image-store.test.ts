import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-error.ts';
import { createImageStore } from '../src/lib/image-store.ts';
import { createLocalStorage } from '../src/lib/storage/local.ts';
import { hasGps, htmlGifPolyglot, jpegWithGps, SVG, smallPng } from './support/images.ts';
import { onDisk as storedOnDisk } from './support/stored-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-images-'));
const uploadDir = path.join(dir, 'uploads');
const folders = { uploadDir, privateUploadDir: path.join(dir, 'private') };
const store = createImageStore(createLocalStorage(folders));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOT_AN_IMAGE = 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.';
const onDisk = (filePath: string) => path.join(uploadDir, filePath.replace(/^\/uploads\//, ''));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('storeImage', () => {
  it('re-encodes a camera JPEG to WebP without EXIF or GPS, upright, bounded, with variants', async () => {
    const input = await jpegWithGps(2400, 1200);
    expect(hasGps((await sharp(input).metadata()).exif)).toBe(true);

    const stored = await store.storeImage(input, { folder: 'artikel', originalName: 'foto.jpg' });
    expect(stored.file_path).toMatch(/^\/uploads\/artikel\/[a-f0-9]{32}\.webp$/);
    // Orientation 6 turns the 2400×1200 landscape into a portrait, then the longest side is 1600.
    expect(stored).toMatchObject({ width: 800, height: 1600 });

    const main = await sharp(onDisk(stored.file_path)).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(main.exif).toBeUndefined();
    expect(main.orientation ?? 1).toBe(1);
    for (const width of [480, 960]) {
      const variant = await sharp(onDisk(stored.file_path.replace('.webp', `-${width}.webp`))).metadata();
      expect(variant.format).toBe('webp');
      expect(variant.width).toBeLessThanOrEqual(width);
      expect(variant.exif).toBeUndefined();
    }
  });

  it('never enlarges a small image but still writes both variants', async () => {
    const stored = await store.storeImage(await smallPng(64, 48), {
      folder: 'galeri',
      originalName: 'kecil.png',
    });
    expect(stored).toMatchObject({ width: 64, height: 48 });
    expect(existsSync(onDisk(stored.file_path.replace('.webp', '-480.webp')))).toBe(true);
    expect(existsSync(onDisk(stored.file_path.replace('.webp', '-960.webp')))).toBe(true);
  });

  it('keeps slides up to 2560 px with a 1920 px sibling, never enlarged; other folders stay at 1600', async () => {
    const wide = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#335544' } })
      .jpeg()
      .toBuffer();
    const slide = await store.storeImage(wide, { folder: 'slide', originalName: 'slide.jpg' });
    expect(slide).toMatchObject({ width: 2560, height: 1440 });
    const sibling = await sharp(onDisk(slide.file_path.replace('.webp', '-1920.webp'))).metadata();
    expect([sibling.width, sibling.height]).toEqual([1920, 1080]);
    for (const width of [480, 960]) {
      expect((await sharp(onDisk(slide.file_path.replace('.webp', `-${width}.webp`))).metadata()).width).toBe(
        width,
      );
    }
    const article = await store.storeImage(wide, { folder: 'artikel', originalName: 'foto.jpg' });
    expect(article).toMatchObject({ width: 1600, height: 900 });
    expect(existsSync(onDisk(article.file_path.replace('.webp', '-1920.webp')))).toBe(false);

    // A small slide is never enlarged; its siblings exist all the same, as large as it is.
    const small = await store.storeImage(await smallPng(1200, 800), {
      folder: 'slide',
      originalName: 'kecil.png',
    });
    expect(small).toMatchObject({ width: 1200, height: 800 });
    expect((await sharp(onDisk(small.file_path.replace('.webp', '-1920.webp'))).metadata()).width).toBe(1200);

    // A copy and a removal take the 1920 sibling along.
    const copy = await store.copyImage(slide.file_path);
    expect(existsSync(onDisk(copy.replace('.webp', '-1920.webp')))).toBe(true);
    await store.removeImage(copy);
    expect(existsSync(onDisk(copy.replace('.webp', '-1920.webp')))).toBe(false);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('bukan gambar, hanya teks')],
    ['an SVG', SVG],
  ])('refuses %s', async (_name, bytes) => {
    expect(await refusal(store.storeImage(bytes, { folder: 'artikel', originalName: 'foto.jpg' }))).toEqual({
      status: 400,
      message: NOT_AN_IMAGE,
    });
  });

  it('refuses an HTML/GIF polyglot', async () => {
    const bytes = await htmlGifPolyglot();
    expect(await refusal(store.storeImage(bytes, { folder: 'artikel', originalName: 'x.jpg' }))).toEqual({
      status: 400,
      message: NOT_AN_IMAGE,
    });
  });

  it('refuses more than 50 megapixels before decoding them', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await refusal(store.storeImage(huge, { folder: 'artikel', originalName: 'besar.png' }))).toEqual({
      status: 400,
      message: 'Ukuran gambar terlalu besar (maksimal 50 megapiksel).',
    });
  });

  it('keeps private folders outside the public upload tree', async () => {
    const stored = await store.storeImage(await smallPng(), { folder: 'keuangan', originalName: 'nota.png' });
    expect(stored.file_path).toMatch(/^\/uploads\/keuangan\//);
    expect(existsSync(onDisk(stored.file_path))).toBe(false);
    expect(existsSync(storedOnDisk(folders, stored.file_path))).toBe(true);
  });
});

describe('removeImage', () => {
  it('deletes the image and its variants, and ignores one already gone', async () => {
    const stored = await store.storeImage(await smallPng(), { folder: 'artikel', originalName: 'a.png' });
    await store.removeImage(stored.file_path);
    for (const suffix of ['', '-480', '-960']) {
      expect(existsSync(onDisk(stored.file_path.replace('.webp', `${suffix}.webp`)))).toBe(false);
    }
    await expect(store.removeImage(stored.file_path)).resolves.toBeUndefined();
  });

  it('refuses paths outside the upload folder', async () => {
    for (const bad of [
      '/etc/passwd',
      '/uploads/../../etc/passwd',
      '/uploads/artikel/../../x.webp',
      'relative.webp',
    ]) {
      await expect(store.removeImage(bad)).rejects.toThrow(/outside the upload store/);
    }
  });
});
