import type { InsertResult } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/connection.ts';
import { emptyDatabase, workerDatabase } from '../test-support/worker-database.ts';
import { completeRecords } from './support/complete-records.ts';

const { db } = await workerDatabase();
beforeEach(() => emptyDatabase(db));
afterAll(() => db.destroy());

// Columns the database fills itself: present on every read, never written by the app.
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;
const stamp = expect.stringMatching(STAMP);

/** Runs one insert and answers the id the database gave the row. */
const insertedId = async (insert: { executeTakeFirstOrThrow(): Promise<InsertResult> }) =>
  Number((await insert.executeTakeFirstOrThrow()).insertId);

/** Inserts one complete record of every table, parents first, and returns what was written. */
async function insertAll(db: Db) {
  const r = completeRecords();
  const id_jemaat = await insertedId(db.insertInto('jemaat').values(r.jemaat));
  const id_user = await insertedId(db.insertInto('user').values({ ...r.user, id_jemaat }));
  await db
    .insertInto('auth_session')
    .values({ ...r.auth_session, id_user })
    .execute();
  await db.insertInto('login_failure').values(r.login_failure).execute();
  await db
    .insertInto('recovery_code')
    .values({ ...r.recovery_code, id_user })
    .execute();
  await db.insertInto('jadwal_ibadah').values(r.jadwal_ibadah).execute();
  const id_inventaris = await insertedId(db.insertInto('inventaris').values(r.inventaris));
  const id_kategori = await insertedId(db.insertInto('kategori_transaksi').values(r.kategori_transaksi));
  const id_transaksi = await insertedId(
    db.insertInto('transaksi_keuangan').values({ ...r.transaksi_keuangan, id_kategori }),
  );
  await db
    .insertInto('log_inventaris')
    .values({ ...r.log_inventaris, id_transaksi, id_inventaris })
    .execute();
  const id_kegiatan_gereja = await insertedId(db.insertInto('kegiatan_gereja').values(r.kegiatan_gereja));
  await db
    .insertInto('gambar_kegiatan')
    .values({ ...r.gambar_kegiatan, id_kegiatan_gereja })
    .execute();
  await db
    .insertInto('artikel')
    .values({ ...r.artikel, id_kegiatan_gereja, id_user_author: id_user })
    .execute();
  await db
    .insertInto('kemajelisan')
    .values({ ...r.kemajelisan, id_jemaat })
    .execute();
  await db.insertInto('pengaturan_situs').values(r.pengaturan_situs).execute();
  await db.insertInto('sejarah_gereja').values(r.sejarah_gereja).execute();
  await db.insertInto('gereja').values(r.gereja).execute();
  await db.insertInto('waktu_ibadah_tetap').values(r.waktu_ibadah_tetap).execute();
  await db.insertInto('galeri_gereja').values(r.galeri_gereja).execute();
  await db.insertInto('slide_carousel').values(r.slide_carousel).execute();
  await db.insertInto('site_build').values(r.site_build).execute();
  await db
    .insertInto('audit_log')
    .values({ ...r.audit_log, id_user, perubahan: JSON.stringify(r.audit_log.perubahan) })
    .execute();
  return { r, id_jemaat, id_user, id_inventaris, id_kategori, id_transaksi, id_kegiatan_gereja };
}

