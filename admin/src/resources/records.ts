import type {
  ArtikelSummary,
  InventarisRow,
  JadwalRow,
  Kegiatan,
  Majelis,
  UserRow,
  WartaSummary,
} from '@gkj/contract';
import { statusColumn } from '../components/content-status/status-badge.tsx';
import type { RecordFormResource } from '../components/resource-form/use-record-form.ts';
import {
  capitalize,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  roleListLabel,
} from '../lib/format.ts';
import { dashboardRoutes, defineResource, formTitles, textColumn } from './define.ts';

// The resources whose list and form follow the one pattern, with the spec's texts for each. A dash
// stands for an empty optional value in a list cell.

export const JADWAL = defineResource<JadwalRow>({
  title: 'Jadwal Ibadah',
  endpoint: '/jadwal-ibadah',
  ...dashboardRoutes('jadwal'),
  idOf: (row) => row.id_jadwal_ibadah,
  nameOf: (row) => row.nama_ibadah,
  texts: {
    ...formTitles('Jadwal Ibadah'),
    search: 'Cari nama, pemimpin, tema, atau lokasi...',
    add: 'Tambah Jadwal Ibadah',
    loading: 'Memuat data jadwal...',
    loadError: 'Gagal mengambil data jadwal',
    created: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    failure: 'Gagal menyimpan data.',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus jadwal ${row.nama_ibadah}?`,
    success: () => 'Jadwal berhasil dihapus',
    failure: 'Gagal menghapus jadwal',
  },
  columns: [
    {
      id: 'tanggal_ibadah',
      label: 'Tanggal',
      nowrap: true,
      render: (row) => formatDateTime(row.tanggal_ibadah),
    },
    textColumn('nama_ibadah', 'Nama Ibadah'),
    textColumn('lokasi_ibadah', 'Lokasi'),
    textColumn('pemimpin_ibadah', 'Pemimpin'),
    textColumn('tema_ibadah', 'Tema'),
  ],
});

export const INVENTARIS = defineResource<InventarisRow>({
  title: 'Inventaris Gereja',
  endpoint: '/inventarisasi-gereja',
  ...dashboardRoutes('inventaris'),
  idOf: (row) => row.id_inventaris,
  nameOf: (row) => row.nama_inventaris,
  texts: {
    ...formTitles('Inventaris'),
    search: 'Cari nama, jenis, atau lokasi...',
    add: 'Tambah Inventaris',
    loading: 'Memuat data inventaris...',
    loadError: 'Gagal mengambil data inventaris',
    created: 'Inventaris berhasil ditambahkan.',
    updated: 'Inventaris berhasil diperbarui.',
    failure: 'Gagal menyimpan data.',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus ${row.nama_inventaris}?`,
    success: () => 'Data berhasil dihapus!',
    failure: 'Gagal menghapus data.',
  },
  columns: [
    textColumn('nama_inventaris', 'Nama Inventaris'),
    textColumn('jenis_inventaris', 'Jenis Inventaris'),
    {
      id: 'jumlah_inventaris',
      label: 'Jumlah',
      render: (row) => formatNumber(row.jumlah_inventaris),
      align: 'end',
    },
    textColumn('lokasi_inventaris', 'Lokasi'),
  ],
});

