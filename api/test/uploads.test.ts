import { Text } from '@gkj/contract';
import { Type } from 'typebox';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readMultipartBody, uploadedFiles } from '../src/plugins/uploads.ts';
import { expectRefusal } from './support/answers.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { jpegWithGps, multipart, smallPng } from './support/images.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp({ UPLOAD_MAX_BYTES: String(200 * 1024), UPLOAD_MAX_FILES: '3' });
const { app, db } = ctx;

// A form like the artikel one: text fields validated by the body schema, files stored by the route.
const Fields = Type.Object({
  judul_artikel: Text({ maxLength: 200 }),
  id_kegiatan_gereja: Type.Optional(Type.Integer({ minimum: 1 })),
});
app.post(
  '/api/test-form',
  {
    preValidation: readMultipartBody,
    schema: { consumes: ['multipart/form-data'], body: Fields },
    config: { access: 'artikel-write' },
  },
  async (request, reply) => {
    const stored = [];
    for (const file of uploadedFiles(request, 'gambar')) {
      stored.push(
        await app.images.storeImage(file.buffer, { folder: 'artikel', originalName: file.filename }),
      );
    }
    return reply.code(201).send({ fields: request.body, stored });
  },
);
app.post(
  '/api/test-receipt',
  { preValidation: readMultipartBody, config: { access: 'keuangan' } },
  async (request) =>
    app.images.storeImage(uploadedFiles(request, 'bukti_transaksi')[0].buffer, { folder: 'keuangan' }),
);
beforeEach(() => emptyDatabase(db));

function postForm(url: string, form: ReturnType<typeof multipart>, token?: string) {
  const headers = token ? { ...form.headers, ...bearer(token) } : form.headers;
  return app.inject({ method: 'POST', url, payload: form.payload, headers });
}
afterAll(ctx.close);

describe('multipart forms', () => {
  it('validates text fields with the route schema and stores the images', async () => {
    const { token } = await tokenFor(app, 'author');
    const jpeg = await jpegWithGps(800, 600);
    const form = multipart({ judul_artikel: 'Paskah', id_kegiatan_gereja: '7', tidak_dikenal: 'x' }, [
      { field: 'gambar[]', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
      { field: 'gambar[]', filename: 'b.png', type: 'image/png', data: await smallPng() },
    ]);
    const response = await postForm('/api/test-form', form, token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.fields).toEqual({ judul_artikel: 'Paskah', id_kegiatan_gereja: 7 });
    expect(body.stored).toHaveLength(2);
    const served = await app.inject({ url: body.stored[0].file_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('answers field errors in Indonesian', async () => {
    const { token } = await tokenFor(app, 'admin');
    const form = multipart({ judul_artikel: '' }, []);
    const response = await postForm('/api/test-form', form, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Judul artikel wajib diisi.', code: 'VALIDATION' });
  });

  it('answers 401 before reading an anonymous upload', async () => {
    const form = multipart({ judul_artikel: 'x' }, []);
    expect((await postForm('/api/test-form', form)).statusCode).toBe(401);
  });

  it('refuses a file over the size limit with 413', async () => {
    const { token } = await tokenFor(app, 'admin');
    const big = Buffer.alloc(300 * 1024, 1);
    const form = multipart({ judul_artikel: 'x' }, [
      { field: 'gambar', filename: 'besar.jpg', type: 'image/jpeg', data: big },
    ]);
    const response = await postForm('/api/test-form', form, token);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Ukuran berkas melebihi batas 0.2 MB.', code: 'TOO_LARGE' });
  });

  it('refuses too many files with 413', async () => {
    const { token } = await tokenFor(app, 'admin');
    const png = await smallPng();
    const files = Array.from({ length: 4 }, (_, i) => ({
      field: 'gambar',
      filename: `${i}.png`,
      type: 'image/png',
      data: png,
    }));
    const form = multipart({ judul_artikel: 'x' }, files);
    const response = await postForm('/api/test-form', form, token);
    expectRefusal(response, 413, 'Terlalu banyak berkas (maksimal 3 berkas).', 'TOO_LARGE');
  });

  it('refuses a non-image whatever its name says', async () => {
    const { token } = await tokenFor(app, 'admin');
    const form = multipart({ judul_artikel: 'x' }, [
      {
        field: 'gambar',
        filename: 'foto.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<html>bukan gambar</html>'),
      },
    ]);
    const response = await postForm('/api/test-form', form, token);
    expectRefusal(response, 400, 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.', 'VALIDATION');
  });
});

describe('the upload limits, for clients that check before sending', () => {
  it('answers the configured size and count limits and the accepted image types to any staff role', async () => {
    const { token } = await tokenFor(app, 'author');
    const response = await app.inject({ method: 'GET', url: '/api/batas-unggahan', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ukuran_maks_berkas: 200 * 1024,
      jumlah_maks_berkas: 3,
      jenis_berkas: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    });
    expect((await app.inject({ method: 'GET', url: '/api/batas-unggahan' })).statusCode).toBe(401);
  });
});

describe('finance receipts', () => {
  it('are served only to roles that read finance, never from the public tree', async () => {
    const admin = await tokenFor(app, 'admin');
    const form = multipart({}, [
      { field: 'bukti_transaksi', filename: 'nota.png', type: 'image/png', data: await smallPng() },
    ]);
    const stored = (await postForm('/api/test-receipt', form, admin.token)).json();
    expect(stored.file_path).toMatch(/^\/uploads\/keuangan\/[a-f0-9]{32}\.webp$/);

    expect((await app.inject({ url: stored.file_path })).statusCode).toBe(401);
    const pendeta = await tokenFor(app, 'pendeta');
    expect((await app.inject({ url: stored.file_path, headers: bearer(pendeta.token) })).statusCode).toBe(
      403,
    );
    const ok = await app.inject({ url: stored.file_path, headers: bearer(admin.token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    const variant = await app.inject({
      url: stored.file_path.replace('.webp', '-480.webp'),
      headers: bearer(admin.token),
    });
    expect(variant.statusCode).toBe(200);
    const missing = await app.inject({
      url: `/uploads/keuangan/${'0'.repeat(32)}.webp`,
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
