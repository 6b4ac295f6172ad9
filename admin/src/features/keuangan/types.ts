export interface TransaksiRow {
  id_transaksi: number;
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  keterangan_transaksi: string | null;
  bukti_transaksi: string | null;
  id_kategori: number | null;
  nama_kategori: string | null;
  lokasi_transaksi: string | null;
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

export interface Kategori {
  id_kategori: number;
  nama_kategori: string;
  jenis_kategori: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
}

/** The filter value for the transactions filed under no category. */
export const WITHOUT_CATEGORY = 'tanpa';
export const WITHOUT_CATEGORY_LABEL = 'Tanpa kategori';