export const KEGIATAN = defineResource<Kegiatan>({
  title: 'Kegiatan Gereja',
  endpoint: '/kegiatan-gereja',
  ...dashboardRoutes('kegiatan'),
  idOf: (row) => row.id_kegiatan_gereja,
  nameOf: (row) => row.nama_kegiatan_gereja,
  texts: {
    ...formTitles('Kegiatan'),
    search: 'Cari nama, tema, atau tempat...',
    add: 'Tambah Kegiatan',
    loading: 'Memuat data kegiatan...',
    loadError: 'Gagal memuat data kegiatan',
    created: 'Data kegiatan berhasil ditambahkan!',
    updated: 'Data kegiatan berhasil diubah!',
    failure: 'Gagal menyimpan data kegiatan.',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus kegiatan ${row.nama_kegiatan_gereja}?`,
    success: () => 'Kegiatan berhasil dihapus.',
    failure: 'Gagal menghapus kegiatan.',
  },
  alsoRevalidate: ['/tinjauan'],
  columns: [
    textColumn('nama_kegiatan_gereja', 'Nama Kegiatan'),
    textColumn('tema_kegiatan_gereja', 'Tema'),
    textColumn('tempat_kegiatan_gereja', 'Tempat'),
    {
      id: 'waktu_kegiatan_gereja',
      label: 'Waktu',
      nowrap: true,
      render: (row) => formatDate(row.waktu_kegiatan_gereja),
    },
    statusColumn(),
  ],
});

/** '2023–2027' from the stored dates when the answer carries no ready-made period. */
export function periodeOf(row: Pick<Majelis, 'periode' | 'periode_mulai' | 'periode_selesai'>): string {
  if (row.periode) return row.periode;
  const start = row.periode_mulai?.slice(0, 4);
  const end = row.periode_selesai?.slice(0, 4);
  return start || end ? `${start ?? '…'}–${end ?? '…'}` : '—';
}

export const KEMAJELISAN = defineResource<Majelis>({
  title: 'Struktur Kemajelisan',
  endpoint: '/kemajelisan',
  ...dashboardRoutes('kemajelisan'),
  idOf: (row) => row.id_kemajelisan,
  nameOf: (row) => row.nama,
  texts: {
    ...formTitles('Majelis'),
    search: 'Cari nama, jabatan, atau bidang...',
    add: 'Tambah Majelis',
    loading: 'Memuat data kemajelisan...',
    loadError: 'Gagal mengambil data kemajelisan',
    created: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    failure: 'Gagal menyimpan data',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus ${row.nama} (${row.jabatan}) dari struktur kemajelisan?`,
    success: () => 'Data berhasil dihapus.',
    failure: 'Gagal menghapus data.',
  },
  alsoRevalidate: ['/list-struktur'],
  columns: [
    textColumn('nama', 'Nama Majelis'),
    textColumn('jabatan', 'Jabatan'),
    textColumn('bidang_kemajelisan', 'Bidang Kemajelisan'),
    { id: 'periode_mulai', label: 'Periode', nowrap: true, render: periodeOf },
  ],
});

export const USERS = defineResource<UserRow>({
  title: 'Data User / Akun',
  endpoint: '/user',
  ...dashboardRoutes('users', 'user'),
  idOf: (row) => row.id_user,
  nameOf: (row) => row.username_user,
  texts: {
    ...formTitles('User'),
    search: 'Cari username...',
    add: 'Tambah Data User',
    open: 'Edit',
    loading: 'Memuat data user...',
    loadError: 'Gagal mengambil data user',
    created: 'Data user berhasil ditambahkan!',
    updated: 'Data user berhasil diperbarui!',
    failure: 'Gagal simpan user!',
  },
  removal: {
    confirm: (row) => `Apakah kamu yakin ingin menghapus user ${row.username_user}?`,
    success: (row) => `User ${row.username_user} berhasil dihapus.`,
    failure: 'Gagal menghapus user.',
  },
  columns: [
    textColumn('username_user', 'Username'),
    textColumn('nama_tampilan', 'Nama Tampilan'),
    { id: 'nama_role', label: 'Role/Peran', render: (row) => roleListLabel(row.nama_role) },
    textColumn('nama_jemaat', 'Nama Jemaat'),
    { id: 'telp_user', label: 'Telepon', nowrap: true, render: (row) => row.telp_user },
  ],
});

