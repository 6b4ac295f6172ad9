// Typed access to the build-time collections (see content.config.ts).
import { getCollection, getEntry } from 'astro:content';
import type {
  Artikel,
  Kegiatan,
  KegiatanLengkap,
  KontenSitus,
  KontenTerbaru,
  ListAnswer,
  StrukturMajelis,
} from './types.ts';

export interface Digested<T> {
  data: T;
  digest: string;
}

function digestOf(entry: { digest?: string | number }): string {
  return String(entry.digest ?? '');
}

export async function kontenSitus(): Promise<Digested<KontenSitus>> {
  const entry = await getEntry('konten', 'situs');
  if (!entry) throw new Error('Build situs dihentikan: konten situs tidak termuat.');
  return { data: entry.data as KontenSitus, digest: digestOf(entry) };
}

/** Newest first, then by id, so the build and the API list agree on order. */
export async function semuaArtikel(): Promise<Digested<Artikel>[]> {
  const entries = await getCollection('artikel');
  return entries
    .map((entry: { data: unknown; digest?: string | number }) => ({
      data: entry.data as Artikel,
      digest: digestOf(entry),
    }))
    .sort(
      (a: Digested<Artikel>, b: Digested<Artikel>) =>
        b.data.tanggal_artikel.localeCompare(a.data.tanggal_artikel) || b.data.id_artikel - a.data.id_artikel,
    );
}

/** Every activity, for their pages; in no particular order (the list's order is the API's). */
export async function semuaKegiatan(): Promise<Digested<KegiatanLengkap>[]> {
  const entries = await getCollection('kegiatan');
  return entries.map((entry: { data: unknown; digest?: string | number }) => ({
    data: entry.data as KegiatanLengkap,
    digest: digestOf(entry),
  }));
}

/** The first page of the activity list as the API ordered it: upcoming first, nearest first. */
export async function kegiatanHalamanPertama(): Promise<ListAnswer<Kegiatan>> {
  const entry = await getEntry('kegiatanPertama', 'halaman-1');
  if (!entry) throw new Error('Build situs dihentikan: halaman pertama kegiatan tidak termuat.');
  return entry.data as ListAnswer<Kegiatan>;
}

export async function kontenTerbaru(): Promise<KontenTerbaru[]> {
  const entries = await getCollection('terbaru');
  return entries
    .map((entry: { data: unknown }) => entry.data as KontenTerbaru & { urutan: number })
    .sort((a: { urutan: number }, b: { urutan: number }) => a.urutan - b.urutan);
}

export async function strukturMajelis(): Promise<StrukturMajelis> {
  const entry = await getEntry('struktur', 'majelis');
  const data = (entry?.data ?? {}) as Partial<StrukturMajelis>;
  return { Pendeta: data.Pendeta ?? [], Penatua: data.Penatua ?? [], Diaken: data.Diaken ?? [] };
}
