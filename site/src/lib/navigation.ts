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

/** Each page the menus link to, named once so the main menu and the footer never give it two labels. */
const PAGE = {
  sejarah: { label: 'Sejarah', href: '/profile' },
  visiMisi: { label: 'Visi dan Misi', href: '/visi-misi' },
  profilPendeta: { label: 'Profil Pendeta', href: '/profil-pendeta' },
  strukturKemajelisan: { label: 'Struktur Kemajelisan', href: '/struktur-kemajelisan' },
  susunanOrganisasi: { label: 'Susunan Organisasi', href: '/susunan-organisasi' },
  galeriGereja: { label: 'Galeri Gereja', href: '/galeri-gereja' },
  kegiatan: { label: 'Kegiatan dan Artikel', href: '/kegiatan' },
  warta: { label: 'Warta Jemaat', href: '/warta' },
  jadwalIbadah: { label: 'Jadwal Ibadah', href: '/#jadwal-ibadah' },
} satisfies Record<string, NavLink>;

export const MAIN_MENU: NavItem[] = [
  { label: 'Beranda', href: '/' },
  { label: 'Tentang', id: 'tentang', links: [PAGE.sejarah, PAGE.galeriGereja] },
  { label: 'Profil', id: 'profil', links: [PAGE.profilPendeta, PAGE.strukturKemajelisan] },
  { label: 'Berita Gereja', id: 'berita', links: [PAGE.kegiatan, PAGE.warta, PAGE.jadwalIbadah] },
];

export const QUICK_LINKS: NavLink[] = [
  PAGE.sejarah,
  PAGE.visiMisi,
  PAGE.profilPendeta,
  PAGE.strukturKemajelisan,
  PAGE.susunanOrganisasi,
  PAGE.galeriGereja,
  PAGE.kegiatan,
  PAGE.warta,
  PAGE.jadwalIbadah,
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
