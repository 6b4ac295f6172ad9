import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import {
  Blankable,
  Digits,
  LOKASI,
  Lokasi,
  MessageWithData,
  Nullable,
  OptionalText,
  Text,
} from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';
import { RemoveFlag } from '../../lib/uploaded-images.ts';
import { FilterFields, FilterQuery } from './filters.ts';

export const JENIS_TRANSAKSI = ['pemasukan', 'pengeluaran'] as const;

export const LogInventaris = Type.Object({
  id_inventaris: Type.Integer(),
  nama_inventaris: Type.String(),
  jumlah_item: Type.Integer(),
});

export const Transaksi = Type.Object({
  id_transaksi: Type.Integer(),
  /** 'YYYY-MM-DD' */
  tanggal_transaksi: Type.String(),
  nama_transaksi: Type.String(),
  jenis_transaksi: Type.String(),
  /** Whole rupiah. */
  jumlah_transaksi: Type.Integer(),
  keterangan_transaksi: Nullable(Type.String()),
  /** `/uploads/keuangan/<name>.webp`, served only to the finance role. */
  bukti_transaksi: Nullable(Type.String()),
  /** The linked inventory movement (the first of `log_inventaris`), or null. */
  jumlah_item: Nullable(Type.Integer()),
  id_inventaris: Nullable(Type.Integer()),
  log_inventaris: Type.Array(LogInventaris),
  /** The category (its type is the transaction's), or null: 'Tanpa kategori'. */
  id_kategori: Nullable(Type.Integer()),
  nama_kategori: Nullable(Type.String()),
  /** The congregation the money belongs to, or null. */
  lokasi_transaksi: Nullable(Type.String()),
  updated_at: Type.String(),
});

const SORT = ['tanggal_transaksi', 'nama_transaksi', 'jenis_transaksi', 'jumlah_transaksi'] as const;
const { q: _q, ...filterExtras } = FilterFields;
export const TransaksiQuery = listQuery(SORT, filterExtras);
/** The list's own filters: the totals cover exactly the rows the list finds. */
export const TotalQuery = FilterQuery;

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

/** `POST /keuangan-gereja/:id?_method=PUT`: the spec's form update. */
export const MethodOverride = Type.Object({
  _method: Type.String({
    pattern: '^(PUT|put)$',
    errorMessage: 'Gunakan _method=PUT untuk memperbarui transaksi.',
  }),
});

export const TransaksiList = listResult(Transaksi);
export const TransaksiSaved = MessageWithData(Transaksi);
export const Totals = Type.Object({ total_pemasukan: Type.Integer(), total_pengeluaran: Type.Integer() });
