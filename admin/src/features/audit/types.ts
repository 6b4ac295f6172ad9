export interface AuditRow {
  id_audit: number;
  id_user: number | null;
  username: string | null;
  aksi: string;
  tabel: string;
  id_record: string;
  perubahan: Record<string, unknown> | null;
  created_at: string;
}

export const AKSI_LABELS: Record<string, string> = {
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  // Security events: sign-ins, the throttle's delays, passwords.
  login: 'Masuk',
  login_fail: 'Gagal masuk',
  throttle: 'Diperlambat',
  pw_change: 'Ganti password',
  pw_reset: 'Reset password',
  pw_wrong: 'Password lama salah',
  session_end: 'Sesi diakhiri',
  mfa_on: 'Dua langkah diaktifkan',
  mfa_off: 'Dua langkah dimatikan',
  mfa_reset: 'Dua langkah direset',
  mfa_codes: 'Kode cadangan baru',
  // Who looked at or took away a member's personal data.
  read: 'Lihat data pribadi',
  export: 'Ekspor data pribadi',
};

/** The API's `kategori` filter: data changes or security events. */
export const KATEGORI_OPTIONS = [
  { id: '', label: 'Semua jenis' },
  { id: 'data', label: 'Perubahan data' },
  { id: 'keamanan', label: 'Keamanan' },
  { id: 'akses', label: 'Akses data pribadi' },
];

export const TABEL_LABELS: Record<string, string> = {
  user: 'User',
  jemaat: 'Jemaat',
  jadwal_ibadah: 'Jadwal Ibadah',
  inventaris: 'Inventaris',
  transaksi_keuangan: 'Keuangan',
  kategori_transaksi: 'Kategori Keuangan',
  kegiatan_gereja: 'Kegiatan',
  gambar_kegiatan: 'Gambar Kegiatan',
  artikel: 'Artikel',
  kemajelisan: 'Kemajelisan',
  pengaturan_situs: 'Pengaturan Situs',
  gereja: 'Gereja',
  sejarah_gereja: 'Sejarah Gereja',
  galeri_gereja: 'Galeri Gereja',
  slide_carousel: 'Slide Carousel',
  site_build: 'Pembangunan Situs',
};
