import { KEWARGAAN_OPTIONS } from '../../lib/choices.ts';

/** GET /jemaat-statistik: one count per dimension, value and congregation ('tanpa': left blank). */
export interface Statistics {
  tanggal: string;
  status: string;
  baris: { dimensi: string; nilai: string; kewargaan: string; jumlah: number }[];
}

/** GET /jemaat-ulang-tahun */
export interface Birthdays {
  dari: string;
  sampai: string;
  ulang_tahun: {
    id_jemaat: number;
    nama_jemaat: string;
    kewargaan: string | null;
    tanggal: string;
    tanggal_lahir_jemaat: string;
    usia: number;
  }[];
  pernikahan: {
    id_jemaat: number;
    nama_jemaat: string;
    kewargaan: string | null;
    pasangan: string | null;
    tanggal: string;
    tanggal_nikah: string;
    tahun: number;
  }[];
}

export const CONGREGATIONS = [...KEWARGAAN_OPTIONS.map((option) => option.id), 'tanpa'];

/** 'GKJ Girimarto Pepanthan Paseban' → 'Pepanthan Paseban'; the main church → 'Induk Girimarto'. */
export function congregationName(kewargaan: string | null): string {
  if (!kewargaan || kewargaan === 'tanpa') return 'Belum diisi';
  if (kewargaan === 'GKJ Girimarto') return 'Induk Girimarto';
  return kewargaan.replace(/^GKJ Girimarto /, '');
}

/** A table header's name: 'Induk', 'Paseban' … (the table is narrow on a phone; the full name is its title). */
export function congregationShortName(kewargaan: string): string {
  if (kewargaan === 'GKJ Girimarto') return 'Induk';
  return kewargaan === 'tanpa' ? 'Belum diisi' : (kewargaan.split(' ').at(-1) ?? kewargaan);
}
