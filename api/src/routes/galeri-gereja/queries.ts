import { GALERI_SORT, type GaleriQuery } from '@gkj/contract';
import type { Db, Lokasi } from '@gkj/db';
import type { Static } from 'typebox';
import { STORED_IMAGE_COLUMNS, type StoredImage } from '../../lib/image-store.ts';
import { listRows } from '../../lib/list-query.ts';
import { insertLast } from '../../lib/plain-rows.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';

const FOTO_COLUMNS = [
  'id_galeri',
  'lokasi',
  'nama',
  'kegiatan',
  ...STORED_IMAGE_COLUMNS,
  'urutan',
  'updated_at',
] as const;

export interface FotoValues extends StoredImage {
  lokasi: Lokasi;
  nama: string;
  kegiatan: string;
}

export function listGaleri(db: Db, aggregates: AggregateCache, query: Static<typeof GaleriQuery>) {
  let select = db.selectFrom('galeri_gereja').select(FOTO_COLUMNS);
  if (query.lokasi) select = select.where('lokasi', '=', query.lokasi);
  return listRows(aggregates, select, query, {
    search: ['nama', 'kegiatan'],
    sort: GALERI_SORT,
    defaultSort: 'urutan',
    id: 'id_galeri',
  });
}

function findFoto(db: Db, id: number) {
  return db.selectFrom('galeri_gereja').select(FOTO_COLUMNS).where('id_galeri', '=', id).executeTakeFirst();
}

export async function gerejaExists(db: Db, lokasi: Lokasi): Promise<boolean> {
  const row = await db.selectFrom('gereja').select('lokasi').where('lokasi', '=', lokasi).executeTakeFirst();
  return row !== undefined;
}

/** Gallery photos as the write module handles them; a photo's file goes with it. */
export const FOTO = recordKind('galeri_gereja', findFoto, 'Foto galeri tidak ditemukan.', {
  published: 'galeri gereja',
  // A new photo goes to the end of its church's gallery.
  insert: (db, values: FotoValues) => insertLast(db, 'galeri_gereja', values, values.lokasi),
  files: (row) => [row.file_path],
  deletedAudit: ({ lokasi, nama, file_path }) => ({ lokasi, nama, file_path }),
});
