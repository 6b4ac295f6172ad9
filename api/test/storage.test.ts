// The store of uploaded files, the same cases against both of its kinds: the local folders (the default)
// and an S3-compatible bucket on a real server (s3rver, started here). The bucket lists two files a page,
// so every listing below goes through its paging.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { type FileStorage, isStorageKey } from '../src/lib/storage/index.ts';
import { createLocalStorage } from '../src/lib/storage/local.ts';
import { createS3Storage } from '../src/lib/storage/s3.ts';
import { startS3Server } from './support/s3-server.ts';

const s3 = await startS3Server(['gkj-uji']);
const dir = mkdtempSync(path.join(tmpdir(), 'gkj-storage-'));
const stores: [string, FileStorage][] = [
  [
    'local folders',
    createLocalStorage({ uploadDir: path.join(dir, 'uploads'), privateUploadDir: path.join(dir, 'private') }),
  ],
  ['S3 bucket', createS3Storage(s3.settings('gkj-uji'), { pageSize: 2 })],
];
afterAll(async () => {
  await Promise.all(stores.map(([, store]) => store.close()));
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const bytes = (content: string) => Buffer.from(content, 'utf8');

describe.each(stores)('%s', (_name, store) => {
  it('writes a file, reads it back whole and as a stream, and deletes it', async () => {
    const key = 'uploads/artikel/satu.webp';
    await store.write(key, bytes('isi berkas satu'));
    expect((await store.read(key))?.toString()).toBe('isi berkas satu');
    const opened = await store.open(key);
    if (!opened) throw new Error('the file just written cannot be opened');
    expect(opened.size).toBe(15);
    expect(opened.modified.getTime()).toBeGreaterThan(0);
    expect(await text(opened.stream)).toBe('isi berkas satu');

    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
    expect(await store.open(key)).toBeUndefined();
    // Removing what is gone is fine: a failed write's cleanup may run twice.
    await store.remove(key);
  });

  it('answers undefined for a file that was never written', async () => {
    expect(await store.read('uploads/artikel/tidak-ada.webp')).toBeUndefined();
    expect(await store.open('private-uploads/keuangan/tidak-ada.webp')).toBeUndefined();
  });

  it('copies a file under a new key, and tells when the source is missing', async () => {
    await store.write('uploads/galeri/asli.webp', bytes('asli'));
    expect(await store.copy('uploads/galeri/asli.webp', 'uploads/galeri/salinan.webp')).toBe(true);
    expect((await store.read('uploads/galeri/salinan.webp'))?.toString()).toBe('asli');
    expect(await store.copy('uploads/galeri/hilang.webp', 'uploads/galeri/lain.webp')).toBe(false);
    expect(await store.read('uploads/galeri/lain.webp')).toBeUndefined();
    await store.remove('uploads/galeri/asli.webp');
    await store.remove('uploads/galeri/salinan.webp');
  });

  it('lists every file with its size, area by area (public first) in key order', async () => {
    const files = {
      'private-uploads/keuangan/nota-1.webp': 'nota satu',
      'private-uploads/keuangan/nota-2.webp': 'nota dua',
      'uploads/artikel/a.webp': 'a',
      'uploads/artikel/b-480.webp': 'bb',
      'uploads/warta-jemaat/c.pdf': '%PDF-1.7',
    };
    for (const [key, content] of Object.entries(files).reverse()) await store.write(key, bytes(content));
    const listed = [];
    for await (const file of store.list()) listed.push([file.key, file.size]);
    expect(listed).toEqual([
      ['uploads/artikel/a.webp', 1],
      ['uploads/artikel/b-480.webp', 2],
      ['uploads/warta-jemaat/c.pdf', 8],
      ['private-uploads/keuangan/nota-1.webp', 9],
      ['private-uploads/keuangan/nota-2.webp', 8],
    ]);
    for (const key of Object.keys(files)) await store.remove(key);
    for await (const file of store.list()) expect.unreachable(`left behind: ${file.key}`);
  });

  it.each([
    '../uploads/x.webp',
    'uploads/../private-uploads/keuangan/x.webp',
    'uploads/./x.webp',
    'uploads//x.webp',
    'uploads/',
    'uploads',
    'lain/x.webp',
    'uploads/a\\..\\..\\x.webp',
  ])('refuses the key %j, which names no file inside the store', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(store.write(key, bytes('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.read(key)).rejects.toThrow('Invalid storage key');
  });
});
