import {
  Artikel,
  JadwalRow,
  KegiatanLengkap,
  KegiatanList,
  KontenSitus,
  KontenTerbaru,
  Pengaturan,
  Struktur,
  WartaJemaat,
} from '@gkj/contract';
import { type Static, Type } from 'typebox';

/**
 * What each content collection stores: the contract's schema of the answer its API call gives. The
 * loader passes every entry through `parseData`, so a page reads exactly these shapes.
 */
export const ENTRY_SCHEMAS = {
  /** The site is built only once its settings exist (the seed fills them): here they are required. */
  konten: Type.Object({ ...KontenSitus.properties, pengaturan: Pengaturan }),
  artikel: Artikel,
  kegiatan: KegiatanLengkap,
  /** The first page of the activity list, as the list island would ask for it. */
  kegiatanPertama: KegiatanList,
  /** The store keeps no order: each recent item carries its place in the API's answer. */
  terbaru: Type.Object({ ...KontenTerbaru.properties, urutan: Type.Integer() }),
  struktur: Struktur,
  /** Published weekly bulletins with their text. */
  warta: WartaJemaat,
  /** The services the calendar feeds carry (the API's window: the last weeks and all coming). */
  jadwal: JadwalRow,
};

export type CollectionName = keyof typeof ENTRY_SCHEMAS;
export type EntryData<Name extends CollectionName> = Static<(typeof ENTRY_SCHEMAS)[Name]>;
