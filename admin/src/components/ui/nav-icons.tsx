import type { ComponentType, SVGProps } from 'react';
import {
  ActivityIcon,
  ArticleIcon,
  BoxIcon,
  BulletinIcon,
  CakeIcon,
  CalendarIcon,
  ChartIcon,
  GlobeIcon,
  HistoryIcon,
  ImageIcon,
  PeopleIcon,
  ReportIcon,
  SitemapIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';
import type { Area } from '../../lib/access.ts';

export const NAV_ICONS: Record<Area, ComponentType<SVGProps<SVGSVGElement>>> = {
  profile: UserIcon,
  users: UsersIcon,
  keuangan: WalletIcon,
  'laporan-keuangan': ReportIcon,
  kemajelisan: SitemapIcon,
  jemaat: PeopleIcon,
  statistik: ChartIcon,
  'ulang-tahun': CakeIcon,
  jadwal: CalendarIcon,
  inventaris: BoxIcon,
  kegiatan: ActivityIcon,
  artikel: ArticleIcon,
  warta: BulletinIcon,
  galeri: ImageIcon,
  'konten-situs': GlobeIcon,
  riwayat: HistoryIcon,
};
