export interface Pengaturan {
  nama_gereja: string;
  alamat: string;
  telepon: string;
  email_1: string;
  email_2: string | null;
  logo: string | null;
  judul_sambutan: string;
  teks_sambutan: string;
  tentang_singkat: string;
  profil_gereja: string;
  nama_bank: string;
  nomor_rekening: string;
  atas_nama_rekening: string;
  gambar_qris: string | null;
  visi: string;
  misi: string;
  nama_pendeta: string;
  profil_pendeta: string;
  foto_pendeta: string | null;
  gambar_susunan_organisasi: string | null;
  updated_at?: string;
}

export interface GaleriFoto {
  id_galeri: number;
  nama: string;
  kegiatan: string;
  file_path: string;
  width: number;
  height: number;
}

export interface Gereja {
  lokasi: string;
  nama_gereja: string;
  alamat: string;
  urutan: number;
  waktu_ibadah: { nama: string; jam: string }[];
  galeri: GaleriFoto[];
  updated_at?: string;
}

export interface Sejarah {
  periode: string;
  judul: string;
  isi: string;
}

export interface Slide {
  id_slide: number;
  judul: string;
  keterangan: string | null;
  file_path: string;
  width: number;
  height: number;
  urutan?: number;
  updated_at?: string;
}

export interface KontenSitus {
  /** Null only before the settings were first saved. */
  pengaturan: Pengaturan | null;
  gereja: Gereja[];
  sejarah: Sejarah[];
  slides: Slide[];
}

/** The text fields of the site settings, sent whole by PUT /konten-situs/pengaturan. */
export const PENGATURAN_TEXT_FIELDS = [
  'nama_gereja',
  'alamat',
  'telepon',
  'email_1',
  'email_2',
  'judul_sambutan',
  'teks_sambutan',
  'tentang_singkat',
  'profil_gereja',
  'nama_bank',
  'nomor_rekening',
  'atas_nama_rekening',
  'visi',
  'misi',
  'nama_pendeta',
  'profil_pendeta',
] as const;

export type PengaturanText = Record<(typeof PENGATURAN_TEXT_FIELDS)[number], string>;

/** The image columns of the site settings, each replaced by PUT /konten-situs/gambar/{kolom}. */
export type PengaturanImage = 'logo' | 'gambar_qris' | 'foto_pendeta' | 'gambar_susunan_organisasi';

export const KONTEN_KEY = '/konten-situs';
