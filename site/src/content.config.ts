import { defineCollection } from 'astro:content';
import { apiLoader, dataArray } from './lib/api-loader.ts';
import { LIST_PER_PAGE } from './lib/paging.ts';
import type {
  Artikel,
  Kegiatan,
  KegiatanLengkap,
  KontenSitus,
  KontenTerbaru,
  ListAnswer,
  StrukturMajelis,
} from './lib/types.ts';

// One API request per collection; every church text, image and contact comes from these.
const konten = defineCollection({
  loader: apiLoader<KontenSitus>('/api/konten-situs', (body) => {
    if (!body?.pengaturan || !Array.isArray(body.gereja)) throw new Error('pengaturan atau gereja tidak ada');
    return [{ id: 'situs', data: body }];
  }),
});

const artikel = defineCollection({
  loader: apiLoader<{ data: Artikel[] }>('/api/publikasi/artikel', (body) =>
    dataArray<Artikel>(body).map((row) => ({ id: String(row.id_artikel), data: row })),
  ),
});

const kegiatan = defineCollection({
  loader: apiLoader<{ data: KegiatanLengkap[] }>('/api/publikasi/kegiatan', (body) =>
    dataArray<KegiatanLengkap>(body).map((row) => ({ id: String(row.id_kegiatan_gereja), data: row })),
  ),
});

// The first page of /kegiatan exactly as the list island would ask for it: the API's order (upcoming
// first, by the WIB date of the build) and total.
const kegiatanPertama = defineCollection({
  loader: apiLoader<ListAnswer<Kegiatan>>(`/api/kegiatan-gereja?per_page=${LIST_PER_PAGE}`, (body) => {
    dataArray<Kegiatan>(body);
    return [{ id: 'halaman-1', data: body }];
  }),
});

const terbaru = defineCollection({
  loader: apiLoader<KontenTerbaru[]>('/api/konten/recent', (body) => {
    if (!Array.isArray(body)) throw new Error('jawaban bukan larik');
    return body.map((row, urutan) => ({ id: `${row.type}-${row.id}`, data: { ...row, urutan } }));
  }),
});

const struktur = defineCollection({
  loader: apiLoader<StrukturMajelis>('/api/list-struktur', (body) => {
    if (!body || typeof body !== 'object') throw new Error('jawaban bukan objek');
    return [{ id: 'majelis', data: body }];
  }),
});

export const collections = { konten, artikel, kegiatan, kegiatanPertama, terbaru, struktur };
