import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditLog } from './support/audit.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
const published = vi.spyOn(app.publisher, 'contentChanged');
beforeEach(async () => {
  await emptyDatabase(db);
  published.mockClear();
});
afterAll(ctx.close);

const PASKAH = {
  nama_kegiatan_gereja: 'Perayaan Paskah',
  waktu_kegiatan_gereja: '2026-04-05',
  tema_kegiatan_gereja: 'Kristus Bangkit',
  tempat_kegiatan_gereja: 'Induk Girimarto',
  deskripsi_kegiatan_gereja: 'Ibadah dan makan bersama.\nSemua jemaat diundang.',
};

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
}

async function seed(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    nama_kegiatan_gereja: `Kegiatan ${String(i + 1).padStart(2, '0')}`,
    tema_kegiatan_gereja: i % 2 === 0 ? 'Syukur Panen' : 'Pelayanan',
    tempat_kegiatan_gereja: i % 3 === 0 ? 'Pepanthan Simpar' : 'Induk Girimarto',
    waktu_kegiatan_gereja: `2026-01-${String(i + 1).padStart(2, '0')}`,
  }));
  await db.insertInto('kegiatan_gereja').values(rows).execute();
}

describe('kegiatan-gereja', () => {
  it('creates, reads, updates and deletes an activity with the spec texts, audit and rebuilds', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const created = await write('POST', '/kegiatan-gereja', token, {
      ...PASKAH,
      waktu_kegiatan_gereja: '2026-04-05T09:00:00.000Z',
      tema_kegiatan_gereja: '',
      id_kegiatan_gereja: 99,
    });
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Data kegiatan berhasil ditambahkan!');
    expect(data).toMatchObject({ ...PASKAH, tema_kegiatan_gereja: null, gambar_thumbnail: null });
    expect(data.id_kegiatan_gereja).not.toBe(99);
    const url = `/kegiatan-gereja/${data.id_kegiatan_gereja}`;

    const read = await app.inject({ url: `/api${url}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(data);

    const updated = await write('PUT', url, token, { ...PASKAH, nama_kegiatan_gereja: 'Paskah Raya' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Data kegiatan berhasil diubah!',
      data: { ...PASKAH, nama_kegiatan_gereja: 'Paskah Raya' },
    });

    const deleted = await write('DELETE', url, token);
    expect(deleted.json()).toEqual({ message: 'Kegiatan berhasil dihapus.' });
    const gone = await app.inject({ url: `/api${url}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Kegiatan tidak ditemukan.', code: 'NOT_FOUND' });

    const audit = await auditLog(db, 'kegiatan_gereja');
    expect(audit.map((entry) => entry.aksi)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((entry) => entry.username === user.username_user)).toBe(true);
    const changes = audit[1].perubahan;
    expect(Object.keys(changes).sort()).toEqual(['nama_kegiatan_gereja', 'tema_kegiatan_gereja']);
    expect(JSON.stringify(changes)).toContain('Paskah Raya');
    expect(published.mock.calls.map(([reason]) => reason)).toEqual([
      `kegiatan ${data.id_kegiatan_gereja} ditambahkan`,
      `kegiatan ${data.id_kegiatan_gereja} diperbarui`,
      `kegiatan ${data.id_kegiatan_gereja} dihapus`,
    ]);
  });

  it('lists with q over name, theme and place, sorting and paging, newest first by default', async () => {
    await seed(12);
    const list = async (query: string) => (await app.inject({ url: `/api/kegiatan-gereja?${query}` })).json();

    const first = await list('');
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ nama_kegiatan_gereja: 'Kegiatan 12', gambar_thumbnail: null });
    expect(
      (await list('page=2')).data.map((row: { nama_kegiatan_gereja: string }) => row.nama_kegiatan_gereja),
    ).toEqual(['Kegiatan 02', 'Kegiatan 01']);

    expect((await list('q=SYUKUR')).total).toBe(6);
    expect((await list('q=simpar')).total).toBe(4);
    expect((await list('q=kegiatan 1')).total).toBe(3);
    const sorted = await list('sort=nama_kegiatan_gereja&order=asc&per_page=3');
    expect(sorted.data.map((row: { nama_kegiatan_gereja: string }) => row.nama_kegiatan_gereja)).toEqual([
      'Kegiatan 01',
      'Kegiatan 02',
      'Kegiatan 03',
    ]);
    const bad = await app.inject({ url: '/api/kegiatan-gereja?sort=id_user' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers every validation failure in Indonesian', async () => {
    const { token } = await tokenFor(app, 'admin');
    const message = async (payload: object) =>
      (await write('POST', '/kegiatan-gereja', token, payload)).json().message;
    expect(await message({ ...PASKAH, nama_kegiatan_gereja: '' })).toBe('Nama kegiatan wajib diisi.');
    expect(await message({ ...PASKAH, nama_kegiatan_gereja: '   ' })).toBe('Nama kegiatan wajib diisi.');
    expect(await message({ waktu_kegiatan_gereja: '2026-04-05' })).toBe('Nama kegiatan wajib diisi.');
    expect(await message({ nama_kegiatan_gereja: 'Paskah' })).toBe('Waktu kegiatan wajib diisi.');
    expect(await message({ ...PASKAH, waktu_kegiatan_gereja: '05-04-2026' })).toBe(
      'Waktu kegiatan harus berupa tanggal dengan format YYYY-MM-DD.',
    );
    expect(await message({ ...PASKAH, waktu_kegiatan_gereja: '2026-02-30' })).toBe(
      'Waktu kegiatan harus berupa tanggal yang valid.',
    );
    expect(await message({ ...PASKAH, nama_kegiatan_gereja: 'x'.repeat(201) })).toBe(
      'Nama kegiatan maksimal 200 karakter.',
    );
    expect(await db.selectFrom('kegiatan_gereja').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const response of [
      await app.inject({ url: '/api/kegiatan-gereja/999' }),
      await app.inject({ url: '/api/kegiatan-gereja/abc' }),
      await write('PUT', '/kegiatan-gereja/999', token, PASKAH),
      await write('DELETE', '/kegiatan-gereja/999', token),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(published).not.toHaveBeenCalled();
  });

  it('lets only admin and pendeta write; anyone reads', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/kegiatan-gereja', payload: PASKAH });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['author', 'petugas_inventaris'] as const) {
      const { token } = await tokenFor(app, role);
      const refused = await write('POST', '/kegiatan-gereja', token, PASKAH);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Anda tidak memiliki akses ke fitur ini.',
        code: 'FORBIDDEN',
      });
    }
    const { token } = await tokenFor(app, 'admin');
    expect((await write('POST', '/kegiatan-gereja', token, PASKAH)).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/kegiatan-gereja' })).json().total).toBe(1);
  });

  it('answers all activities with their cover for the home page and with all images for the build', async () => {
    await seed(3);
    const [older, , newest] = await db
      .selectFrom('kegiatan_gereja')
      .select('id_kegiatan_gereja')
      .orderBy('id_kegiatan_gereja')
      .execute();
    const image = (id: number, n: number, cover: number) => ({
      id_kegiatan_gereja: id,
      nama_gambar_kegiatan: `foto${n}.jpg`,
      file_path: `/uploads/kegiatan/${String(n).repeat(32)}.webp`,
      width: 800,
      height: 600,
      is_thumbnail: cover,
    });
    await db
      .insertInto('gambar_kegiatan')
      .values([
        image(older.id_kegiatan_gereja, 1, 0),
        image(older.id_kegiatan_gereja, 2, 1),
        image(newest.id_kegiatan_gereja, 3, 0),
      ])
      .execute();

    const home = (await app.inject({ url: '/api/kegiatan-dengan-thumbnail' })).json();
    expect(home.success).toBe(true);
    expect(home.data.map((row: { id_kegiatan_gereja: number }) => row.id_kegiatan_gereja)[0]).toBe(
      newest.id_kegiatan_gereja,
    );
    expect(home.data[0].gambar_thumbnail).toBeNull();
    expect(home.data[2].gambar_thumbnail).toEqual({
      file_path: `/uploads/kegiatan/${'2'.repeat(32)}.webp`,
      width: 800,
      height: 600,
    });

    const build = (await app.inject({ url: '/api/publikasi/kegiatan' })).json();
    expect(build.data).toHaveLength(3);
    expect(build.data[2].gambar.map((g: { nama_gambar_kegiatan: string }) => g.nama_gambar_kegiatan)).toEqual(
      ['foto1.jpg', 'foto2.jpg'],
    );
    expect(build.data[2].gambar[1]).toMatchObject({ is_thumbnail: 1, width: 800, height: 600 });
    expect(build.data[1].gambar).toEqual([]);
    expect(build.data[0].gambar).toHaveLength(1);
  });
});
