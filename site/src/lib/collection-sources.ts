import { dataRows, type Entry, objectOf, rowsOf } from './api-loader.ts';
import type { CollectionName } from './collection-schemas.ts';
import { LIST_PER_PAGE } from './paging.ts';

/** Where each content collection comes from: one API request, and how its answer becomes entries. */
export interface CollectionSource {
  path: string;
  toEntries: (body: unknown) => Entry[];
}

/** A published list (`{ data: [...] }`), each row an entry under its id column. */
const publishedRows = (path: string, idColumn: string): CollectionSource => ({
  path,
  toEntries: (body) => dataRows(body).map((row) => ({ id: String(row[idColumn]), data: row })),
});

// One API request per collection; every church text, image and contact comes from these. Read by the
// collections of a build (content.config.ts) and by the fast render of a few pages (fast-render.ts).
export const COLLECTION_SOURCES: Record<CollectionName, CollectionSource> = {
  konten: { path: '/api/konten-situs', toEntries: (body) => [{ id: 'situs', data: objectOf(body) }] },
  artikel: publishedRows('/api/publikasi/artikel', 'id_artikel'),
  kegiatan: publishedRows('/api/publikasi/kegiatan', 'id_kegiatan_gereja'),
  // The first page of /kegiatan exactly as the list island would ask for it: the API's order (upcoming
  // first, by the WIB date of the build) and total.
  kegiatanPertama: {
    path: `/api/kegiatan-gereja?per_page=${LIST_PER_PAGE}`,
    toEntries: (body) => [{ id: 'halaman-1', data: objectOf(body) }],
  },
  terbaru: {
    path: '/api/konten/recent',
    toEntries: (body) =>
      rowsOf(body).map((row, urutan) => ({ id: `${row.type}-${row.id}`, data: { ...row, urutan } })),
  },
  struktur: { path: '/api/list-struktur', toEntries: (body) => [{ id: 'majelis', data: objectOf(body) }] },
  warta: publishedRows('/api/publikasi/warta-jemaat', 'id_warta'),
  jadwal: publishedRows('/api/publikasi/jadwal', 'id_jadwal_ibadah'),
};
