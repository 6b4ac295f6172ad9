export interface AuditRow {
  id_audit: number;
  id_user: number | null;
  username: string | null;
  aksi: 'create' | 'update' | 'delete';
  tabel: string;
  id_record: string;
  perubahan: Record<string, unknown> | null;
  created_at: string;
}

export const AKSI_LABELS: Record<string, string> = { create: 'Tambah', update: 'Ubah', delete: 'Hapus' };

export const TABEL_LABELS: Record<string, string> = {
  user: 'User',
  jemaat: 'Jemaat',
  jadwal_ibadah: 'Jadwal Ibadah',
  inventaris: 'Inventaris',
  transaksi_keuangan: 'Keuangan',
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
