import { type Static, Type } from 'typebox';
import { listResult, Message, MessageWithData, NullableInteger, NullableText } from '../answers.ts';
import { DateString, OptionalText, RemoveFlag, sortedListQuery, Text, UpdatedAt } from '../fields.ts';
import { StatusFilter, statusColumns, statusFields } from './alur-terbit.ts';

/** A weekly bulletin as lists show it: everything but its text. */
const summaryFields = {
  id_warta: Type.Integer(),
  /** 'YYYY-MM-DD': the Sunday the bulletin is for. */
  tanggal_warta: Type.String(),
  judul_warta: Type.String(),
  /** '/uploads/warta-jemaat/<32 hex>.pdf', or null without a PDF. */
  berkas_pdf: NullableText(),
  /** The PDF's size in bytes, or null without a PDF. */
  berkas_pdf_ukuran: NullableInteger(),
  updated_at: Type.String(),
  ...statusColumns,
};

export const WartaSummary = Type.Object(summaryFields);
export type WartaSummary = Static<typeof WartaSummary>;
/** A bulletin with its text (null when it is only a PDF). */
export const WartaJemaat = Type.Object({ ...summaryFields, isi_warta: NullableText() });
export type WartaJemaat = Static<typeof WartaJemaat>;

// Short sort names are accepted beside the column names the dashboard sends.
export const WARTA_SORT = {
  tanggal_warta: 'tanggal_warta',
  tanggal: 'tanggal_warta',
  judul_warta: 'judul_warta',
  judul: 'judul_warta',
} as const;

export const WartaQuery = sortedListQuery(WARTA_SORT, {
  status: StatusFilter,
});
export type WartaQuery = Static<typeof WartaQuery>;

/** The bulletin form (multipart with an optional `berkas_pdf` file, or JSON without one). */
export const WartaFields = Type.Object({
  /** The Sunday it is for (another day is refused with 'Tanggal warta harus hari Minggu.'). */
  tanggal_warta: DateString({
    errorMessage: {
      required: 'Tanggal warta wajib diisi.',
      format: 'Tanggal warta harus berupa tanggal yang valid (YYYY-MM-DD).',
      default: 'Tanggal warta harus berupa tanggal yang valid (YYYY-MM-DD).',
    },
  }),
  judul_warta: Text({ maxLength: 200 }),
  // MEDIUMTEXT: a bulletin's announcements may be long; this stays far below its limit in bytes.
  isi_warta: OptionalText({ maxLength: 100_000 }),
  /** '1' removes the stored PDF when no new one is sent. */
  hapus_pdf: RemoveFlag(),
  ...statusFields,
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type WartaFields = Static<typeof WartaFields>;

/** A multipart update from the dashboard: `POST /warta-jemaat/:id?_method=PUT`, as articles are sent. */
export const WartaMethodOverride = Type.Object({
  _method: Type.Literal('PUT', { errorMessage: 'Gunakan _method=PUT untuk memperbarui warta jemaat.' }),
});

export const WartaList = listResult(WartaSummary);
export type WartaList = Static<typeof WartaList>;
/** Every public bulletin with its text, newest first: what the site build (and its feeds) read. */
export const WartaPublication = Type.Object({ data: Type.Array(WartaJemaat) });
export type WartaPublication = Static<typeof WartaPublication>;
export const WartaSaved = MessageWithData(WartaJemaat);
export type WartaSaved = Static<typeof WartaSaved>;
export const WartaDeleted = Message;
