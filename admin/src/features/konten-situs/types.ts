import type { KontenSitus } from '@gkj/contract';

/** One period of the church's history, as the settings answer and the save carry it. */
export type Sejarah = KontenSitus['sejarah'][number];

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
