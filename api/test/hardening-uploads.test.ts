import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { type HostileFile, hostileFiles } from './support/hostile-files.ts';
import { hasGps, multipart } from './support/images.ts';
import { onDisk as storedOnDisk } from './support/stored-files.ts';
import { bearer, tokenFor } from './support/users.ts';
import { expectIndonesian, snapshot } from './support/write-fuzz.ts';

// Every hostile file of the corpus through a public image route (activity photos) and the private one
// (finance receipts): refused with a clear message, or stored re-encoded under a server name without
// metadata or payload; a refusal leaves no file and no row; nothing is ever written outside the upload folders.

const ctx = await testApp();
afterAll(() => ctx.close());
const corpus = hostileFiles(ctx.config.uploadMaxBytes);
const STORED_NAME = /^\/uploads\/(kegiatan|keuangan)\/[a-f0-9]{32}\.webp$/;
const tmpBefore = new Set(readdirSync(tmpdir()));
let token: string;
let idKegiatan: number;

beforeAll(async () => {
  await emptyDatabase(ctx.db);
  token = (await tokenFor(ctx.app, 'admin')).token;
  const kegiatan = await ctx.app.inject({
    method: 'POST',
    url: '/api/kegiatan-gereja',
    headers: bearer(token),
    payload: { nama_kegiatan_gereja: 'Bakti sosial', waktu_kegiatan_gereja: '2026-08-17' },
  });
  idKegiatan = kegiatan.json().data.id_kegiatan_gereja;
}, 60_000);

/** The two routes: where the file goes, and where the stored path is in the answer. */
const ROUTES = {
  'activity photos': {
    url: '/api/gambar-kegiatan',
    field: 'gambar',
    fields: () => ({ id_kegiatan_gereja: String(idKegiatan) }),
    storedPath: (data: unknown) => (data as { file_path: string }[])[0]?.file_path,
  },
  'finance receipts': {
    url: '/api/keuangan-gereja',
    field: 'bukti_transaksi',
    fields: () => ({
      tanggal_transaksi: '2026-03-01',
      nama_transaksi: 'Persembahan',
      jenis_transaksi: 'pemasukan',
      jumlah_transaksi: '150000',
    }),
    storedPath: (data: unknown) => (data as { bukti_transaksi: string }).bukti_transaksi,
  },
} as const;

/** The stored file (a path the API answered) on disk, in the public or the private upload folder. */
const onDisk = (filePath: string) => storedOnDisk(ctx.config, filePath);

async function expectCleanImage(filePath: string, file: HostileFile) {
  expect(filePath, file.name).toMatch(STORED_NAME);
  for (const suffix of ['', '-480', '-960']) {
    const absolute = onDisk(filePath.replace('.webp', `${suffix}.webp`));
    expect(existsSync(absolute), `${file.name}: ${suffix || 'main'} file`).toBe(true);
    const bytes = readFileSync(absolute);
    const meta = await sharp(bytes).metadata();
    expect(meta.format, file.name).toBe('webp');
    expect(meta.exif, `${file.name}: EXIF kept`).toBeUndefined();
    expect(meta.xmp, `${file.name}: XMP kept`).toBeUndefined();
    expect(hasGps(meta.exif), file.name).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    if (file.payload)
      expect(bytes.includes(Buffer.from(file.payload)), `${file.name}: payload kept`).toBe(false);
  }
}

for (const [label, route] of Object.entries(ROUTES)) {
  describe(`hostile uploads: ${label}`, () => {
    it('has a corpus of at least 25 files', () => expect(corpus.length).toBeGreaterThanOrEqual(25));

    for (const file of corpus) {
      it(file.name, async () => {
        const before = await snapshot(ctx);
        const form = multipart(route.fields(), [
          { field: route.field, filename: file.filename, type: file.type, data: await file.data() },
        ]);
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        });
        expect(response.statusCode, `${file.name}: ${response.body}`).toBeLessThan(500);
        const answer = response.json();
        const refused = response.statusCode >= 400;
        if (file.outcome === 'stored') expect(response.statusCode, response.body).toBe(201);
        if (file.outcome === 'refused') expect(response.statusCode, response.body).toBe(400);
        if (file.outcome === 'too-large') expect(response.statusCode, response.body).toBe(413);
        if (refused) {
          expectIndonesian(answer.message, file.name);
          if (file.message) expect(answer.message).toMatch(file.message);
          expect(await snapshot(ctx), `${file.name}: a refusal left something behind`).toBe(before);
          return;
        }
        const filePath = route.storedPath(answer.data);
        await expectCleanImage(filePath, file);
        const served = await ctx.app.inject({ url: filePath, headers: bearer(token) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }, 60_000);
    }
  });
}

describe('after the whole corpus', () => {
  it('wrote nothing outside the upload folders, and only server-named images in them', () => {
    const files = readdirSync(ctx.dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const relative = path.relative(ctx.dir, path.join(entry.parentPath, entry.name));
      expect(relative).toMatch(
        /^(uploads\/kegiatan|private-uploads\/keuangan)\/[a-f0-9]{32}(-480|-960)?\.webp$/,
      );
    }
    const newInTmp = readdirSync(tmpdir()).filter((name) => !tmpBefore.has(name));
    expect(newInTmp.filter((name) => /evil|\.php|htaccess/i.test(name))).toEqual([]);
    expect(existsSync('/tmp/evil-upload.png')).toBe(false);
    expect(existsSync(path.resolve(ctx.dir, '..', 'evil-upload.png'))).toBe(false);
  });

  it('keeps the caption of a hostile file name free of paths, control and direction characters', async () => {
    const images = await ctx.app.inject({ url: `/api/gambar-kegiatan/by-kegiatan/${idKegiatan}` });
    for (const image of images.json() as { nama_gambar_kegiatan: string }[]) {
      expect(image.nama_gambar_kegiatan).not.toMatch(/[/\\\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
      expect([...image.nama_gambar_kegiatan].length).toBeLessThanOrEqual(255);
    }
  });
});
