import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { Blankable, LOKASI, Lokasi, MessageWithData, Text } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';

export const MAX_JUMLAH = 1_000_000_000;

export const InventarisRow = Type.Object({
  id_inventaris: Type.Integer(),
  nama_inventaris: Type.String(),
  jenis_inventaris: Type.String(),
  jumlah_inventaris: Type.Integer(),
  lokasi_inventaris: Type.String(),
  updated_at: Type.String(),
});

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

export const InventarisQuery = listQuery([
  'nama_inventaris',
  'jenis_inventaris',
  'jumlah_inventaris',
  'lokasi_inventaris',
] as const);

export const InventarisList = listResult(InventarisRow);
export const InventarisSaved = MessageWithData(InventarisRow);
