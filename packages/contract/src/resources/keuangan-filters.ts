import { type Static, Type } from 'typebox';
import { JENIS_TRANSAKSI, LOKASI } from '../enums.ts';
import { DateString, Lokasi, SearchText } from '../fields.ts';

/** `kategori=tanpa`: the transactions filed under no category. */
export const WITHOUT_CATEGORY = 'tanpa';

/** What narrows the finance list, its totals and its export alike (all optional, all in the URL). */
export const FilterFields = {
  q: Type.Optional(SearchText),
  dari: Type.Optional(
    DateString({ errorMessage: 'Tanggal awal harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  ),
  sampai: Type.Optional(
    DateString({ errorMessage: 'Tanggal akhir harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  ),
  jenis: Type.Optional(
    Type.Enum(JENIS_TRANSAKSI, { errorMessage: 'Jenis transaksi harus pemasukan atau pengeluaran.' }),
  ),
  kategori: Type.Optional(
    Type.String({
      pattern: `^([1-9][0-9]{0,9}|${WITHOUT_CATEGORY})$`,
      errorMessage: 'Kategori tidak ditemukan.',
    }),
  ),
  lokasi: Type.Optional(Lokasi({ errorMessage: `Jemaat harus salah satu dari: ${LOKASI.join(', ')}.` })),
};
export type FilterFields = Static<typeof FilterFields>;
export const FilterQuery = Type.Object(FilterFields);
export type FilterQuery = Static<typeof FilterQuery>;
export type Filters = Static<typeof FilterQuery>;
