import { type Static, Type } from 'typebox';
import { listResult, MessageWithData, texts } from '../answers.ts';
import { LOKASI } from '../enums.ts';
import { Blankable, Lokasi, sortColumns, sortedListQuery, Text, UpdatedAt } from '../fields.ts';

export const MAX_JUMLAH = 1_000_000_000;

export const InventarisRow = Type.Object({
  id_inventaris: Type.Integer(),
  ...texts('nama_inventaris', 'jenis_inventaris'),
  jumlah_inventaris: Type.Integer(),
  ...texts('lokasi_inventaris', 'updated_at'),
});
export type InventarisRow = Static<typeof InventarisRow>;

// Either name may carry the location; null or '' counts as not sent (see `inventarisValues`).
const OptionalLokasi = Blankable(Lokasi(), {
  errorMessage: `Lokasi inventaris harus salah satu dari: ${LOKASI.join(', ')}.`,
});

export const InventarisBody = Type.Object({
  nama_inventaris: Text({ maxLength: 150 }),
  jenis_inventaris: Text({ maxLength: 100 }),
  jumlah_inventaris: Type.Integer({
    minimum: 0,
    maximum: MAX_JUMLAH,
    errorMessage: {
      required: 'Jumlah inventaris wajib diisi.',
      maximum: `Jumlah inventaris maksimal ${MAX_JUMLAH}.`,
      default: 'Jumlah inventaris harus berupa bilangan bulat 0 atau lebih.',
    },
  }),
  lokasi_inventaris: OptionalLokasi,
  /** The spec's form name for lokasi_inventaris. */
  milik: OptionalLokasi,
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type InventarisBody = Static<typeof InventarisBody>;

export const INVENTARIS_SORT = sortColumns(
  'nama_inventaris',
  'jenis_inventaris',
  'jumlah_inventaris',
  'lokasi_inventaris',
);

export const InventarisQuery = sortedListQuery(INVENTARIS_SORT);
export type InventarisQuery = Static<typeof InventarisQuery>;

export const InventarisList = listResult(InventarisRow);
export type InventarisList = Static<typeof InventarisList>;
export const InventarisSaved = MessageWithData(InventarisRow);
export type InventarisSaved = Static<typeof InventarisSaved>;
