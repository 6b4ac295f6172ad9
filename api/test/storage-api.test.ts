// Uploads through the API with each kind of store: the local folders (the default) and an S3-compatible
// bucket on a real server (s3rver, started here). Images are served at the /uploads address they were
// given, the same bytes the store holds; receipts are kept apart and sent only to the roles that read
// finance; a deleted record takes its files along.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageKeyOf } from '../src/lib/image-store.ts';
import type { Env } from '../src/plugins/config.ts';
import { emptyDatabase, type TestContext, testApp } from './support/app.ts';
import { multipart, smallPng } from './support/images.ts';
import { smallPdf } from './support/pdfs.ts';
import { startS3Server } from './support/s3-server.ts';
import { bearer, tokenFor } from './support/users.ts';

const s3 = await startS3Server(['gkj-api']);
afterAll(() => s3.stop());

type Form = { fields: Record<string, string>; file: Parameters<typeof multipart>[1][number] };

const kinds: [string, () => Env][] = [
  ['local folders', () => ({})],
  ['S3 bucket', () => s3.env('gkj-api')],
];

describe.each(kinds)('%s', (kind, env) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp(env());
  });
  afterAll(() => ctx.close());
  beforeEach(() => emptyDatabase(ctx.db));

  const stored = (filePath: string) => ctx.app.storage.read(storageKeyOf(filePath) ?? '');

  /** A write as the dashboard sends it: a multipart form with one file, or a DELETE. */
  async function send(method: 'POST' | 'DELETE', url: string, role: 'admin' | 'pendeta', form?: Form) {
    const { token } = await tokenFor(ctx.app, role);
    const body = form && multipart(form.fields, [form.file]);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body?.payload,
      headers: { ...body?.headers, ...bearer(token) },
    });
  }

  it('serves an uploaded image and its variants at their /uploads address, then deletes them', async () => {
    await ctx.db
      .insertInto('gereja')
      .values({ lokasi: 'Induk Girimarto', nama_gereja: 'GKJ Girimarto', alamat: 'Girimarto', urutan: 1 })
      .execute();
    const created = await send('POST', '/galeri-gereja', 'admin', {
      fields: { lokasi: 'Induk Girimarto', nama: 'Gedung gereja', kegiatan: 'Tampak depan' },
      file: { field: 'gambar', filename: 'foto.png', type: 'image/png', data: await smallPng(200, 100) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id_galeri, file_path } = created.json().data;

    for (const url of [file_path, file_path.replace('.webp', '-480.webp')]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(response.rawPayload.equals((await stored(url)) as Buffer), url).toBe(true);
    }
    expect(existsSync(ctx.config.uploadDir), 'the upload folder').toBe(kind === 'local folders');

    expect((await send('DELETE', `/galeri-gereja/${id_galeri}`, 'admin')).statusCode).toBe(200);
    expect(await stored(file_path)).toBeUndefined();
    expect((await ctx.app.inject({ url: file_path })).statusCode).toBe(404);
  });

  it('answers 404 for an address that names no stored image', async () => {
    for (const url of [`/uploads/artikel/${'a'.repeat(32)}.webp`, '/uploads/artikel/foto.jpg']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('keeps a receipt in the private area and sends it only to the roles that read finance', async () => {
    const created = await send('POST', '/keuangan-gereja', 'admin', {
      fields: {
        tanggal_transaksi: '2026-03-01',
        nama_transaksi: 'Persembahan',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: '150000',
      },
      file: { field: 'bukti_transaksi', filename: 'nota.png', type: 'image/png', data: await smallPng() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const receipt: string = created.json().data.bukti_transaksi;
    const key = storageKeyOf(receipt) as string;
    expect(key).toMatch(/^private-uploads\/keuangan\/[a-f0-9]{32}\.webp$/);
    expect(await ctx.app.storage.read(key.replace('private-uploads/', 'uploads/'))).toBeUndefined();

    expect((await ctx.app.inject({ url: receipt })).statusCode).toBe(401);
    const { token: pendeta } = await tokenFor(ctx.app, 'pendeta');
    expect((await ctx.app.inject({ url: receipt, headers: bearer(pendeta) })).statusCode).toBe(403);
    const { token: admin } = await tokenFor(ctx.app, 'admin');
    const read = await ctx.app.inject({ url: receipt, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals((await ctx.app.storage.read(key)) as Buffer)).toBe(true);
  });

  it("sends a bulletin's PDF as it was uploaded", async () => {
    const pdf = smallPdf();
    const created = await send('POST', '/warta-jemaat', 'pendeta', {
      fields: { tanggal_warta: '2026-05-03', judul_warta: 'Warta Jemaat', isi_warta: 'Ibadah Minggu.' },
      file: { field: 'berkas_pdf', filename: 'warta.pdf', type: 'application/pdf', data: pdf },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await ctx.app.inject({ url: created.json().data.berkas_pdf });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});