describe('every column of every table keeps what was written', () => {
  it('reads back each complete record identical, with the stamps the database adds', async () => {
    const { r, id_jemaat, id_user, id_inventaris, id_kategori, id_transaksi, id_kegiatan_gereja } =
      await insertAll(db);
    const id = expect.any(Number);
    const stamps = { created_at: stamp, updated_at: stamp };
    const one = (table: Parameters<Db['selectFrom']>[0]) =>
      db.selectFrom(table).selectAll().executeTakeFirstOrThrow();

    expect(await one('jemaat')).toEqual({ ...r.jemaat, id_jemaat, ...stamps });
    expect(await one('user')).toEqual({ ...r.user, id_user, id_jemaat, ...stamps });
    expect(await one('auth_session')).toEqual({
      ...r.auth_session,
      id_session: id,
      id_user,
      created_at: stamp,
    });
    expect(await one('login_failure')).toEqual(r.login_failure);
    expect(await one('recovery_code')).toEqual({ ...r.recovery_code, id_kode: id, id_user });
    expect(await one('jadwal_ibadah')).toEqual({ ...r.jadwal_ibadah, id_jadwal_ibadah: id, ...stamps });
    expect(await one('inventaris')).toEqual({ ...r.inventaris, id_inventaris, ...stamps });
    expect(await one('kategori_transaksi')).toEqual({ ...r.kategori_transaksi, id_kategori, ...stamps });
    expect(await one('transaksi_keuangan')).toEqual({
      ...r.transaksi_keuangan,
      id_transaksi,
      id_kategori,
      ...stamps,
    });
    expect(await one('log_inventaris')).toEqual({
      ...r.log_inventaris,
      id_log_inventaris: id,
      id_transaksi,
      id_inventaris,
      created_at: stamp,
    });
    expect(await one('kegiatan_gereja')).toEqual({ ...r.kegiatan_gereja, id_kegiatan_gereja, ...stamps });
    expect(await one('gambar_kegiatan')).toEqual({
      ...r.gambar_kegiatan,
      id_gambar_kegiatan: id,
      id_kegiatan_gereja,
      created_at: stamp,
    });
    expect(await one('artikel')).toEqual({
      ...r.artikel,
      id_artikel: id,
      id_kegiatan_gereja,
      id_user_author: id_user,
      ...stamps,
    });
    expect(await one('kemajelisan')).toEqual({ ...r.kemajelisan, id_kemajelisan: id, id_jemaat, ...stamps });
    expect(await one('pengaturan_situs')).toEqual({ ...r.pengaturan_situs, ...stamps });
    expect(await one('sejarah_gereja')).toEqual({ ...r.sejarah_gereja, id_sejarah: id, ...stamps });
    expect(await one('gereja')).toEqual({ ...r.gereja, ...stamps });
    expect(await one('waktu_ibadah_tetap')).toEqual({ ...r.waktu_ibadah_tetap, id_waktu: id, ...stamps });
    expect(await one('galeri_gereja')).toEqual({ ...r.galeri_gereja, id_galeri: id, ...stamps });
    expect(await one('slide_carousel')).toEqual({ ...r.slide_carousel, id_slide: id, ...stamps });
    expect(await one('site_build')).toEqual({ ...r.site_build, id_build: id });
    expect(await one('audit_log')).toEqual({ ...r.audit_log, id_audit: id, id_user, created_at: stamp });
  });

  it('keeps every optional column empty when nothing is given', async () => {
    await db.insertInto('jemaat').values({ nama_jemaat: 'Tanpa Data Lain' }).execute();
    const row = await db.selectFrom('jemaat').selectAll().executeTakeFirstOrThrow();
    const { id_jemaat, nama_jemaat, created_at, updated_at, ...optional } = row;
    expect(Object.values(optional).every((value) => value === null)).toBe(true);
    expect(Object.keys(optional)).toHaveLength(21);
  });
});

describe('CHECK constraints refuse values outside their enumeration', () => {
  const r = completeRecords();
  const refusals: [string, () => Promise<unknown>][] = [
    ['jenis_kelamin_jemaat', () => insert('jemaat', { ...r.jemaat, jenis_kelamin_jemaat: 'Pria' })],
    ['status_bergereja', () => insert('jemaat', { ...r.jemaat, status_bergereja: 'nonaktif' })],
    ['status_kewargagerejaan', () => insert('jemaat', { ...r.jemaat, status_kewargagerejaan: 'Simpatisan' })],
    ['kelompok_usia', () => insert('jemaat', { ...r.jemaat, kelompok_usia: 'Lansia' })],
    ['lokasi_ibadah', () => insert('jadwal_ibadah', { ...r.jadwal_ibadah, lokasi_ibadah: 'Pepanthan Solo' })],
    [
      'jenis_transaksi',
      () => insert('transaksi_keuangan', { ...r.transaksi_keuangan, jenis_transaksi: 'hutang' }),
    ],
    [
      'kategori of the other type',
      async () => {
        const id = await insert('kategori_transaksi', r.kategori_transaksi);
        return insert('transaksi_keuangan', {
          ...r.transaksi_keuangan,
          jenis_transaksi: 'pemasukan',
          id_kategori: id,
        });
      },
    ],
    [
      'lokasi_transaksi',
      () => insert('transaksi_keuangan', { ...r.transaksi_keuangan, lokasi_transaksi: 'Pepanthan Solo' }),
    ],
    ['jenis_artikel', () => insert('artikel', { ...r.artikel, jenis_artikel: 'opini' })],
    ['jabatan', () => insert('kemajelisan', { ...r.kemajelisan, jabatan: 'Ketua' })],
    ['bidang_kemajelisan', () => insert('kemajelisan', { ...r.kemajelisan, bidang_kemajelisan: 'Keuangan' })],
    ['gereja.lokasi', () => insert('gereja', { ...r.gereja, lokasi: 'Induk Wonogiri' })],
    ['pengaturan_situs.id', () => insert('pengaturan_situs', { ...r.pengaturan_situs, id: 2 })],
    ['site_build.status', () => insert('site_build', { ...r.site_build, status: 'done' })],
    ['audit_log.aksi', () => insert('audit_log', { ...r.audit_log, aksi: 'intip', perubahan: null })],
  ];

  it.each(refusals)('%s', async (_column, write) => {
    await expect(write()).rejects.toThrow(/CONSTRAINT/i);
  });

  it('accepts the same records with values inside the enumerations', async () => {
    await insert('jemaat', r.jemaat);
    await insert('kemajelisan', r.kemajelisan);
    await insert('artikel', r.artikel);
    expect(await db.selectFrom('kemajelisan').select('jabatan').execute()).toEqual([{ jabatan: 'Penatua' }]);
  });
});

/** Deliberately untyped: these inserts carry values the row types would never allow. */
async function insert(table: Parameters<Db['insertInto']>[0], values: Record<string, unknown>) {
  const result = await db
    .insertInto(table)
    .values(values as never)
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}
