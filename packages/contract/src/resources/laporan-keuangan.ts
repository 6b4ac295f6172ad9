import { type Static, Type } from 'typebox';
import { integers, Nullable, NullableInteger, NullableText, nullableTexts, texts } from '../answers.ts';

const CategoryLine = Type.Object({
  /** null: the transactions filed under no category ('Tanpa kategori'). */
  id_kategori: NullableInteger(),
  nama_kategori: Type.String(),
  ...integers('jumlah', 'banyak_transaksi'),
});

const CongregationLine = Type.Object({
  /** null: transactions not assigned to a congregation. */
  lokasi: NullableText(),
  ...integers('total_pemasukan', 'total_pengeluaran'),
});

const MonthLine = Type.Object({
  /** 'YYYY-MM' */
  bulan: Type.String(),
  ...integers('pemasukan', 'pengeluaran'),
});

const DetailLine = Type.Object({
  id_transaksi: Type.Integer(),
  ...texts('tanggal_transaksi', 'nama_transaksi', 'jenis_transaksi'),
  jumlah_transaksi: Type.Integer(),
  id_kategori: NullableInteger(),
  ...nullableTexts('nama_kategori', 'lokasi_transaksi', 'bukti_transaksi'),
});

/** Whole rupiah throughout; saldo_akhir = saldo_awal + total_pemasukan − total_pengeluaran. */
export const Report = Type.Object({
  /** The church's name and address from the site settings, for the printed report's heading. */
  gereja: Type.Object({ nama_gereja: Type.String(), alamat: Type.String() }),
  dari: Type.String(),
  sampai: Type.String(),
  lokasi: Nullable(Type.String()),
  saldo_awal: Type.Integer(),
  total_pemasukan: Type.Integer(),
  total_pengeluaran: Type.Integer(),
  saldo_akhir: Type.Integer(),
  pemasukan: Type.Array(CategoryLine),
  pengeluaran: Type.Array(CategoryLine),
  per_lokasi: Nullable(Type.Array(CongregationLine)),
  /** Income and expenses of the twelve months that end with the period's last month. */
  bulanan: Type.Array(MonthLine),
  rincian: Nullable(Type.Array(DetailLine)),
});
export type Report = Static<typeof Report>;
