import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emptyDatabase, workerDatabase } from '@gkj/db/test-support/worker-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/index.ts';
import { createSeedFixture } from './support/seed-fixture.ts';
import { allImagePaths, tableCounts } from './support/seed-queries.ts';

// The seed as a whole: when it runs, what it fills, the images it stores, and that it runs once.
const { db } = await workerDatabase();
const { deps, stored, uploads, removeUploads } = createSeedFixture();

afterAll(async () => {
  await db.destroy();
  removeUploads();
});

describe('seedDemo guards', () => {
  it('does nothing in production, even on an empty database', async () => {
    await emptyDatabase(db);
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(await seedDemo(db, deps)).toEqual({ seeded: false });
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(Object.values(await tableCounts(db)).every((n) => n === 0)).toBe(true);
    expect(stored).toHaveLength(0);
  });

  it('does nothing when the database already has a user', async () => {
    await emptyDatabase(db);
    await db
      .insertInto('user')
      .values({ username_user: 'lama', password_user: 'x', telp_user: '0812', id_role: 1 })
      .execute();
    expect(await seedDemo(db, deps)).toEqual({ seeded: false });
    expect((await tableCounts(db)).artikel).toBe(0);
  });
  it('fills the database once when two processes seed at the same time', async () => {
    await emptyDatabase(db);
    const results = await Promise.all([seedDemo(db, deps), seedDemo(db, deps)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect((await tableCounts(db)).user).toBe(4);
  }, 30_000);
});

describe('seedDemo on an empty database', () => {
  let images = 0;
  beforeAll(async () => {
    await emptyDatabase(db);
    const storedBefore = stored.length;
    expect(await seedDemo(db, deps)).toEqual({ seeded: true });
    images = stored.length - storedBefore;
  }, 30_000);

  it('draws about twenty-five pictures and gives every record its own copy of the files', async () => {
    expect(images).toBeGreaterThanOrEqual(18);
    expect(images).toBeLessThanOrEqual(30);
    const paths = await allImagePaths(db);
    expect(paths.length).toBeGreaterThan(60);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('draws the carousel slides as wide as large screens need (2560 px)', async () => {
    const slides = await db.selectFrom('slide_carousel').select(['file_path', 'width']).execute();
    expect(slides.map((slide) => slide.width)).toEqual([2560, 2560, 2560]);
    expect(slides.every((slide) => slide.file_path.startsWith('/uploads/slide/'))).toBe(true);
  });

  it('fills every table the screens read, and none of the operational ones', async () => {
    const counts = await tableCounts(db);
    expect(counts).toMatchObject({
      pengaturan_situs: 1,
      gereja: 5,
      waktu_ibadah_tetap: 11,
      slide_carousel: 3,
      sejarah_gereja: 6,
      user: 4,
      kemajelisan: 13,
      kegiatan_gereja: 11,
      artikel: 36,
      warta_jemaat: 4,
      inventaris: 26,
      transaksi_keuangan: 60,
      log_inventaris: 10,
      site_build: 0,
      audit_log: 0,
      auth_session: 0,
    });
    expect(counts.jemaat).toBeGreaterThanOrEqual(110);
    expect(counts.jemaat).toBeLessThanOrEqual(130);
    expect(counts.galeri_gereja).toBeGreaterThanOrEqual(15);
    expect(counts.gambar_kegiatan).toBeGreaterThanOrEqual(33);
    expect(counts.jadwal_ibadah).toBeGreaterThan(80);
  });

  it('points every stored image path at a file the store wrote', async () => {
    const paths = await db.selectFrom('gambar_kegiatan').select('file_path').execute();
    const galeri = await db.selectFrom('galeri_gereja').select('file_path').execute();
    const settings = await db
      .selectFrom('pengaturan_situs')
      .select(['logo', 'gambar_qris', 'foto_pendeta', 'gambar_susunan_organisasi'])
      .executeTakeFirstOrThrow();
    const all = [...paths, ...galeri].map((r) => r.file_path).concat(Object.values(settings) as string[]);
    for (const file of all) expect(existsSync(path.join(uploads, file.replace('/uploads/', '')))).toBe(true);
  });

  it('has the bulletins of the last three Sundays, the newest with its PDF, and next Sunday’s as a draft', async () => {
    const bulletins = await db
      .selectFrom('warta_jemaat')
      .select(['tanggal_warta', 'status', 'berkas_pdf', 'berkas_pdf_ukuran'])
      .orderBy('tanggal_warta')
      .execute();
    // The seed's today is Thursday 10 December 2026.
    expect(bulletins.map((row) => [row.tanggal_warta, row.status, row.berkas_pdf !== null])).toEqual([
      ['2026-11-22', 'terbit', false],
      ['2026-11-29', 'terbit', false],
      ['2026-12-06', 'terbit', true],
      ['2026-12-13', 'draf', false],
    ]);
    const file = readFileSync(path.join(uploads, String(bulletins[2].berkas_pdf).replace('/uploads/', '')));
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.length).toBe(bulletins[2].berkas_pdf_ukuran);
    expect(file.toString('latin1')).toContain('(Warta Jemaat GKJ Girimarto, Minggu 6 Desember 2026) Tj');
  });

  it('has the four demo accounts, one per role, each linked to a member', async () => {
    const users = await db
      .selectFrom('user')
      .innerJoin('role', 'role.id_role', 'user.id_role')
      .leftJoin('jemaat', 'jemaat.id_jemaat', 'user.id_jemaat')
      .select(['username_user', 'nama_tampilan', 'nama_role', 'password_user', 'telp_user', 'nama_jemaat'])
      .orderBy('user.id_role')
      .execute();
    expect(users.map((u) => [u.username_user, u.nama_role])).toEqual([
      ['admin', 'admin'],
      ['pendeta', 'pendeta'],
      ['inventaris', 'petugas_inventaris'],
      ['penulis', 'author'],
    ]);
    for (const user of users) {
      expect(user.password_user).toBe('hash:rahasia-demo');
      expect(user.telp_user).toMatch(/^\d{10,13}$/);
      expect(user.nama_jemaat).toBeTruthy();
      // A display name the public may see as an author: the holder's name, never the login name.
      expect(user.nama_tampilan).toContain(user.nama_jemaat);
    }
    expect(users[1].nama_jemaat).toBe('Yohanes Dwi Santosa');
    expect(users[1].nama_tampilan).toBe('Pdt. Yohanes Dwi Santosa');
  });

  it('does nothing the second time and changes no row', async () => {
    const before = await tableCounts(db);
    const newest = await db
      .selectFrom('artikel')
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .executeTakeFirst();
    const storedBefore = stored.length;
    expect(await seedDemo(db, deps)).toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
    expect(
      await db
        .selectFrom('artikel')
        .select((eb) => eb.fn.max('updated_at').as('at'))
        .executeTakeFirst(),
    ).toEqual(newest);
    expect(stored.length).toBe(storedBefore);
  });
});
