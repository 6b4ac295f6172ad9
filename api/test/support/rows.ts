import type { Db } from '@gkj/db';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { multipart } from './images.ts';
import { bearer } from './users.ts';

/** An activity written straight into the table (the Christmas youth service unless told otherwise). */
export async function insertKegiatan(db: Db, nama = 'Natal Pemuda', tanggal = '2026-12-20'): Promise<number> {
  const result = await db
    .insertInto('kegiatan_gereja')
    .values({ nama_kegiatan_gereja: nama, waktu_kegiatan_gereja: tanggal })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** A news article written straight into the table, as of `tanggal`. */
export async function insertArtikel(
  db: Db,
  judul: string,
  tanggal: string,
  author = 'admin',
): Promise<number> {
  const result = await db
    .insertInto('artikel')
    .values({
      judul_artikel: judul,
      jenis_artikel: 'berita',
      isi_artikel: 'Isi',
      tanggal_artikel: tanggal,
      author,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** An article posted through the API by the token's user (201 expected); answers its id. */
export async function postArtikel(app: App, token: string, fields: Record<string, string>): Promise<number> {
  const form = multipart(fields, []);
  const response = await app.inject({
    method: 'POST',
    url: '/api/artikel',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id_artikel;
}

/** Values for a route's path parameters, ids that name no record. */
const PARAMS: Record<string, string> = {
  id: '999999',
  lokasi: encodeURIComponent('Induk Girimarto'),
  kolom: 'logo',
  file: '0123456789abcdef0123456789abcdef.webp',
};
/** A route's path with every parameter filled in. */
export const fillParams = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
