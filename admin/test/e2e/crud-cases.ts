// What each resource's record life expects to read: its addresses and the spec's texts, one table
// for every resource that the screens' tests walk through (crud-flow.ts).
import type { CrudTexts } from './crud-flow.ts';

export const ARTIKEL_TEXTS: CrudTexts = {
  as: 'penulis',
  list: '/admin-dashboard/artikel',
  endpoint: '/artikel',
  idField: 'id_artikel',
  add: 'Tambah Artikel',
  forms: { create: 'Tambah Artikel', edit: 'Edit Artikel' },
  nameColumn: 'Judul Artikel',
  // A penulis saves drafts; admin or pendeta publish them.
  save: 'Simpan Draf',
  messages: {
    added: 'Artikel berhasil ditambahkan',
    updated: 'Artikel berhasil diperbarui',
    confirm: (name) => `Yakin ingin menghapus artikel "${name}"?`,
    deleted: () => 'Artikel berhasil dihapus',
  },
};

export const JADWAL_TEXTS: CrudTexts = {
  as: 'pendeta',
  list: '/admin-dashboard/jadwal',
  endpoint: '/jadwal-ibadah',
  idField: 'id_jadwal_ibadah',
  add: 'Tambah Jadwal Ibadah',
  forms: { create: 'Tambah Jadwal Ibadah', edit: 'Edit Jadwal Ibadah' },
  nameColumn: 'Nama Ibadah',
  messages: {
    added: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus jadwal ${name}?`,
    deleted: () => 'Jadwal berhasil dihapus',
  },
};

export const INVENTARIS_TEXTS: CrudTexts = {
  as: 'inventaris',
  list: '/admin-dashboard/inventaris',
  endpoint: '/inventarisasi-gereja',
  idField: 'id_inventaris',
  add: 'Tambah Inventaris',
  forms: { create: 'Tambah Inventaris', edit: 'Edit Inventaris' },
  nameColumn: 'Nama Inventaris',
  messages: {
    added: 'Inventaris berhasil ditambahkan.',
    updated: 'Inventaris berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus ${name}?`,
    deleted: () => 'Data berhasil dihapus!',
  },
};

export const KEGIATAN_TEXTS: CrudTexts = {
  as: 'pendeta',
  list: '/admin-dashboard/kegiatan',
  endpoint: '/kegiatan-gereja',
  idField: 'id_kegiatan_gereja',
  add: 'Tambah Kegiatan',
  forms: { create: 'Tambah Kegiatan', edit: 'Edit Kegiatan' },
  nameColumn: 'Nama Kegiatan',
  messages: {
    added: 'Data kegiatan berhasil ditambahkan!',
    updated: 'Data kegiatan berhasil diubah!',
    confirm: (name) => `Yakin ingin menghapus kegiatan ${name}?`,
    deleted: () => 'Kegiatan berhasil dihapus.',
  },
};

export const KEUANGAN_TEXTS: CrudTexts = {
  as: 'admin',
  list: '/admin-dashboard/keuangan',
  endpoint: '/keuangan-gereja',
  idField: 'id_transaksi',
  add: 'Tambah Transaksi',
  forms: { create: 'Tambah Transaksi', edit: 'Detail Transaksi' },
  nameColumn: 'Nama Transaksi',
  messages: {
    added: 'Transaksi berhasil ditambahkan!',
    updated: 'Transaksi berhasil diperbarui!',
    confirm: (name) => `Yakin ingin menghapus transaksi ${name}?`,
    deleted: () => 'Transaksi dihapus!',
  },
};

export const USERS_TEXTS: CrudTexts = {
  as: 'admin',
  list: '/admin-dashboard/users',
  endpoint: '/user',
  idField: 'id_user',
  add: 'Tambah Data User',
  forms: { create: 'Tambah User', edit: 'Edit User' },
  nameColumn: 'Username',
  open: 'Edit',
  messages: {
    added: 'Data user berhasil ditambahkan!',
    updated: 'Data user berhasil diperbarui!',
    confirm: (name) => `Apakah kamu yakin ingin menghapus user ${name}?`,
    deleted: (name) => `User ${name} berhasil dihapus.`,
  },
};

export const JEMAAT_TEXTS: CrudTexts = {
  as: 'pendeta',
  list: '/admin-dashboard/jemaat',
  endpoint: '/jemaat',
  idField: 'id_jemaat',
  add: 'Tambah Data Jemaat',
  forms: { create: 'Tambah Data Jemaat', edit: 'Detail Data Jemaat' },
  nameColumn: 'Nama',
  messages: {
    added: 'Data berhasil ditambahkan!',
    updated: 'Data berhasil diperbarui!',
    confirm: (name) => `Yakin ingin menghapus ${name}?`,
    deleted: () => 'Data berhasil dihapus',
  },
};

export const KEMAJELISAN_TEXTS: CrudTexts = {
  as: 'admin',
  list: '/admin-dashboard/kemajelisan',
  endpoint: '/kemajelisan',
  idField: 'id_kemajelisan',
  add: 'Tambah Majelis',
  forms: { create: 'Tambah Majelis', edit: 'Edit Majelis' },
  nameColumn: 'Nama Majelis',
  messages: {
    added: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus ${name} (Diaken) dari struktur kemajelisan?`,
    deleted: () => 'Data berhasil dihapus.',
  },
};

/**
 * Every list of the shared component and the form its rows open: the form's address, the API endpoint
 * and id field of the rows (to open a stored record), and the title a stored record's form shows.
 */
export const RECORD_SCREENS = [
  { list: 'users', form: 'detail-user', endpoint: '/user', id: 'id_user', title: 'Edit User' },
  {
    list: 'keuangan',
    form: 'detail-keuangan',
    endpoint: '/keuangan-gereja',
    id: 'id_transaksi',
    title: 'Detail Transaksi',
  },
  {
    list: 'kemajelisan',
    form: 'detail-kemajelisan',
    endpoint: '/kemajelisan',
    id: 'id_kemajelisan',
    title: 'Edit Majelis',
  },
  {
    list: 'jemaat',
    form: 'detail-jemaat',
    endpoint: '/jemaat',
    id: 'id_jemaat',
    title: 'Detail Data Jemaat',
  },
  {
    list: 'jadwal',
    form: 'detail-jadwal',
    endpoint: '/jadwal-ibadah',
    id: 'id_jadwal_ibadah',
    title: 'Edit Jadwal Ibadah',
  },
  {
    list: 'inventaris',
    form: 'detail-inventaris',
    endpoint: '/inventarisasi-gereja',
    id: 'id_inventaris',
    title: 'Edit Inventaris',
  },
  {
    list: 'kegiatan',
    form: 'detail-kegiatan',
    endpoint: '/kegiatan-gereja',
    id: 'id_kegiatan_gereja',
    title: 'Edit Kegiatan',
  },
  { list: 'artikel', form: 'detail-artikel', endpoint: '/artikel', id: 'id_artikel', title: 'Edit Artikel' },
] as const;
