export interface ArtikelRow {
  id_artikel: number;
  judul_artikel: string;
  jenis_artikel: 'berita' | 'renungan' | 'kegiatan';
  tanggal_artikel: string;
  author: string;
  ayat_alkitab: string | null;
  catatan_artikel: string | null;
  gambar_artikel: string | null;
  gambar_artikel_width?: number | null;
  gambar_artikel_height?: number | null;
  id_kegiatan_gereja: number | null;
  isi_artikel?: string;
  nama_kegiatan_gereja?: string | null;
  /** The server's verdict for the signed-in user: false when they may only read it. */
  dapat_diubah?: boolean;
}

export const JENIS_ARTIKEL_OPTIONS = [
  { id: 'berita', label: 'Berita' },
  { id: 'renungan', label: 'Renungan' },
  { id: 'kegiatan', label: 'Kegiatan' },
];