export const ARTIKEL = defineResource<ArtikelSummary>({
  title: 'Daftar Artikel Gereja',
  documentTitle: 'Artikel Gereja',
  endpoint: '/artikel',
  ...dashboardRoutes('artikel'),
  idOf: (row) => row.id_artikel,
  nameOf: (row) => row.judul_artikel,
  texts: {
    ...formTitles('Artikel'),
    search: 'Cari judul, jenis, atau penulis...',
    add: 'Tambah Artikel',
    loading: 'Memuat data artikel...',
    loadError: 'Gagal mengambil data artikel',
    created: 'Artikel berhasil ditambahkan',
    updated: 'Artikel berhasil diperbarui',
    failure: 'Gagal menyimpan data artikel',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus artikel "${row.judul_artikel}"?`,
    success: () => 'Artikel berhasil dihapus',
    failure: 'Gagal menghapus artikel',
  },
  // The overview's latest articles and review queue.
  alsoRevalidate: ['/konten/recent', '/tinjauan'],
  columns: [
    textColumn('judul_artikel', 'Judul Artikel'),
    {
      id: 'tanggal_artikel',
      label: 'Tanggal',
      nowrap: true,
      render: (row) => formatDate(row.tanggal_artikel),
    },
    { id: 'jenis_artikel', label: 'Jenis', render: (row) => capitalize(row.jenis_artikel) },
    textColumn('author', 'Penulis'),
    statusColumn(),
  ],
});

export const WARTA = defineResource<WartaSummary>({
  title: 'Warta Jemaat',
  endpoint: '/warta-jemaat',
  ...dashboardRoutes('warta'),
  idOf: (row) => row.id_warta,
  nameOf: (row) => row.judul_warta,
  texts: {
    ...formTitles('Warta Jemaat'),
    search: 'Cari judul warta...',
    add: 'Tambah Warta',
    loading: 'Memuat data warta...',
    loadError: 'Gagal memuat data warta',
    created: 'Warta jemaat berhasil ditambahkan.',
    updated: 'Warta jemaat berhasil diperbarui.',
    failure: 'Gagal menyimpan warta jemaat.',
  },
  removal: {
    confirm: (row) => `Yakin ingin menghapus warta "${row.judul_warta}" beserta PDF-nya?`,
    success: () => 'Warta jemaat berhasil dihapus.',
    failure: 'Gagal menghapus warta jemaat.',
  },
  alsoRevalidate: ['/tinjauan'],
  columns: [
    {
      id: 'tanggal_warta',
      label: 'Tanggal',
      nowrap: true,
      render: (row) => formatDate(row.tanggal_warta),
    },
    textColumn('judul_warta', 'Judul'),
    {
      id: 'berkas_pdf',
      label: 'PDF',
      sortable: false,
      nowrap: true,
      render: (row) =>
        row.berkas_pdf && row.berkas_pdf_ukuran !== null
          ? `Ada · ${formatFileSize(row.berkas_pdf_ukuran)}`
          : '—',
    },
    statusColumn(),
  ],
});

// Two forms whose lists are screens of their own (filters, totals, a removal dialog).

export const JEMAAT_FORM: RecordFormResource = {
  endpoint: '/jemaat',
  list: '/admin-dashboard/jemaat',
  texts: {
    createTitle: 'Tambah Data Jemaat',
    editTitle: 'Detail Data Jemaat',
    created: 'Data berhasil ditambahkan!',
    updated: 'Data berhasil diperbarui!',
    failure: 'Gagal menyimpan data',
    loading: 'Memuat data jemaat...',
    loadError: 'Gagal mengambil data jemaat!',
  },
};

export const KEUANGAN_FORM: RecordFormResource = {
  endpoint: '/keuangan-gereja',
  list: '/admin-dashboard/keuangan',
  texts: {
    ...formTitles('Transaksi'),
    created: 'Transaksi berhasil ditambahkan!',
    updated: 'Transaksi berhasil diperbarui!',
    failure: 'Gagal menyimpan transaksi',
    loading: 'Memuat data keuangan...',
    loadError: 'Gagal memuat data',
  },
};
