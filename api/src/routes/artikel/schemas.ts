import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { Blankable, Id, Message, MessageWithData, Nullable, OptionalText, Text } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';
import { RemoveFlag } from '../../lib/uploaded-images.ts';

export const JENIS_ARTIKEL = ['berita', 'renungan', 'kegiatan'] as const;
export type JenisArtikel = (typeof JENIS_ARTIKEL)[number];

/** Public columns of an article; `id_user_author` (a user id) never leaves the server. */
const summaryFields = {
  id_artikel: Type.Integer(),
  judul_artikel: Type.String(),
  jenis_artikel: Type.String(),
  ayat_alkitab: Nullable(Type.String()),
  catatan_artikel: Nullable(Type.String()),
  gambar_artikel: Nullable(Type.String()),
  gambar_artikel_width: Nullable(Type.Integer()),
  gambar_artikel_height: Nullable(Type.Integer()),
  id_kegiatan_gereja: Nullable(Type.Integer()),
  tanggal_artikel: Type.String(),
  /** The writer's display name (or the editorial byline), never a login name. */
  author: Type.String(),
  /** The start of the body, plain, for cards and page descriptions. */
  excerpt: Type.String(),
  updated_at: Type.String(),
  /**
   * For a signed-in caller only: whether they may change and delete it (admin and pendeta any
   * article, an author their own). Absent for visitors.
   */
  dapat_diubah: Type.Optional(Type.Boolean()),
};

/** A list row: everything but the body. */
export const ArtikelSummary = Type.Object(summaryFields);
export const Artikel = Type.Object({ ...summaryFields, isi_artikel: Type.String() });

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

export const ArtikelQuery = listQuery(Object.keys(ARTIKEL_SORT) as (keyof typeof ARTIKEL_SORT)[], {
  // 'semua' (and empty) is the public filter's "all types".
  jenis: Type.Optional(Type.Enum([...JENIS_ARTIKEL, 'semua', ''])),
});

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
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});

/** The spec's update call: `POST /artikel/:id?_method=PUT`. */
export const MethodOverride = Type.Object({
  _method: Type.Literal('PUT', { errorMessage: 'Gunakan _method=PUT untuk memperbarui artikel.' }),
});

export const ArtikelList = listResult(ArtikelSummary);
export const ArtikelPublication = Type.Object({ data: Type.Array(Artikel) });
export const ArtikelSaved = MessageWithData(Artikel);
export const ArtikelDeleted = Message;
