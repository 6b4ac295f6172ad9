import { defineCollection } from 'astro:content';
import { apiLoader } from './lib/api-loader.ts';
import { type CollectionName, ENTRY_SCHEMAS } from './lib/collection-schemas.ts';
import { COLLECTION_SOURCES } from './lib/collection-sources.ts';
import { fromContract } from './lib/contract-schema.ts';

/** A collection filled by one API request, its entries checked against the contract's schema. */
function apiCollection<Name extends CollectionName>(name: Name) {
  const { path, toEntries } = COLLECTION_SOURCES[name];
  return defineCollection({ schema: fromContract(ENTRY_SCHEMAS[name]), loader: apiLoader(path, toEntries) });
}

export const collections = {
  konten: apiCollection('konten'),
  artikel: apiCollection('artikel'),
  kegiatan: apiCollection('kegiatan'),
  kegiatanPertama: apiCollection('kegiatanPertama'),
  terbaru: apiCollection('terbaru'),
  struktur: apiCollection('struktur'),
  warta: apiCollection('warta'),
  jadwal: apiCollection('jadwal'),
};
