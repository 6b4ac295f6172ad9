// The demo book's categories and congregations, read from each transaction's name the way a treasurer
// would file them. Sales of inventory stay uncategorised on purpose: the screens show 'Tanpa kategori'.
import type { Lokasi } from '@gkj/db';
import type { Transaction } from './transactions.ts';

const CATEGORY_BY_NAME: [RegExp, string][] = [
  [/^Persembahan (Ibadah|Sekolah Minggu)/, 'Persembahan Ibadah'],
  [/^Persembahan Perpuluhan/, 'Persepuluhan'],
  [/^Persembahan Syukur/, 'Persembahan Syukur'],
  [/^Persembahan Khusus/, 'Persembahan Khusus'],
  [/^Pembelian /, 'Pembelian Inventaris'],
  [/^Honorarium/, 'Honorarium'],
  [/^(Tagihan|Iuran|Konsumsi|Transport)/, 'Operasional'],
  [/(diakonia|sembako)/i, 'Diakonia'],
  [/^Bahan bangunan/, 'Pembangunan'],
  [/^(Subsidi|Hadiah)/, 'Lain-lain'],
];

const PLACES: [string, Lokasi][] = [
  ['Gemawang', 'Pepanthan Gemawang'],
  ['Simpar', 'Pepanthan Simpar'],
  ['Paseban', 'Pepanthan Paseban'],
  ['Sidoharjo', 'Pepanthan Sidoharjo'],
];

export function categoryName(t: Transaction): string | null {
  if (t.item && t.jenis === 'pemasukan') return null;
  return CATEGORY_BY_NAME.find(([pattern]) => pattern.test(t.nama))?.[1] ?? null;
}

/** The congregation a transaction names; the weekly offerings of all five stay unassigned. */
export function congregationOf(t: Transaction): Lokasi | null {
  const text = `${t.nama} ${t.keterangan ?? ''}`;
  if (/kelima gereja|lima gereja/.test(text)) return null;
  return PLACES.find(([word]) => text.includes(word))?.[1] ?? 'Induk Girimarto';
}
