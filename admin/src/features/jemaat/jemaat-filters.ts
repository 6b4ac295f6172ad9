import type { ListFilter } from '../../components/resource-list/resource-list.tsx';
import { GENDER_OPTIONS, KEWARGAAN_OPTIONS, STATUS_OPTIONS } from '../../lib/choices.ts';

const ALL = { id: '', label: 'Semua' };
const yesNo = (yes: string, no: string) => [ALL, { id: 'ya', label: yes }, { id: 'tidak', label: no }];

/**
 * The member list's filters, all kept in the address: the statistics link to the list with them, and
 * the export takes the same ones. Active members first: the others are one choice away, and counted.
 */
export const JEMAAT_FILTERS: ListFilter[] = [
  {
    param: 'status',
    label: 'Status Bergereja',
    defaultValue: 'aktif',
    options: [...STATUS_OPTIONS, { id: 'semua', label: 'Semua' }],
  },
  {
    param: 'kewargaan',
    label: 'Kewargaan',
    options: [ALL, ...KEWARGAAN_OPTIONS, { id: 'tanpa', label: 'Belum diisi' }],
  },
  {
    param: 'jenis_kelamin',
    label: 'Jenis Kelamin',
    options: [ALL, ...GENDER_OPTIONS, { id: 'tanpa', label: 'Belum diisi' }],
    advanced: true,
  },
  { param: 'usia_dari', label: 'Usia dari (tahun)', options: [], kind: 'number', advanced: true },
  { param: 'usia_sampai', label: 'Usia sampai (tahun)', options: [], kind: 'number', advanced: true },
  { param: 'baptis', label: 'Baptis', options: yesNo('Sudah baptis', 'Belum baptis'), advanced: true },
  { param: 'sidi', label: 'Sidi', options: yesNo('Sudah sidi', 'Belum sidi'), advanced: true },
  { param: 'menikah', label: 'Menikah', options: yesNo('Menikah', 'Belum menikah'), advanced: true },
];
