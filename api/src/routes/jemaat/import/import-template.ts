import type { Sheet } from '../spreadsheet.ts';

/**
 * The import template: the headers church registers already use (each one the mapping recognises) and
 * one example row in the accepted forms, to be overwritten.
 */
export function templateSheet(): Sheet {
  return {
    headers: [
      'No Induk',
      'Nama',
      'L/P',
      'Tgl Lahir',
      'Alamat',
      'Telp',
      'Pepanthan',
      'Status',
      'Tgl Baptis',
      'Tgl Sidi',
      'Pasangan',
      'Tgl Nikah',
    ],
    rows: [
      [
        'GRM-0001',
        'Contoh Nama Jemaat',
        'L',
        '1975-08-17',
        'Dusun Girimarto RT 01/RW 02',
        '081234567890',
        'Induk Girimarto',
        'aktif',
        '1975-12-25',
        '1992-04-19',
        'Contoh Nama Pasangan',
        '2001-06-09',
      ],
    ],
    dateColumns: new Set([3, 8, 9, 11]),
  };
}
