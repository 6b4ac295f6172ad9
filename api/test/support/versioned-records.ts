import type { Db } from '@gkj/db';
import type { App } from '../../src/app.ts';
import { multipart } from './images.ts';
import { SITE_TEXTS } from './site-texts.ts';
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

/** A record kept as one row of its table, which the form loads from `<path>/:id` and saves back there. */
interface RowRecord {
  name: string;
  /** Inserts the record; its insert id is the record's id. */
  insert(db: Db): Promise<{ insertId?: bigint }>;
  path: string;
  /** The form is sent as multipart to `<path>/:id?_method=PUT`, not as JSON with PUT. */
  multipart?: boolean;
  /** The fields of the edit carrying the number `n`. */
  edit(n: number): Fields;
  expected(n: number): unknown;
  /** Where the edit lands: the table, its key column and the field `expected` describes. */
  table: string;
  key: string;
  field: string;
  /** How the stored value compares with `expected` (a BIGINT comes back as text). */
  read?: (value: unknown) => unknown;
}

const rowRecord = (record: RowRecord): VersionedRecord => ({
  name: record.name,
  create: async (db) => insertId(await record.insert(db)),
  load: (app, token, id) => get(app, token, `${record.path}/${id}`),
  save: (app, token, id, n, stamp) => {
    const send = record.multipart
      ? form(`${record.path}/${id}?_method=PUT`)
      : json('PUT', `${record.path}/${id}`);
    return send(app, token, withStamp(record.edit(n), stamp));
  },
  expected: record.expected,
  stored: async (db, id) => {
    const value = await column(db, record.table, record.key, record.field, id);
    return record.read ? record.read(value) : value;
  },
});

const IMAGE = { file_path: '/uploads/galeri/0123456789abcdef0123456789abcdef.webp', width: 800, height: 600 };
const jadwal = (n: number) => ({
  nama_ibadah: `Ibadah ${n}`,
  lokasi_ibadah: 'Induk Girimarto' as const,
  tema_ibadah: 'Kasih',
  tanggal_ibadah: '2030-01-06 07:00:00',
  pemimpin_ibadah: 'Pdt. Yohanes',
});
const inventaris = (n: number) => ({
  nama_inventaris: 'Kursi',
  jenis_inventaris: 'Perabot',
  jumlah_inventaris: n,
  lokasi_inventaris: 'Induk Girimarto' as const,
});
const transaksi = (n: number) => ({
  tanggal_transaksi: '2026-03-01',
  nama_transaksi: 'Kolekte',
  jenis_transaksi: 'pemasukan' as const,
  jumlah_transaksi: 1000 + n,
});

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
  rowRecord({
    name: 'jemaat',
    insert: (db) => db.insertInto('jemaat').values({ nama_jemaat: 'Sri' }).executeTakeFirstOrThrow(),
    path: '/jemaat',
    edit: (n) => ({ nama_jemaat: `Sri ${n}` }),
    expected: (n) => `Sri ${n}`,
    table: 'jemaat',
    key: 'id_jemaat',
    field: 'nama_jemaat',
  }),
  rowRecord({
    name: 'jadwal ibadah',
    insert: (db) => db.insertInto('jadwal_ibadah').values(jadwal(0)).executeTakeFirstOrThrow(),
    path: '/jadwal-ibadah',
    edit: jadwal,
    expected: (n) => `Ibadah ${n}`,
    table: 'jadwal_ibadah',
    key: 'id_jadwal_ibadah',
    field: 'nama_ibadah',
  }),
  rowRecord({
    name: 'inventaris',
    insert: (db) => db.insertInto('inventaris').values(inventaris(1)).executeTakeFirstOrThrow(),
    path: '/inventarisasi-gereja',
    edit: inventaris,
    expected: (n) => n,
    table: 'inventaris',
    key: 'id_inventaris',
    field: 'jumlah_inventaris',
  }),
  rowRecord({
    name: 'keuangan (multipart, ?_method=PUT)',
    insert: (db) => db.insertInto('transaksi_keuangan').values(transaksi(0)).executeTakeFirstOrThrow(),
    path: '/keuangan-gereja',
    multipart: true,
    edit: transaksi,
    expected: (n) => 1000 + n,
    table: 'transaksi_keuangan',
    key: 'id_transaksi',
    field: 'jumlah_transaksi',
    read: Number,
  }),
  rowRecord({
    name: 'kegiatan',
    insert: (db) =>
      db
        .insertInto('kegiatan_gereja')
        .values({ nama_kegiatan_gereja: 'Bazar', waktu_kegiatan_gereja: '2026-05-01' })
        .executeTakeFirstOrThrow(),
    path: '/kegiatan-gereja',
    edit: (n) => ({ nama_kegiatan_gereja: `Bazar ${n}`, waktu_kegiatan_gereja: '2026-05-01' }),
    expected: (n) => `Bazar ${n}`,
    table: 'kegiatan_gereja',
    key: 'id_kegiatan_gereja',
    field: 'nama_kegiatan_gereja',
  }),
  rowRecord({
    name: 'artikel (multipart, ?_method=PUT)',
    insert: (db) =>
      db
        .insertInto('artikel')
        .values({ judul_artikel: 'Warta', jenis_artikel: 'berita', isi_artikel: 'Isi.', author: 'admin' })
        .executeTakeFirstOrThrow(),
    path: '/artikel',
    multipart: true,
    edit: (n) => ({ judul_artikel: `Warta ${n}`, jenis_artikel: 'berita', isi_artikel: 'Isi.' }),
    expected: (n) => `Warta ${n}`,
    table: 'artikel',
    key: 'id_artikel',
    field: 'judul_artikel',
  }),
  rowRecord({
    name: 'kemajelisan',
    insert: (db) =>
      db.insertInto('kemajelisan').values({ nama: 'Budi', jabatan: 'Penatua' }).executeTakeFirstOrThrow(),
    path: '/kemajelisan',
    edit: (n) => ({ nama: `Budi ${n}`, jabatan: 'Penatua' }),
    expected: (n) => `Budi ${n}`,
    table: 'kemajelisan',
    key: 'id_kemajelisan',
    field: 'nama',
  }),
  rowRecord({
    name: 'galeri gereja',
    insert: async (db) => {
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
      return db.insertInto('galeri_gereja').values(values).executeTakeFirstOrThrow();
    },
    path: '/galeri-gereja',
    edit: (n) => ({ lokasi: 'Induk Girimarto', nama: `Natal ${n}`, kegiatan: 'Natal' }),
    expected: (n) => `Natal ${n}`,
    table: 'galeri_gereja',
    key: 'id_galeri',
    field: 'nama',
  }),
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
        .values({ id: 1, ...SITE_TEXTS })
        .execute();
      return 1;
    },
    load: async (app, token) => (await get(app, token, '/konten-situs')).pengaturan,
    save: (app, token, _id, n, stamp) =>
      json('PUT', '/konten-situs/pengaturan')(
        app,
        token,
        withStamp({ ...SITE_TEXTS, visi: `Visi ${n}` }, stamp),
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
