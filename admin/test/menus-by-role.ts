// The spec's menu table made exact: what each role sees in the sidebar, in order. The component test
// checks the role table against it, the browser test the menu a signed-in user sees.

// The part of the menu the admin and the pendeta share: members, services, inventory and content.
const CONGREGATION = [
  'Data Jemaat',
  'Statistik Jemaat',
  'Ulang Tahun & Pernikahan',
  'Jadwal Ibadah',
  'Inventaris Gereja',
  'Kegiatan Gereja',
  'Artikel Gereja',
];

export const MENUS_BY_ROLE = {
  admin: [
    'Kelola Profil',
    'Data User',
    'Keuangan Gereja',
    'Struktur Kemajelisan',
    ...CONGREGATION,
    // Beyond the spec's table: the weekly bulletin, the finance report, the church gallery, the site's texts and the change log.
    'Warta Jemaat',
    'Laporan Keuangan',
    'Galeri Gereja',
    'Konten Situs',
    'Riwayat Perubahan',
  ],
  pendeta: ['Kelola Profil', ...CONGREGATION, 'Warta Jemaat'],
  author: ['Kelola Profil', 'Artikel Gereja'],
  petugas_inventaris: ['Kelola Profil', 'Inventaris Gereja'],
};
