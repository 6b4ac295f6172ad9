import type { RoleName } from './session.ts';

// The spec's menu table, in the order the sidebar lists it. The server enforces the same rules;
// here they choose the menu and keep a role away from screens whose calls would be refused.
export type Area =
  | 'profile'
  | 'users'
  | 'keuangan'
  | 'laporan-keuangan'
  | 'kemajelisan'
  | 'jemaat'
  | 'statistik'
  | 'ulang-tahun'
  | 'jadwal'
  | 'inventaris'
  | 'kegiatan'
  | 'artikel'
  | 'warta'
  | 'galeri'
  | 'konten-situs'
  | 'riwayat';

export interface MenuEntry {
  area: Area;
  label: string;
  path: string;
}

export const MENU: MenuEntry[] = [
  { area: 'profile', label: 'Kelola Profil', path: '/admin-dashboard/profile' },
  { area: 'users', label: 'Data User', path: '/admin-dashboard/users' },
  { area: 'keuangan', label: 'Keuangan Gereja', path: '/admin-dashboard/keuangan' },
  { area: 'kemajelisan', label: 'Struktur Kemajelisan', path: '/admin-dashboard/kemajelisan' },
  { area: 'jemaat', label: 'Data Jemaat', path: '/admin-dashboard/jemaat' },
  { area: 'statistik', label: 'Statistik Jemaat', path: '/admin-dashboard/statistik-jemaat' },
  { area: 'ulang-tahun', label: 'Ulang Tahun & Pernikahan', path: '/admin-dashboard/ulang-tahun' },
  { area: 'jadwal', label: 'Jadwal Ibadah', path: '/admin-dashboard/jadwal' },
  { area: 'inventaris', label: 'Inventaris Gereja', path: '/admin-dashboard/inventaris' },
  { area: 'kegiatan', label: 'Kegiatan Gereja', path: '/admin-dashboard/kegiatan' },
  { area: 'artikel', label: 'Artikel Gereja', path: '/admin-dashboard/artikel' },
  // Beyond the spec's menu table, so its order stays the spec's.
  { area: 'warta', label: 'Warta Jemaat', path: '/admin-dashboard/warta' },
  { area: 'laporan-keuangan', label: 'Laporan Keuangan', path: '/admin-dashboard/laporan-keuangan' },
  { area: 'galeri', label: 'Galeri Gereja', path: '/admin-dashboard/galeri' },
  { area: 'konten-situs', label: 'Konten Situs', path: '/admin-dashboard/konten-situs' },
  { area: 'riwayat', label: 'Riwayat Perubahan', path: '/admin-dashboard/riwayat' },
];

const AREAS_BY_ROLE: Record<RoleName, Area[]> = {
  // The admin opens every screen of the menu.
  admin: MENU.map((entry) => entry.area),
  pendeta: [
    'profile',
    'jemaat',
    'statistik',
    'ulang-tahun',
    'jadwal',
    'inventaris',
    'kegiatan',
    'artikel',
    'warta',
  ],
  author: ['profile', 'artikel'],
  petugas_inventaris: ['profile', 'inventaris'],
};

export function areasFor(role: string | undefined): Area[] {
  return AREAS_BY_ROLE[role as RoleName] ?? ['profile'];
}

export function canOpen(role: string | undefined, area: Area): boolean {
  return areasFor(role).includes(area);
}

export function menuFor(role: string | undefined): MenuEntry[] {
  const areas = areasFor(role);
  return MENU.filter((entry) => areas.includes(entry.area));
}

/** Roles whose writes rebuild the public site: they see its build state. */
export function seesSiteBuilds(role: string | undefined): boolean {
  const areas = areasFor(role);
  return areas.includes('artikel') || areas.includes('kegiatan');
}

/** Roles that publish, schedule and review content (the API's `terbitkan` rule); penulis write drafts. */
export function mayPublish(role: string | undefined): boolean {
  return role === 'admin' || role === 'pendeta';
}
