/** POST /jemaat-impor/pratinjau */
export interface ImportPreview {
  format: string;
  kolom: string[];
  pemetaan: (string | null)[];
  bidang: { id: string; label: string }[];
  ringkasan: { baris: number; bermasalah: number; duplikat: number };
  baris: PreviewRow[];
}

export interface PreviewRow {
  baris: number;
  data: Record<string, string | null>;
  masalah: { kolom: string; pesan: string }[];
  duplikat: {
    id_jemaat: number;
    nama_jemaat: string;
    no_induk_jemaat: string | null;
    tanggal_lahir_jemaat: string | null;
    cocok: string;
  } | null;
}

/** POST /jemaat-impor */
export interface ImportResult {
  message: string;
  ditambahkan: number;
  diperbarui: number;
  dilewati: number;
  laporan_csv: string;
}

export type Choice = 'lewati' | 'perbarui' | 'tambah';

/** What the server does with a row no choice names: the same rule, shown before confirming. */
export const defaultChoice = (row: PreviewRow): Choice =>
  row.masalah.length > 0 || row.duplikat ? 'lewati' : 'tambah';
