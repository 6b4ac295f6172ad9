import { Type } from 'typebox';
import { Nullable } from '../../lib/schema.ts';

const CategoryLine = Type.Object({
  /** null: the transactions filed under no category ('Tanpa kategori'). */
  id_kategori: Nullable(Type.Integer()),
  nama_kategori: Type.String(),
  jumlah: Type.Integer(),
  banyak_transaksi: Type.Integer(),
});

const CongregationLine = Type.Object({
  /** null: transactions not assigned to a congregation. */
  lokasi: Nullable(Type.String()),
  total_pemasukan: Type.Integer(),
  total_pengeluaran: Type.Integer(),
});

const MonthLine = Type.Object({
  /** 'YYYY-MM' */
  bulan: Type.String(),
  pemasukan: Type.Integer(),
  pengeluaran: Type.Integer(),
});

const DetailLine = Type.Object({
  id_transaksi: Type.Integer(),
  tanggal_transaksi: Type.String(),
  nama_transaksi: Type.String(),
  jenis_transaksi: Type.String(),
  jumlah_transaksi: Type.Integer(),
  id_kategori: Nullable(Type.Integer()),
  nama_kategori: Nullable(Type.String()),
  lokasi_transaksi: Nullable(Type.String()),
  bukti_transaksi: Nullable(Type.String()),
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
