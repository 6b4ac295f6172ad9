export interface CategoryLine {
  id_kategori: number | null;
  nama_kategori: string;
  jumlah: number;
  banyak_transaksi: number;
}

export interface MonthLine {
  bulan: string;
  pemasukan: number;
  pengeluaran: number;
}

export interface DetailLine {
  id_transaksi: number;
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  id_kategori: number | null;
  nama_kategori: string | null;
  lokasi_transaksi: string | null;
  bukti_transaksi: string | null;
}

export interface Report {
  gereja: { nama_gereja: string; alamat: string };
  dari: string;
  sampai: string;
  lokasi: string | null;
  saldo_awal: number;
  total_pemasukan: number;
  total_pengeluaran: number;
  saldo_akhir: number;
  pemasukan: CategoryLine[];
  pengeluaran: CategoryLine[];
  per_lokasi: { lokasi: string | null; total_pemasukan: number; total_pengeluaran: number }[] | null;
  bulanan: MonthLine[];
  rincian: DetailLine[] | null;
}
