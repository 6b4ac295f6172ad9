import { type Static, Type } from 'typebox';
import {
  integers,
  listResult,
  MessageWithData,
  NullableInteger,
  NullableText,
  nullableIntegers,
  texts,
} from '../answers.ts';
import { JENIS_TRANSAKSI, LOKASI } from '../enums.ts';
import {
  Blankable,
  Digits,
  Lokasi,
  listQuery,
  OptionalText,
  RemoveFlag,
  Text,
  UpdatedAt,
} from '../fields.ts';
import { FilterFields, FilterQuery } from './keuangan-filters.ts';

export const LogInventaris = Type.Object({
  id_inventaris: Type.Integer(),
  nama_inventaris: Type.String(),
  jumlah_item: Type.Integer(),
});
export type LogInventaris = Static<typeof LogInventaris>;

export const Transaksi = Type.Object({
  id_transaksi: Type.Integer(),
  /** 'YYYY-MM-DD' */
  tanggal_transaksi: Type.String(),
  ...texts('nama_transaksi', 'jenis_transaksi'),
  /** Whole rupiah. */
  jumlah_transaksi: Type.Integer(),
  keterangan_transaksi: NullableText(),
  /** `/uploads/keuangan/<name>.webp`, served only to the finance role. */
  bukti_transaksi: NullableText(),
  /** The linked inventory movement (the first of `log_inventaris`), or null. */
  ...nullableIntegers('jumlah_item', 'id_inventaris'),
  log_inventaris: Type.Array(LogInventaris),
  /** The category (its type is the transaction's), or null: 'Tanpa kategori'. */
  id_kategori: NullableInteger(),
  nama_kategori: NullableText(),
  /** The congregation the money belongs to, or null. */
  lokasi_transaksi: NullableText(),
  updated_at: Type.String(),
});
export type Transaksi = Static<typeof Transaksi>;

const SORT = ['tanggal_transaksi', 'nama_transaksi', 'jenis_transaksi', 'jumlah_transaksi'] as const;
const { q: _q, ...filterExtras } = FilterFields;
export const TransaksiQuery = listQuery(SORT, filterExtras);
export type TransaksiQuery = Static<typeof TransaksiQuery>;
/** The list's own filters: the totals cover exactly the rows the list finds. */
export const TotalQuery = FilterQuery;
export type TotalQuery = Static<typeof TotalQuery>;

/** Optional digits: an empty value counts as not sent (a form may send its cleared inputs). */
const OptionalDigits = (maxLength: number, label: string) =>
  Type.Optional(
    Type.String({
      maxLength,
      pattern: '^[0-9]*$',
      errorMessage: { pattern: `${label} hanya boleh berisi angka.` },
    }),
  );

/** The text fields of the multipart form (a JSON body works too); the receipt is the file `bukti_transaksi`. */
export const TransaksiBody = Type.Object({
  tanggal_transaksi: Type.String({ minLength: 1, format: 'date' }),
  nama_transaksi: Text({ maxLength: 150 }),
  jenis_transaksi: Type.Enum(JENIS_TRANSAKSI, {
    errorMessage: { enum: 'Jenis transaksi harus pemasukan atau pengeluaran.' },
  }),
  // Digits, then a number in the route: '1e3' or '1.5' are refused instead of coerced.
  jumlah_transaksi: Digits({ maxLength: 15 }),
  keterangan_transaksi: OptionalText({ maxLength: 5000 }),
  jumlah_item: OptionalDigits(9, 'Jumlah item'),
  id_inventaris: OptionalDigits(10, 'Inventaris'),
  id_kategori: OptionalDigits(10, 'Kategori'),
  lokasi_transaksi: Blankable(Lokasi(), {
    errorMessage: `Jemaat harus salah satu dari: ${LOKASI.join(', ')}.`,
  }),
  /** On update: '1' (or 'true') removes the stored receipt without sending a new one. */
  hapus_bukti_transaksi: RemoveFlag(),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type TransaksiBody = Static<typeof TransaksiBody>;

/** `POST /keuangan-gereja/:id?_method=PUT`: the spec's form update. */
export const TransaksiMethodOverride = Type.Object({
  _method: Type.String({
    pattern: '^(PUT|put)$',
    errorMessage: 'Gunakan _method=PUT untuk memperbarui transaksi.',
  }),
});
export type TransaksiMethodOverride = Static<typeof TransaksiMethodOverride>;

export const TransaksiList = listResult(Transaksi);
export type TransaksiList = Static<typeof TransaksiList>;
export const TransaksiSaved = MessageWithData(Transaksi);
export type TransaksiSaved = Static<typeof TransaksiSaved>;
export const Totals = Type.Object(integers('total_pemasukan', 'total_pengeluaran'));
export type Totals = Static<typeof Totals>;
