import { beforeEach, describe, expect, it } from 'vitest';
import { multipart, smallPng } from './support/images.ts';
import { imageSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, published, storedFiles } = await imageSuite('galeri');
const INCOMPLETE = 'Mohon lengkapi semua field.';

let token: string;
beforeEach(async () => {
  token = (await tokenFor(app, 'admin')).token;
  await db
    .insertInto('gereja')
    .values([
      { lokasi: 'Induk Girimarto', nama_gereja: 'GKJ Girimarto Induk', alamat: 'Girimarto', urutan: 1 },
      { lokasi: 'Pepanthan Simpar', nama_gereja: 'Pepanthan Simpar', alamat: 'Simpar', urutan: 5 },
    ])
    .execute();
});

async function post(fields: Record<string, string>, image: Buffer | null = null, auth = token) {
  const files = image ? [{ field: 'gambar', filename: 'foto.png', type: 'image/png', data: image }] : [];
  const form = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/galeri-gereja',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(auth) },
  });
}

const FOTO = { lokasi: 'Induk Girimarto', nama: 'Gedung gereja', kegiatan: 'Tampak depan' };

describe('galeri-gereja', () => {
  it('adds, reads, edits and deletes a photo with its files', async () => {
    const created = await post(FOTO, await smallPng(200, 100));
    expect(created.statusCode).toBe(201);
    const foto = created.json().data;
    expect(created.json()).toMatchObject({
      message: 'Foto galeri berhasil ditambahkan.',
      data: { ...FOTO, width: 200, height: 100, urutan: 0 },
    });
    expect(foto.file_path).toMatch(/^\/uploads\/galeri\/[a-f0-9]{32}\.webp$/);
    expect(storedFiles()).toHaveLength(3);
    const url = `/api/galeri-gereja/${foto.id_galeri}`;
    expect((await app.inject({ url })).json()).toMatchObject(FOTO);

    const edited = await app.inject({
      method: 'PUT',
      url,
      payload: { lokasi: 'Pepanthan Simpar', nama: 'Gedung Simpar', kegiatan: 'Tampak samping', urutan: 4 },
      headers: bearer(token),
    });
    expect(edited.json()).toMatchObject({
      message: 'Foto galeri berhasil diperbarui.',
      data: { lokasi: 'Pepanthan Simpar', nama: 'Gedung Simpar', urutan: 4, file_path: foto.file_path },
    });
    const church = (await app.inject({ url: '/api/konten-situs' })).json().gereja[1];
    expect(church.galeri).toEqual([
      {
        id_galeri: foto.id_galeri,
        nama: 'Gedung Simpar',
        kegiatan: 'Tampak samping',
        file_path: foto.file_path,
        width: 200,
        height: 100,
      },
    ]);

    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(removed.json()).toEqual({ message: 'Foto galeri berhasil dihapus.' });
    expect(storedFiles()).toEqual([]);
    expect((await app.inject({ url })).json()).toEqual({
      message: 'Foto galeri tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect(published.mock.calls.map(([reason]) => reason)).toEqual([
      `galeri gereja ${foto.id_galeri} ditambahkan`,
      `galeri gereja ${foto.id_galeri} diperbarui`,
      `galeri gereja ${foto.id_galeri} dihapus`,
    ]);
    expect(
      (await db.selectFrom('audit_log').select('tabel').orderBy('id_audit').execute()).map((a) => a.tabel),
    ).toEqual(['galeri_gereja', 'galeri_gereja', 'galeri_gereja']);
  });

  it('lists with the lokasi filter, q, sort and paging', async () => {
    const png = await smallPng();
    await post(FOTO, png);
    await post({ ...FOTO, nama: 'Paduan suara', kegiatan: 'Ibadah Minggu' }, png);
    await post(
      { ...FOTO, lokasi: 'Pepanthan Simpar', nama: 'Bejana baptis', kegiatan: 'Sakramen Baptis' },
      png,
    );
    const list = (query: string) => app.inject({ url: `/api/galeri-gereja?${query}` }).then((r) => r.json());
    const names = (body: { data: { nama: string }[] }) => body.data.map((row) => row.nama);
    expect((await list('')).total).toBe(3);
    expect(names(await list(`lokasi=${encodeURIComponent('Induk Girimarto')}`))).toEqual([
      'Gedung gereja',
      'Paduan suara',
    ]);
    expect(names(await list('q=IBADAH'))).toEqual(['Paduan suara']);
    expect(names(await list('sort=nama&order=desc&per_page=1&page=3'))).toEqual(['Bejana baptis']);
    expect((await app.inject({ url: '/api/galeri-gereja?lokasi=Solo' })).statusCode).toBe(400);
  });

  it("answers 'Mohon lengkapi semua field.' when anything is missing, and keeps no file", async () => {
    const png = await smallPng();
    expect((await post(FOTO)).json()).toEqual({ message: INCOMPLETE, code: 'VALIDATION' });
    expect((await post({ ...FOTO, nama: '' }, png)).json()).toEqual({
      message: INCOMPLETE,
      code: 'VALIDATION',
    });
    expect((await post({ lokasi: FOTO.lokasi, nama: 'x' }, png)).json()).toEqual({
      message: INCOMPLETE,
      code: 'VALIDATION',
    });
    expect((await post({ nama: 'x', kegiatan: 'y' }, png)).json()).toEqual({
      message: INCOMPLETE,
      code: 'VALIDATION',
    });
    expect((await post({ ...FOTO, lokasi: 'Solo' }, png)).json()).toEqual({
      message: 'Lokasi tidak valid.',
      code: 'VALIDATION',
    });
    const noChurch = await post({ ...FOTO, lokasi: 'Pepanthan Paseban' }, png);
    expect(noChurch.json()).toEqual({
      message: 'Data gereja Pepanthan Paseban belum tersedia.',
      code: 'VALIDATION',
    });
    expect(storedFiles()).toEqual([]);
    const pendeta = (await tokenFor(app, 'pendeta')).token;
    expect((await post(FOTO, png, pendeta)).statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/galeri-gereja/999',
      payload: FOTO,
      headers: bearer(token),
    });
    expect(put.statusCode).toBe(404);
  });
});
