import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart, smallPng } from './support/images.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const folder = path.join(ctx.config.uploadDir, 'artikel');
const storedFiles = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
const ARTIKEL = { judul_artikel: 'Warta Jemaat', jenis_artikel: 'berita', isi_artikel: 'Isi warta.' };

type Image = { filename: string; data: Buffer };
function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  fields = ARTIKEL,
  image?: Image,
) {
  if (method === 'DELETE') return app.inject({ method, url, headers: bearer(token) });
  const files = image ? [{ field: 'gambar_artikel', type: 'image/png', ...image }] : [];
  const form = multipart(fields as Record<string, string>, files);
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

describe('artikel access', () => {
  it('lets admin, pendeta and author write; refuses other roles and anonymous callers', async () => {
    for (const role of ['admin', 'pendeta', 'author'] as const) {
      const { token } = await tokenFor(app, role);
      expect((await send('POST', '/api/artikel', token)).statusCode).toBe(201);
    }
    const { token } = await tokenFor(app, 'petugas_inventaris');
    expect((await send('POST', '/api/artikel', token)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/artikel', payload: ARTIKEL });
    expect(anonymous.statusCode).toBe(401);
    // The penulis's article is a draft until admin or pendeta publish it.
    expect((await app.inject({ url: '/api/artikel' })).json().total).toBe(2);
  });

  it('lets an author edit and delete only their own articles', async () => {
    const writer = await tokenFor(app, 'author');
    const other = await tokenFor(app, 'author');
    const pendeta = await tokenFor(app, 'pendeta');
    const own = (await send('POST', '/api/artikel', writer.token)).json().data.id_artikel;
    const theirs = (await send('POST', '/api/artikel', pendeta.token)).json().data.id_artikel;

    expect((await send('PUT', `/api/artikel/${own}`, writer.token)).statusCode).toBe(200);
    const foreign = await send('POST', `/api/artikel/${theirs}?_method=PUT`, writer.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Anda tidak memiliki akses ke fitur ini.', code: 'FORBIDDEN' });
    // Refused before validation: an invalid form still answers 403.
    expect(
      (await send('PUT', `/api/artikel/${theirs}`, writer.token, { ...ARTIKEL, judul_artikel: '' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/artikel/${theirs}`, writer.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/artikel/${own}`, other.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/artikel/${own}`, writer.token)).statusCode).toBe(200);
    // Editors of any article: admin and pendeta. The author stays the one who wrote it.
    const edited = await send('PUT', `/api/artikel/${theirs}`, (await tokenFor(app, 'admin')).token, {
      ...ARTIKEL,
      judul_artikel: 'Diperbaiki admin',
    });
    expect(edited.json().data).toMatchObject({
      judul_artikel: 'Diperbaiki admin',
      author: pendeta.user.nama_tampilan,
    });
  });
});

describe('artikel images', () => {
  it('tells a signed-in reader whether they may change each article (dapat_diubah); visitors not', async () => {
    const writer = await tokenFor(app, 'author');
    const own = (await send('POST', '/api/artikel', writer.token)).json().data.id_artikel;
    const pendeta = await tokenFor(app, 'pendeta');
    const theirs = (await send('POST', '/api/artikel', pendeta.token)).json().data.id_artikel;
    const read = async (url: string, token?: string) =>
      (await app.inject({ url, headers: token ? bearer(token) : {} })).json();

    // The penulis's own article is a draft: only its writer, admin and pendeta see it (`hidden`).
    const hidden = 'hidden';
    const expected: [string | undefined, boolean | undefined | typeof hidden, boolean | undefined][] = [
      [writer.token, true, false],
      [(await tokenFor(app, 'author')).token, hidden, false],
      [pendeta.token, true, true],
      [(await tokenFor(app, 'admin')).token, true, true],
      [(await tokenFor(app, 'petugas_inventaris')).token, hidden, false],
      [undefined, hidden, undefined],
    ];
    for (const [token, mayOwn, mayTheirs] of expected) {
      const ownAnswer = await app.inject({ url: `/api/artikel/${own}`, headers: token ? bearer(token) : {} });
      expect(mayOwn === hidden ? ownAnswer.statusCode : ownAnswer.json().dapat_diubah).toBe(
        mayOwn === hidden ? 404 : mayOwn,
      );
      expect((await read(`/api/artikel/${theirs}`, token)).dapat_diubah).toBe(mayTheirs);
      const list = await read('/api/artikel', token);
      const flags = Object.fromEntries(
        list.data.map((row: { id_artikel: number; dapat_diubah?: boolean }) => [
          row.id_artikel,
          row.dapat_diubah,
        ]),
      );
      expect(flags).toEqual(
        mayOwn === hidden ? { [theirs]: mayTheirs } : { [own]: mayOwn, [theirs]: mayTheirs },
      );
      // The owner's user id decides it, and still never leaves the server.
      expect(list.data[0]).not.toHaveProperty('id_user_author');
    }
    // Once published, its writer no longer changes it.
    await db.updateTable('artikel').set({ status: 'terbit' }).where('id_artikel', '=', own).execute();
    expect((await read(`/api/artikel/${own}`, writer.token)).dapat_diubah).toBe(false);
  });

  it('stores, replaces, removes on request and deletes the image with its record', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const png = await smallPng(320, 200);
    const created = (
      await send('POST', '/api/artikel', token, ARTIKEL, { filename: 'a.png', data: png })
    ).json().data;
    expect(created.gambar_artikel).toMatch(/^\/uploads\/artikel\/[a-f0-9]{32}\.webp$/);
    expect(created).toMatchObject({ gambar_artikel_width: 320, gambar_artikel_height: 200 });
    expect(storedFiles()).toHaveLength(3);
    const url = `/api/artikel/${created.id_artikel}`;

    const kept = (await send('PUT', url, token, { ...ARTIKEL, judul_artikel: 'Tanpa gambar baru' })).json()
      .data;
    expect(kept.gambar_artikel).toBe(created.gambar_artikel);

    const replaced = (
      await send('PUT', url, token, ARTIKEL, { filename: 'b.png', data: await smallPng(100, 80) })
    ).json().data;
    expect(replaced.gambar_artikel).not.toBe(created.gambar_artikel);
    expect(replaced.gambar_artikel_width).toBe(100);
    expect(storedFiles()).toHaveLength(3);
    expect(storedFiles().some((name) => created.gambar_artikel.includes(name.slice(0, 32)))).toBe(false);

    const cleared = (
      await send('PUT', url, token, { ...ARTIKEL, hapus_gambar: '1' } as typeof ARTIKEL)
    ).json().data;
    expect(cleared).toMatchObject({
      gambar_artikel: null,
      gambar_artikel_width: null,
      gambar_artikel_height: null,
    });
    expect(storedFiles()).toEqual([]);

    await send('PUT', url, token, ARTIKEL, { filename: 'c.png', data: png });
    expect(storedFiles()).toHaveLength(3);
    await send('DELETE', url, token);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a non-image and keeps no file when the form is refused', async () => {
    const { token } = await tokenFor(app, 'admin');
    const fake = await send('POST', '/api/artikel', token, ARTIKEL, {
      filename: 'x.png',
      data: Buffer.from('<svg/>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.');
    const badLink = await send(
      'POST',
      '/api/artikel',
      token,
      { ...ARTIKEL, jenis_artikel: 'kegiatan', id_kegiatan_gereja: '77' } as typeof ARTIKEL,
      { filename: 'a.png', data: await smallPng() },
    );
    expect(badLink.statusCode).toBe(400);
    const png = await smallPng();
    const form = multipart(ARTIKEL, [
      { field: 'gambar_artikel', filename: 'a.png', type: 'image/png', data: png },
      { field: 'gambar_artikel', filename: 'b.png', type: 'image/png', data: png },
    ]);
    const two = await app.inject({
      method: 'POST',
      url: '/api/artikel',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(two.json()).toEqual({ message: 'Gambar artikel hanya boleh satu berkas.', code: 'VALIDATION' });
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom('artikel').select('id_artikel').execute()).toEqual([]);
  });
});
