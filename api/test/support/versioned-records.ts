import type { Db } from '@gkj/db';
import type { App } from '../../src/app.ts';
import { multipart } from './images.ts';
import { bearer } from './users.ts';

/**
 * Every record the admin edits through an update route, described the same way so one test can check
 * the stale-save rule on all of them: make a record, load it as the form does, save an edit carrying
 * a number `n` (visible in one stored field), read that field back.
 */
export interface VersionedRecord {
  name: string;
  create(db: Db): Promise<number | string>;
  /** The record as the admin's form loads it (with its `updated_at`). */
  load(app: App, token: string, id: number | string): Promise<Record<string, unknown>>;
  /** Sends an edit; `updated_at` is left out when undefined. */
  save(app: App, token: string, id: number | string, n: number, updatedAt?: string): Promise<Answer>;
  /** The stored value the edit `n` writes, as `stored` reads it. */
  expected(n: number): unknown;
  stored(db: Db, id: number | string): Promise<unknown>;
}

type Fields = Record<string, unknown>;
type Answer = Awaited<ReturnType<App['inject']>>;
const withStamp = (fields: Fields, updatedAt?: string) =>
  updatedAt === undefined ? fields : { ...fields, updated_at: updatedAt };

const get = async (app: App, token: string, url: string) =>
  (await app.inject({ url: `/api${url}`, headers: bearer(token) })).json();

const json = (method: 'PUT' | 'POST', url: string) => (app: App, token: string, fields: Fields) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: fields });

/** The admin sends these forms as multipart: every value is text. */
const form = (url: string) => (app: App, token: string, fields: Fields) => {
  const text = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value ?? '')]));
  const body = multipart(text, []);
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const insertId = (result: { insertId?: bigint }) => Number(result.insertId);
const column = async (db: Db, table: string, key: string, field: string, id: number | string) => {
  // biome-ignore lint/suspicious/noExplicitAny: one reader for every table of the list below
  const row = await (db as any).selectFrom(table).select(field).where(key, '=', id).executeTakeFirst();
  return row?.[field];
};

const IMAGE = { file_path: '/uploads/galeri/0123456789abcdef0123456789abcdef.webp', width: 800, height: 600 };
const jadwal = (n: number) => ({
  nama_ibadah: `Ibadah ${n}`,
  lokasi_ibadah: 'Induk Girimarto' as const,
  tema_ibadah: 'Kasih',
  tanggal_ibadah: '2030-01-06 07:00:00',
  pemimpin_ibadah: 'Pdt. Yohanes',
});

const PENGATURAN = {
  nama_gereja: 'GKJ Girimarto',
  alamat: 'Girimarto',
  telepon: '0273',
  email_1: 'sekretariat@example.org',
  judul_sambutan: 'Sugeng Rawuh',
  teks_sambutan: 'Selamat datang.',
  tentang_singkat: 'Tentang.',
  profil_gereja: 'Profil.',
  nama_bank: 'BRI',
  nomor_rekening: '0079',
  atas_nama_rekening: 'GKJ Girimarto',
  visi: 'Visi.',
  misi: 'Misi.',
  nama_pendeta: 'Pdt. Yohanes',
  profil_pendeta: 'Profil pendeta.',
};

