import { defineCollection } from 'astro:content';
import { apiLoader, dataRows, type Entry, objectOf, rowsOf } from './lib/api-loader.ts';
import { type CollectionName, ENTRY_SCHEMAS } from './lib/collection-schemas.ts';
import { fromContract } from './lib/contract-schema.ts';
import { LIST_PER_PAGE } from './lib/paging.ts';

/** A collection filled by one API request, its entries checked against the contract's schema. */
function apiCollection<Name extends CollectionName>(
  name: Name,
  path: string,
  toEntries: (body: unknown) => Entry[],
) {
  return defineCollection({ schema: fromContract(ENTRY_SCHEMAS[name]), loader: apiLoader(path, toEntries) });
}

// One API request per collection; every church text, image and contact comes from these.
export const collections = {
  konten: apiCollection('konten', '/api/konten-situs', (body) => [{ id: 'situs', data: objectOf(body) }]),
  artikel: apiCollection('artikel', '/api/publikasi/artikel', (body) =>
    dataRows(body).map((row) => ({ id: String(row.id_artikel), data: row })),
  ),
  kegiatan: apiCollection('kegiatan', '/api/publikasi/kegiatan', (body) =>
    dataRows(body).map((row) => ({ id: String(row.id_kegiatan_gereja), data: row })),
  ),
  // The first page of /kegiatan exactly as the list island would ask for it: the API's order (upcoming
  // first, by the WIB date of the build) and total.
  kegiatanPertama: apiCollection(
    'kegiatanPertama',
    `/api/kegiatan-gereja?per_page=${LIST_PER_PAGE}`,
    (body) => [{ id: 'halaman-1', data: objectOf(body) }],
  ),
  terbaru: apiCollection('terbaru', '/api/konten/recent', (body) =>
    rowsOf(body).map((row, urutan) => ({ id: `${row.type}-${row.id}`, data: { ...row, urutan } })),
  ),
  struktur: apiCollection('struktur', '/api/list-struktur', (body) => [
    { id: 'majelis', data: objectOf(body) },
  ]),
  warta: apiCollection('warta', '/api/publikasi/warta-jemaat', (body) =>
    dataRows(body).map((row) => ({ id: String(row.id_warta), data: row })),
  ),
  jadwal: apiCollection('jadwal', '/api/publikasi/jadwal', (body) =>
    dataRows(body).map((row) => ({ id: String(row.id_jadwal_ibadah), data: row })),
  ),
};
