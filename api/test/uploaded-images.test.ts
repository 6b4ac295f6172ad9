import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../src/lib/image-store.ts';
import { createLocalStorage } from '../src/lib/storage/local.ts';
import {
  storeFieldImages,
  storeImages,
  storeOneImage,
  withStoredImages,
} from '../src/lib/uploaded-images.ts';
import { SVG, smallPng } from './support/images.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-uploaded-'));
const uploadDir = path.join(dir, 'uploads');
const images = createImageStore(
  createLocalStorage({ uploadDir, privateUploadDir: path.join(dir, 'private') }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const filesIn = (folder: string) => {
  const folderDir = path.join(uploadDir, folder);
  return existsSync(folderDir) ? readdirSync(folderDir) : [];
};
const png = async (fieldname = 'gambar') => ({ fieldname, filename: 'a.png', buffer: await smallPng() });
const svg = { fieldname: 'gambar', filename: 'b.svg', buffer: SVG };

describe('uploaded images', () => {
  it('stores all images of a form or none: a refused one takes the stored ones with it', async () => {
    await expect(storeImages(images, [await png(), svg], 'semua')).rejects.toThrow(/harus berupa gambar/);
    expect(filesIn('semua')).toEqual([]);
    const stored = await storeImages(images, [await png(), await png()], 'semua');
    expect(stored).toHaveLength(2);
    expect(filesIn('semua')).toHaveLength(6);
  });

  it('takes at most one file for a one-image field', async () => {
    expect(await storeOneImage(images, [], 'satu')).toBeUndefined();
    await expect(storeOneImage(images, [await png(), await png()], 'satu')).rejects.toThrow(
      'Gambar hanya boleh satu berkas.',
    );
    expect(filesIn('satu')).toEqual([]);
  });

  it('stores one image per named field, all or none', async () => {
    const files = [await png('logo'), await png('foto_pendeta'), await png('foto_pendeta')];
    const filesOf = (field: string) => files.filter((file) => file.fieldname === field);
    await expect(storeFieldImages(images, filesOf, ['logo', 'foto_pendeta'], 'situs')).rejects.toThrow(
      'Foto pendeta hanya boleh satu berkas.',
    );
    expect(filesIn('situs')).toEqual([]);
    const stored = await storeFieldImages(
      images,
      (field) => filesOf(field).slice(0, 1),
      ['logo', 'qris'],
      'situs',
    );
    expect(Object.keys(stored)).toEqual(['logo']);
    expect(filesIn('situs')).toHaveLength(3);
  });

  it('removes the stored images again when the write that refers to them fails', async () => {
    const image = await storeOneImage(images, [await png()], 'gagal');
    const write = () => Promise.reject(new Error('database down'));
    await expect(withStoredImages(images, [image], write)).rejects.toThrow('database down');
    expect(filesIn('gagal')).toEqual([]);
  });
});
