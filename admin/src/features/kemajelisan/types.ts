export interface MajelisRow {
  id_kemajelisan: number;
  id_jemaat: number | null;
  nama: string;
  nama_jemaat?: string | null;
  jabatan: 'Pendeta' | 'Penatua' | 'Diaken';
  jabatan_struktur: string | null;
  bidang_kemajelisan: string | null;
  periode_mulai: string | null;
  periode_selesai: string | null;
  periode?: string | null;
}

const options = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));
export const JABATAN_OPTIONS = options(['Pendeta', 'Penatua', 'Diaken']);
export const BIDANG_OPTIONS = options(['MPH', 'PWG', 'Kesaksian Pelayanan', 'Diakonia']);

/** '2023–2027' from the stored dates when the answer carries no ready-made period. */
export function periodeOf(row: Pick<MajelisRow, 'periode' | 'periode_mulai' | 'periode_selesai'>): string {
  if (row.periode) return row.periode;
  const start = row.periode_mulai?.slice(0, 4);
  const end = row.periode_selesai?.slice(0, 4);
  return start || end ? `${start ?? '…'}–${end ?? '…'}` : '—';
}
