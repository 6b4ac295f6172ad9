export interface TransaksiRow {
  id_transaksi: number;
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  keterangan_transaksi: string | null;
  bukti_transaksi: string | null;
}

export interface TransaksiRecord extends TransaksiRow {
  log_inventaris?: { id_inventaris: number; jumlah_item: number; nama_inventaris?: string }[];
}

export interface Totals {
  total_pemasukan: number;
  total_pengeluaran: number;
}

export const JENIS_OPTIONS = [
  { id: 'pemasukan', label: 'Pemasukan' },
  { id: 'pengeluaran', label: 'Pengeluaran' },
];
