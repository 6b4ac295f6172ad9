import { IdParams, Lokasi, Text } from '@gkj/contract';
import { Type } from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testApp } from './support/app.ts';

const ctx = await testApp();
const { app } = ctx;

// Test-only routes in the shape real resource routes take.
const JadwalBody = Type.Object({
  nama_ibadah: Text({ maxLength: 150 }),
  lokasi_ibadah: Lokasi(),
  tanggal_ibadah: Type.String({ minLength: 1, errorMessage: 'Tanggal dan jam ibadah wajib diisi.' }),
  judul_artikel: Type.Optional(Text({ maxLength: 5 })),
  jumlah: Type.Optional(Type.Integer({ minimum: 0 })),
});
app.post(
  '/api/test-jadwal',
  { schema: { body: JadwalBody }, config: { access: 'public' } },
  async (request) => ({
    received: request.body,
  }),
);
app.get(
  '/api/test-item/:id',
  { schema: { params: IdParams }, config: { access: 'public' } },
  async () => ({}),
);
app.get('/api/test-boom', { config: { access: 'public' } }, async () => {
  throw new Error('secret internal detail at /srv/app.ts:12');
});
afterAll(ctx.close);

const valid = {
  nama_ibadah: 'Ibadah Minggu',
  lokasi_ibadah: 'Induk Girimarto',
  tanggal_ibadah: '2026-12-06 07:00',
};
const post = (payload: object) => app.inject({ method: 'POST', url: '/api/test-jadwal', payload });

describe('error answers', () => {
  it('unknown /api paths answer 404 JSON for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/x' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'NOT_FOUND' });
    }
  });

  it.each([
    [{ ...valid, nama_ibadah: undefined }, 'Nama ibadah wajib diisi.'],
    [{ ...valid, nama_ibadah: '   ' }, 'Nama ibadah wajib diisi.'],
    [{ ...valid, lokasi_ibadah: 'Jakarta' }, 'Lokasi ibadah tidak valid.'],
    [{ ...valid, tanggal_ibadah: undefined }, 'Tanggal dan jam ibadah wajib diisi.'],
    [{ ...valid, tanggal_ibadah: '' }, 'Tanggal dan jam ibadah wajib diisi.'],
    [{ ...valid, judul_artikel: '' }, 'Judul artikel wajib diisi.'],
    [{ ...valid, judul_artikel: 'terlalu panjang' }, 'Judul artikel maksimal 5 karakter.'],
    [{ ...valid, jumlah: 'dua' }, 'Jumlah harus berupa angka.'],
    [{ ...valid, jumlah: -1 }, 'Jumlah minimal 0.'],
  ])('validation of %j answers 400 %s', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('strips unknown body fields instead of passing them on', async () => {
    const response = await post({ ...valid, id_role: 1, password_user: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual(valid);
  });

  it('a malformed id is an unknown record: 404', async () => {
    const response = await app.inject({ url: '/api/test-item/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Data tidak ditemukan.', code: 'NOT_FOUND' });
  });

  it('invalid JSON answers 400 in Indonesian', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-jadwal',
      headers: { 'content-type': 'application/json' },
      payload: '{"nama_ibadah": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data yang dikirim tidak valid.', code: 'VALIDATION' });
  });

  it('5xx say only that the server failed, without any detail or stack', async () => {
    const response = await app.inject({ url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Terjadi kesalahan pada server.', code: 'SERVER_ERROR' });
  });
});

describe('database down', () => {
  it('health reports ok with the database, and 503 down without it', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
    // An app with its own pool, pointed at a port where nothing listens.
    const offline = await buildApp(
      { ...ctx.config, databaseUrl: 'mysql://root@127.0.0.1:1/gkj_tidak_ada' },
      { logger: false },
    );
    try {
      const health = await offline.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'ok', database: 'down' });
      const login = await offline.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username_user: 'admin', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        message: 'Layanan basis data sedang tidak tersedia. Coba lagi sebentar lagi.',
        code: 'DATABASE_UNAVAILABLE',
      });
    } finally {
      await offline.close();
    }
  });
});
