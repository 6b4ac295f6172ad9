import { type Static, Type } from 'typebox';
import {
  imageColumns,
  listResult,
  Message,
  MessageWithData,
  NullableInteger,
  nullableTexts,
  texts,
} from '../answers.ts';
import { JENIS_ARTIKEL } from '../enums.ts';
import { Blankable, Id, OptionalText, RemoveFlag, sortedListQuery, Text, UpdatedAt } from '../fields.ts';
import { StatusFilter, statusColumns, statusFields } from './alur-terbit.ts';

/** Public columns of an article; `id_user_author` (a user id) never leaves the server. */
const summaryFields = {
  id_artikel: Type.Integer(),
  ...texts('judul_artikel', 'jenis_artikel'),
  ...nullableTexts('ayat_alkitab', 'catatan_artikel'),
  ...imageColumns('gambar_artikel'),
  id_kegiatan_gereja: NullableInteger(),
  tanggal_artikel: Type.String(),
  /** The writer's display name (or the editorial byline), never a login name. */
  author: Type.String(),
  /** The start of the body, plain, for cards and page descriptions. */
  excerpt: Type.String(),
  updated_at: Type.String(),
  ...statusColumns,
  /**
   * For a signed-in caller only: whether they may change and delete it (admin and pendeta any
   * article, an author their own). Absent for visitors.
   */
  dapat_diubah: Type.Optional(Type.Boolean()),
};

/** A list row: everything but the body. */
export const ArtikelSummary = Type.Object(summaryFields);
export type ArtikelSummary = Static<typeof ArtikelSummary>;
export const Artikel = Type.Object({ ...summaryFields, isi_artikel: Type.String() });
export type Artikel = Static<typeof Artikel>;

// Short sort names are accepted beside the column names the clients send.
export const ARTIKEL_SORT = {
  tanggal_artikel: 'tanggal_artikel',
  tanggal: 'tanggal_artikel',
  judul_artikel: 'judul_artikel',
  judul: 'judul_artikel',
  jenis_artikel: 'jenis_artikel',
  jenis: 'jenis_artikel',
  author: 'author',
} as const;

export const ArtikelQuery = sortedListQuery(ARTIKEL_SORT, {
  // 'semua' (and empty) is the public filter's "all types".
  jenis: Type.Optional(Type.Enum([...JENIS_ARTIKEL, 'semua', ''])),
  status: StatusFilter,
});
export type ArtikelQuery = Static<typeof ArtikelQuery>;

/** The article form (multipart or JSON). Author and dates are set by the server, never read from here. */
export const ArtikelFields = Type.Object({
  judul_artikel: Text({ maxLength: 200 }),
  jenis_artikel: Type.Enum(JENIS_ARTIKEL, {
    errorMessage: {
      required: 'Jenis artikel wajib dipilih.',
      default: 'Jenis artikel harus berita, renungan atau kegiatan.',
    },
  }),
  isi_artikel: Text({ maxLength: 100_000 }),
  ayat_alkitab: OptionalText({ maxLength: 255 }),
  catatan_artikel: OptionalText({ maxLength: 16_000 }),
  id_kegiatan_gereja: Blankable(Id()),
  /** '1' removes the stored image when no new one is sent. */
  hapus_gambar: RemoveFlag(),
  ...statusFields,
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type ArtikelFields = Static<typeof ArtikelFields>;

/** The spec's update call: `POST /artikel/:id?_method=PUT`. */
export const ArtikelMethodOverride = Type.Object({
  _method: Type.Literal('PUT', { errorMessage: 'Gunakan _method=PUT untuk memperbarui artikel.' }),
});
export type ArtikelMethodOverride = Static<typeof ArtikelMethodOverride>;

export const ArtikelList = listResult(ArtikelSummary);
export type ArtikelList = Static<typeof ArtikelList>;
export const ArtikelPublication = Type.Object({ data: Type.Array(Artikel) });
export type ArtikelPublication = Static<typeof ArtikelPublication>;
export const ArtikelSaved = MessageWithData(Artikel);
export type ArtikelSaved = Static<typeof ArtikelSaved>;
export const ArtikelDeleted = Message;
export type ArtikelDeleted = Static<typeof ArtikelDeleted>;
