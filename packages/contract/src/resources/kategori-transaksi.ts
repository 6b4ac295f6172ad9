import { type Static, Type } from 'typebox';
import { listResult, MessageWithData, texts } from '../answers.ts';
import { JENIS_TRANSAKSI } from '../enums.ts';
import { Text } from '../fields.ts';

export const Kategori = Type.Object({
  id_kategori: Type.Integer(),
  ...texts('nama_kategori', 'jenis_kategori'),
  /** How many transactions carry it: a category in use cannot be deleted. */
  jumlah_transaksi: Type.Integer(),
  updated_at: Type.String(),
});
export type Kategori = Static<typeof Kategori>;

const NamaKategori = Text({
  maxLength: 100,
  errorMessage: {
    minLength: 'Nama kategori wajib diisi.',
    pattern: 'Nama kategori wajib diisi.',
    maxLength: 'Nama kategori maksimal 100 karakter.',
    required: 'Nama kategori wajib diisi.',
  },
});

export const KategoriBody = Type.Object({
  nama_kategori: NamaKategori,
  jenis_kategori: Type.Enum(JENIS_TRANSAKSI, {
    errorMessage: 'Jenis kategori harus pemasukan atau pengeluaran.',
  }),
});
export type KategoriBody = Static<typeof KategoriBody>;

/** A category keeps its type for life (its transactions have that type); only its name changes. */
export const KategoriRename = Type.Object({ nama_kategori: NamaKategori });
export type KategoriRename = Static<typeof KategoriRename>;

export const KategoriList = listResult(Kategori);
export type KategoriList = Static<typeof KategoriList>;
export const KategoriSaved = MessageWithData(Kategori);
export type KategoriSaved = Static<typeof KategoriSaved>;
