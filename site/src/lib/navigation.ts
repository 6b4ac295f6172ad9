// The menus of the spec's shared layout and the footer's quick links.

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  id: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const MAIN_MENU: NavItem[] = [
  { label: 'Beranda', href: '/' },
  {
    label: 'Tentang',
    id: 'tentang',
    links: [
      { label: 'Sejarah', href: '/profile' },
      { label: 'Galeri Gereja', href: '/galeri-gereja' },
    ],
  },
  {
    label: 'Profil',
    id: 'profil',
    links: [
      { label: 'Profil Pendeta', href: '/profil-pendeta' },
      { label: 'Struktur Kemajelisan', href: '/struktur-kemajelisan' },
    ],
  },
  {
    label: 'Berita Gereja',
    id: 'berita',
    links: [
      { label: 'Kegiatan dan Artikel', href: '/kegiatan' },
      { label: 'Warta Jemaat', href: '/warta' },
      { label: 'Jadwal Ibadah', href: '/#jadwal-ibadah' },
    ],
  },
];

export const QUICK_LINKS: NavLink[] = [
  { label: 'Sejarah', href: '/profile' },
  { label: 'Visi dan Misi', href: '/visi-misi' },
  { label: 'Profil Pendeta', href: '/profil-pendeta' },
  { label: 'Struktur Kemajelisan', href: '/struktur-kemajelisan' },
  { label: 'Susunan Organisasi', href: '/susunan-organisasi' },
  { label: 'Galeri Gereja', href: '/galeri-gereja' },
  { label: 'Kegiatan dan Artikel', href: '/kegiatan' },
  { label: 'Warta Jemaat', href: '/warta' },
  { label: 'Jadwal Ibadah', href: '/#jadwal-ibadah' },
];

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

/** Whether a menu link is the page being shown (the home anchor never is). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