export const VERSIONED_RECORDS: VersionedRecord[] = [
  {
    name: 'user',
    create: async (db) =>
      insertId(
        await db
          .insertInto('user')
          .values({ username_user: 'bendahara', password_user: 'x', telp_user: '0811', id_role: 2 })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/user/${id}`),
    save: async (app, token, id, n, stamp) => {
      const jemaat = await app.db
        .insertInto('jemaat')
        .values({ nama_jemaat: `J${n}` })
        .executeTakeFirstOrThrow();
      const fields = {
        username_user: 'bendahara',
        nama_tampilan: 'Ibu Bendahara',
        telp_user: `0812${n}`,
        id_jemaat: insertId(jemaat),
        id_role: 2,
      };
      return json('PUT', `/user/${id}`)(app, token, withStamp(fields, stamp));
    },
    expected: (n) => `0812${n}`,
    stored: (db, id) => column(db, 'user', 'id_user', 'telp_user', id),
  },
  {
    name: 'jemaat',
    create: async (db) =>
      insertId(await db.insertInto('jemaat').values({ nama_jemaat: 'Sri' }).executeTakeFirstOrThrow()),
    load: (app, token, id) => get(app, token, `/jemaat/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/jemaat/${id}`)(app, token, withStamp({ nama_jemaat: `Sri ${n}` }, stamp)),
    expected: (n) => `Sri ${n}`,
    stored: (db, id) => column(db, 'jemaat', 'id_jemaat', 'nama_jemaat', id),
  },
  {
    name: 'jadwal ibadah',
    create: async (db) =>
      insertId(await db.insertInto('jadwal_ibadah').values(jadwal(0)).executeTakeFirstOrThrow()),
    load: (app, token, id) => get(app, token, `/jadwal-ibadah/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/jadwal-ibadah/${id}`)(app, token, withStamp(jadwal(n), stamp)),
    expected: (n) => `Ibadah ${n}`,
    stored: (db, id) => column(db, 'jadwal_ibadah', 'id_jadwal_ibadah', 'nama_ibadah', id),
  },
  {
    name: 'inventaris',
    create: async (db) =>
      insertId(
        await db
          .insertInto('inventaris')
          .values({
            nama_inventaris: 'Kursi',
            jenis_inventaris: 'Perabot',
            jumlah_inventaris: 1,
            lokasi_inventaris: 'Induk Girimarto',
          })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/inventarisasi-gereja/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/inventarisasi-gereja/${id}`)(
        app,
        token,
        withStamp(
          {
            nama_inventaris: 'Kursi',
            jenis_inventaris: 'Perabot',
            jumlah_inventaris: n,
            lokasi_inventaris: 'Induk Girimarto',
          },
          stamp,
        ),
      ),
    expected: (n) => n,
    stored: (db, id) => column(db, 'inventaris', 'id_inventaris', 'jumlah_inventaris', id),
  },
  {
    name: 'keuangan (multipart, ?_method=PUT)',
    create: async (db) =>
      insertId(
        await db
          .insertInto('transaksi_keuangan')
          .values({
            tanggal_transaksi: '2026-03-01',
            nama_transaksi: 'Kolekte',
            jenis_transaksi: 'pemasukan',
            jumlah_transaksi: 1000,
          })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/keuangan-gereja/${id}`),
    save: (app, token, id, n, stamp) =>
      form(`/keuangan-gereja/${id}?_method=PUT`)(
        app,
        token,
        withStamp(
          {
            tanggal_transaksi: '2026-03-01',
            nama_transaksi: 'Kolekte',
            jenis_transaksi: 'pemasukan',
            jumlah_transaksi: 1000 + n,
          },
          stamp,
        ),
      ),
    expected: (n) => 1000 + n,
    stored: async (db, id) =>
      Number(await column(db, 'transaksi_keuangan', 'id_transaksi', 'jumlah_transaksi', id)),
  },
  {
    name: 'kegiatan',
    create: async (db) =>
      insertId(
        await db
          .insertInto('kegiatan_gereja')
          .values({ nama_kegiatan_gereja: 'Bazar', waktu_kegiatan_gereja: '2026-05-01' })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/kegiatan-gereja/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/kegiatan-gereja/${id}`)(
        app,
        token,
        withStamp({ nama_kegiatan_gereja: `Bazar ${n}`, waktu_kegiatan_gereja: '2026-05-01' }, stamp),
      ),
    expected: (n) => `Bazar ${n}`,
    stored: (db, id) => column(db, 'kegiatan_gereja', 'id_kegiatan_gereja', 'nama_kegiatan_gereja', id),
  },
  {
    name: 'artikel (multipart, ?_method=PUT)',
    create: async (db) =>
      insertId(
        await db
          .insertInto('artikel')
          .values({ judul_artikel: 'Warta', jenis_artikel: 'berita', isi_artikel: 'Isi.', author: 'admin' })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/artikel/${id}`),
    save: (app, token, id, n, stamp) =>
      form(`/artikel/${id}?_method=PUT`)(
        app,
        token,
        withStamp({ judul_artikel: `Warta ${n}`, jenis_artikel: 'berita', isi_artikel: 'Isi.' }, stamp),
      ),
    expected: (n) => `Warta ${n}`,
    stored: (db, id) => column(db, 'artikel', 'id_artikel', 'judul_artikel', id),
  },
  {
    name: 'kemajelisan',
    create: async (db) =>
      insertId(
        await db
          .insertInto('kemajelisan')
          .values({ nama: 'Budi', jabatan: 'Penatua' })
          .executeTakeFirstOrThrow(),
      ),
    load: (app, token, id) => get(app, token, `/kemajelisan/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/kemajelisan/${id}`)(
        app,
        token,
        withStamp({ nama: `Budi ${n}`, jabatan: 'Penatua' }, stamp),
      ),
    expected: (n) => `Budi ${n}`,
    stored: (db, id) => column(db, 'kemajelisan', 'id_kemajelisan', 'nama', id),
  },
  {
    name: 'galeri gereja',
    create: async (db) => {
      await db
        .insertInto('gereja')
        .values({ lokasi: 'Induk Girimarto', nama_gereja: 'Induk', alamat: 'Girimarto', urutan: 1 })
        .execute();
      const values = {
        lokasi: 'Induk Girimarto' as const,
        nama: 'Natal',
        kegiatan: 'Natal',
        urutan: 0,
        ...IMAGE,
      };
      return insertId(await db.insertInto('galeri_gereja').values(values).executeTakeFirstOrThrow());
    },
    load: (app, token, id) => get(app, token, `/galeri-gereja/${id}`),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/galeri-gereja/${id}`)(
        app,
        token,
        withStamp({ lokasi: 'Induk Girimarto', nama: `Natal ${n}`, kegiatan: 'Natal' }, stamp),
      ),
    expected: (n) => `Natal ${n}`,
    stored: (db, id) => column(db, 'galeri_gereja', 'id_galeri', 'nama', id),
  },
  {
    name: 'slide',
    create: async (db) =>
      insertId(
        await db
          .insertInto('slide_carousel')
          .values({
            judul: 'Sugeng',
            urutan: 0,
            ...IMAGE,
            file_path: IMAGE.file_path.replace('galeri', 'slide'),
          })
          .executeTakeFirstOrThrow(),
      ),
    load: async (app, token, id) =>
      (await get(app, token, '/konten-situs')).slides.find(
        (slide: { id_slide: number }) => slide.id_slide === id,
      ),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/konten-situs/slides/${id}`)(app, token, withStamp({ judul: `Sugeng ${n}` }, stamp)),
    expected: (n) => `Sugeng ${n}`,
    stored: (db, id) => column(db, 'slide_carousel', 'id_slide', 'judul', id),
  },
  {
    name: 'pengaturan situs',
    create: async (db) => {
      await db
        .insertInto('pengaturan_situs')
        .values({ id: 1, ...PENGATURAN })
        .execute();
      return 1;
    },
    load: async (app, token) => (await get(app, token, '/konten-situs')).pengaturan,
    save: (app, token, _id, n, stamp) =>
      json('PUT', '/konten-situs/pengaturan')(
        app,
        token,
        withStamp({ ...PENGATURAN, visi: `Visi ${n}` }, stamp),
      ),
    expected: (n) => `Visi ${n}`,
    stored: (db) => column(db, 'pengaturan_situs', 'id', 'visi', 1),
  },
  {
    name: 'gereja',
    create: async (db) => {
      await db
        .insertInto('gereja')
        .values({ lokasi: 'Pepanthan Simpar', nama_gereja: 'Simpar', alamat: 'Simpar', urutan: 5 })
        .execute();
      return 'Pepanthan Simpar';
    },
    load: async (app, token, id) =>
      (await get(app, token, '/konten-situs')).gereja.find(
        (gereja: { lokasi: string }) => gereja.lokasi === id,
      ),
    save: (app, token, id, n, stamp) =>
      json('PUT', `/konten-situs/gereja/${encodeURIComponent(String(id))}`)(
        app,
        token,
        withStamp({ nama_gereja: 'Simpar', alamat: `Simpar ${n}`, waktu_ibadah: [] }, stamp),
      ),
    expected: (n) => `Simpar ${n}`,
    stored: (db, id) => column(db, 'gereja', 'lokasi', 'alamat', id),
  },
];
