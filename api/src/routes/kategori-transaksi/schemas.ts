import { Type } from 'typebox';
import { listResult } from '../../lib/list-query.ts';
import { MessageWithData, Text } from '../../lib/schema.ts';
import { JENIS } from '../keuangan-gereja/filters.ts';

export const Kategori = Type.Object({
  id_kategori: Type.Integer(),
  nama_kategori: Type.String(),
  jenis_kategori: Type.String(),
  /** How many transactions carry it: a category in use cannot be deleted. */
  jumlah_transaksi: Type.Integer(),
  updated_at: Type.String(),
});

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
  jenis_kategori: Type.Enum(JENIS, {
    errorMessage: 'Jenis kategori harus pemasukan atau pengeluaran.',
  }),
});

/** A category keeps its type for life (its transactions have that type); only its name changes. */
export const KategoriRename = Type.Object({ nama_kategori: NamaKategori });

export const KategoriList = listResult(Kategori);
export const KategoriSaved = MessageWithData(Kategori);
