// Typed access to the build-time collections (see content.config.ts).

import { getCollection, getEntry } from 'astro:content';
import type { KegiatanList, KontenTerbaru, Struktur } from '@gkj/contract';
import type { CollectionName, EntryData } from './collection-schemas.ts';

export interface Digested<T> {
  data: T;
  digest: string;
}

interface StoredEntry<Name extends CollectionName> {
  data: EntryData<Name>;
  digest?: string | number;
}

// The loader checked every entry against its collection's schema (parseData), so each is read as that
// schema's type; these two are the only places the store's entries meet a type.
async function entriesOf<Name extends CollectionName>(name: Name): Promise<StoredEntry<Name>[]> {
  return getCollection(name);
}

async function entryOf<Name extends CollectionName>(name: Name, id: string): Promise<StoredEntry<Name>> {
  const entry: StoredEntry<Name> | undefined = await getEntry(name, id);
  if (!entry) throw new Error(`Build situs dihentikan: ${name}/${id} tidak termuat.`);
  return entry;
}

function digested<Name extends CollectionName>(entry: StoredEntry<Name>): Digested<EntryData<Name>> {
  return { data: entry.data, digest: String(entry.digest ?? '') };
}

export async function kontenSitus(): Promise<Digested<EntryData<'konten'>>> {
  return digested(await entryOf('konten', 'situs'));
}

/** Newest first, then by id, so the build and the API list agree on order. */
export async function semuaArtikel(): Promise<Digested<EntryData<'artikel'>>[]> {
  return (await entriesOf('artikel'))
    .map(digested)
    .sort(
      (a, b) =>
        b.data.tanggal_artikel.localeCompare(a.data.tanggal_artikel) || b.data.id_artikel - a.data.id_artikel,
    );
}

/** Every activity, for their pages; in no particular order (the list's order is the API's). */
export async function semuaKegiatan(): Promise<Digested<EntryData<'kegiatan'>>[]> {
  return (await entriesOf('kegiatan')).map(digested);
}

/** The first page of the activity list as the API ordered it: upcoming first, nearest first. */
export async function kegiatanHalamanPertama(): Promise<KegiatanList> {
  return (await entryOf('kegiatanPertama', 'halaman-1')).data;
}

export async function kontenTerbaru(): Promise<KontenTerbaru[]> {
  return (await entriesOf('terbaru')).map((entry) => entry.data).sort((a, b) => a.urutan - b.urutan);
}

/**
 * Every published bulletin, the newest Sunday first (then by id, as the API lists them): the /warta pages,
 * the home page's newest bulletin, and any feed of the site read this.
 */
export async function semuaWarta(): Promise<Digested<EntryData<'warta'>>[]> {
  return (await entriesOf('warta'))
    .map(digested)
    .sort(
      (a, b) => b.data.tanggal_warta.localeCompare(a.data.tanggal_warta) || b.data.id_warta - a.data.id_warta,
    );
}

/** The services of the calendar feeds, soonest first. */
export async function semuaJadwal(): Promise<Digested<EntryData<'jadwal'>>[]> {
  return (await entriesOf('jadwal'))
    .map(digested)
    .sort(
      (a, b) =>
        a.data.tanggal_ibadah.localeCompare(b.data.tanggal_ibadah) ||
        a.data.id_jadwal_ibadah - b.data.id_jadwal_ibadah,
    );
}

export async function strukturMajelis(): Promise<Struktur> {
  return (await entryOf('struktur', 'majelis')).data;
}

/**
 * The static paths of one kind of detail page: one per item, with a cache key that changes when the
 * item or the site content around it (the layout's) changes.
 */
export async function detailPaths<Item>(items: Digested<Item>[], idOf: (item: Item) => number) {
  const konten = await kontenSitus();
  return items.map(({ data, digest }) => ({
    params: { id: String(idOf(data)) },
    props: { item: data },
    cacheKey: `${digest}:${konten.digest}`,
  }));
}
