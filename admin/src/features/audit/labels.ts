export const AKSI_LABELS: Record<string, string> = {
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  // Steps of the publishing workflow of articles and activities.
  submit: 'Kirim tinjauan',
  return: 'Dikembalikan',
  schedule: 'Dijadwalkan',
  publish: 'Diterbitkan',
  unpublish: 'Ditarik',
  restore: 'Dipulihkan',
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
  warta_jemaat: 'Warta Jemaat',
  kemajelisan: 'Kemajelisan',
  pengaturan_situs: 'Pengaturan Situs',
  gereja: 'Gereja',
  sejarah_gereja: 'Sejarah Gereja',
  galeri_gereja: 'Galeri Gereja',
  slide_carousel: 'Slide Carousel',
  site_build: 'Pembangunan Situs',
};
