import { OptionalText, Text } from '@gkj/contract';
import { Type } from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { readMultipartBody } from '../src/plugins/uploads.ts';
import { testApp } from './support/app.ts';
import { multipart } from './support/images.ts';

const ctx = await testApp();
const { app } = ctx;
afterAll(ctx.close);

// Test-only routes: one form, accepted as JSON or multipart, and a list-like query.
const Fields = Type.Object({
  nama: Type.Optional(Text({ maxLength: 50 })),
  jumlah: Type.Optional(Type.Integer({ minimum: 0 })),
  aktif: Type.Optional(Type.Boolean()),
  catatan: OptionalText({ maxLength: 5 }),
  keterangan: OptionalText({ maxLength: 5, errorMessage: { maxLength: 'Keterangan terlalu panjang.' } }),
});
app.post(
  '/api/test-validation',
  { preValidation: readMultipartBody, schema: { body: Fields }, config: { access: 'public' } },
  async (request) => ({ received: request.body }),
);
app.get(
  '/api/test-validation',
  { schema: { querystring: Type.Object({ page: Type.Integer() }) }, config: { access: 'public' } },
  async (request) => ({ received: request.query }),
);

const postJson = (payload: object) => app.inject({ method: 'POST', url: '/api/test-validation', payload });
const postForm = (fields: Record<string, string>) => {
  const form = multipart(fields, []);
  return app.inject({ method: 'POST', url: '/api/test-validation', ...form });
};

describe('JSON bodies are validated strictly', () => {
  it.each([
    [{ jumlah: true }, 'Jumlah harus berupa angka.'],
    [{ jumlah: '5' }, 'Jumlah harus berupa angka.'],
    [{ jumlah: null }, 'Jumlah wajib diisi.'],
    [{ nama: null }, 'Nama wajib diisi.'],
    [{ nama: 5 }, 'Nama tidak valid.'],
    [{ aktif: 'true' }, 'Aktif tidak valid.'],
  ])('%j answers 400 %s instead of being coerced', async (payload, message) => {
    const response = await postJson(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('keeps a null optional text null', async () => {
    const response = await postJson({ catatan: null, jumlah: 0, aktif: false });
    expect(response.json().received).toEqual({ catatan: null, jumlah: 0, aktif: false });
  });
});

describe('text-born values are still coerced', () => {
  it('multipart text fields become the numbers and flags of the schema', async () => {
    const response = await postForm({ nama: 'Paskah', jumlah: '5', aktif: 'true', catatan: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual({ nama: 'Paskah', jumlah: 5, aktif: true, catatan: '' });
  });

  it('a multipart field that is no number is refused all the same', async () => {
    const response = await postForm({ jumlah: 'lima' });
    expect(response.json()).toEqual({ message: 'Jumlah harus berupa angka.', code: 'VALIDATION' });
  });

  it('query strings are coerced', async () => {
    const response = await app.inject({ url: '/api/test-validation?page=2' });
    expect(response.json()).toEqual({ received: { page: 2 } });
  });
});

describe('optional texts', () => {
  it('a too-long value names the field and its limit', async () => {
    const response = await postJson({ catatan: 'terlalu panjang' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Catatan maksimal 5 karakter.', code: 'VALIDATION' });
  });

  it("the field's own errorMessage is used, in JSON and multipart alike", async () => {
    for (const response of [
      await postJson({ keterangan: 'terlalu panjang' }),
      await postForm({ keterangan: 'terlalu panjang' }),
    ]) {
      expect(response.json()).toEqual({ message: 'Keterangan terlalu panjang.', code: 'VALIDATION' });
    }
  });
});
