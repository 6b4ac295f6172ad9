import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { insertArtikel, insertKegiatan } from './support/rows.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

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

const artikel = (judul: string, tanggal: string) => insertArtikel(db, judul, tanggal);

describe('konten/recent', () => {
  it('merges activities and articles, newest first, with each one image', async () => {
    const natal = await insertKegiatan(db, 'Natal', '2026-12-20');
    await gambar(natal, 'a'.repeat(32));
    await gambar(natal, 'b'.repeat(32), 1);
    const paskah = await insertKegiatan(db, 'Paskah', '2026-04-05');
    await gambar(paskah, 'c'.repeat(32));
    await gambar(paskah, 'd'.repeat(32));
    await insertKegiatan(db, 'Tanpa gambar', '2026-01-10');
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
      await insertKegiatan(db, `Kegiatan ${day}`, `2026-05-${String(day).padStart(2, '0')}`);
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
