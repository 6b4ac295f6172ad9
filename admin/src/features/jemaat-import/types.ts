import type { ImportPreview } from '@gkj/contract';

/** One row of POST /jemaat-impor/pratinjau: its values, its problems and a likely duplicate. */
export type PreviewRow = ImportPreview['baris'][number];

export type Choice = 'lewati' | 'perbarui' | 'tambah';

/** What the server does with a row no choice names: the same rule, shown before confirming. */
export const defaultChoice = (row: PreviewRow): Choice =>
  row.masalah.length > 0 || row.duplikat ? 'lewati' : 'tambah';
