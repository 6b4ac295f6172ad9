import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

async function kegiatan(nama: string, waktu: string) {
  const result = await db
    .insertInto('kegiatan_gereja')
    .values({ nama_kegiatan_gereja: nama, waktu_kegiatan_gereja: waktu })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

async function gambar(idKegiatan: number, file: string, isThumbnail = 0) {
  await db
    .insertInto('gambar_kegiatan')
    .values({
      id_kegiatan_gereja: idKegiatan,
      nama_gambar_kegiatan: file,
      file_path: `/uploads/kegiatan/${file}.webp`,
      width: 800,
      height: 600,
      is_thumbnail: isThumbnail,
    })
    .execute();
}

async function artikel(judul: string, tanggal: string) {
  const result = await db
    .insertInto('artikel')
    .values({
      judul_artikel: judul,
      jenis_artikel: 'berita',
      isi_artikel: 'Isi',
      tanggal_artikel: tanggal,
      author: 'admin',
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

describe('konten/recent', () => {
  it('merges activities and articles, newest first, with each one image', async () => {
    const natal = await kegiatan('Natal', '2026-12-20');
    await gambar(natal, 'a'.repeat(32));
    await gambar(natal, 'b'.repeat(32), 1);
    const paskah = await kegiatan('Paskah', '2026-04-05');
    await gambar(paskah, 'c'.repeat(32));
    await gambar(paskah, 'd'.repeat(32));
    await kegiatan('Tanpa gambar', '2026-01-10');
    const warta = await artikel('Warta', '2026-04-05 10:00:00');

    const recent = (await app.inject({ url: '/api/konten/recent' })).json();
    expect(recent).toEqual([
      {
        id: natal,
        type: 'kegiatan',
        title: 'Natal',
        image: `/uploads/kegiatan/${'b'.repeat(32)}.webp`,
        image_width: 800,
        image_height: 600,
        date: '2026-12-20',
      },
      {
        id: warta,
        type: 'artikel',
        title: 'Warta',
        image: null,
        image_width: null,
        image_height: null,
        date: '2026-04-05 10:00:00',
      },
      {
        id: paskah,
        type: 'kegiatan',
        title: 'Paskah',
        image: `/uploads/kegiatan/${'c'.repeat(32)}.webp`,
        image_width: 800,
        image_height: 600,
        date: '2026-04-05',
      },
      expect.objectContaining({ type: 'kegiatan', title: 'Tanpa gambar', image: null }),
    ]);
  });

  it('answers at most 12 items', async () => {
    for (let day = 1; day <= 9; day++) {
      await kegiatan(`Kegiatan ${day}`, `2026-05-${String(day).padStart(2, '0')}`);
      await artikel(`Artikel ${day}`, `2026-05-${String(day).padStart(2, '0')} 12:00:00`);
    }
    const recent = (await app.inject({ url: '/api/konten/recent' })).json();
    expect(recent).toHaveLength(12);
    expect(recent.slice(0, 2).map((item: { title: string }) => item.title)).toEqual([
      'Artikel 9',
      'Kegiatan 9',
    ]);
  });
});

describe('site-build', () => {
  it('lists the latest builds, newest first, to any signed-in user', async () => {
    for (let i = 1; i <= 22; i++) {
      await db
        .insertInto('site_build')
        .values({ status: 'live', pemicu: `build ${i}`, rilis: `r${i}`, halaman: 40 })
        .execute();
    }
    const { token } = await tokenFor(app, 'petugas_inventaris');
    const response = await app.inject({ url: '/api/site-build', headers: bearer(token) });
    const { data } = response.json();
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({
      pemicu: 'build 22',
      status: 'live',
      rilis: 'r22',
      halaman: 40,
      error: null,
    });
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'error',
        'finished_at',
        'halaman',
        'id_build',
        'pemicu',
        'rilis',
        'requested_at',
        'started_at',
        'status',
      ].sort(),
    );
    expect((await app.inject({ url: '/api/site-build' })).statusCode).toBe(401);
  });

  it('queues a rebuild for admins only', async () => {
    const published = vi.spyOn(app.publisher, 'contentChanged');
    const admin = await tokenFor(app, 'admin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/site-build',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Pembangunan ulang situs dijadwalkan.' });
    expect(published).toHaveBeenCalledWith(`Diminta manual oleh ${admin.user.username_user}`);
    const pendeta = await tokenFor(app, 'pendeta');
    expect(
      (await app.inject({ method: 'POST', url: '/api/site-build', headers: bearer(pendeta.token) }))
        .statusCode,
    ).toBe(403);
    published.mockRestore();
  });
});
