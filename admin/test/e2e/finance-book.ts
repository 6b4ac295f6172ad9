import type { Locator } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { api, testJpeg, uniqueTag } from './support.ts';

export const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;

/** The text as laid out (cells and blocks apart), whitespace collapsed. */
export const shown = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** Set E2E_SCREENSHOTS to a folder to keep full-page pictures of these screens for a look. */
export interface Book {
  tag: string;
  /** Ids of the transactions the test file made; removed after the file. */
  ids: number[];
}

async function add(book: Book, fields: Record<string, string>, receipt?: { name: string; buffer: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt) {
    const image = new Blob([new Uint8Array(receipt.buffer)], { type: 'image/jpeg' });
    form.append('bukti_transaksi', image, receipt.name);
  }
  const saved = await api<{ data: { id_transaksi: number } }>('admin', 'POST', '/keuangan-gereja', form);
  book.ids.push(saved.data.id_transaksi);
}

/** Makes the book before the file's tests and removes it after them. */
export function financeBook(prefix: string): Book {
  const book: Book = { tag: uniqueTag(prefix), ids: [] };
  beforeAll(async () => {
    const list = await api<{ data: { id_kategori: number; nama_kategori: string }[] }>(
      'admin',
      'GET',
      '/kategori-transaksi',
    );
    const kategori = Object.fromEntries(list.data.map((k) => [k.nama_kategori, k.id_kategori]));
    const row = (
      tanggal: string,
      nama: string,
      jenis: string,
      jumlah: number,
      k?: string,
      lokasi?: string,
    ) => ({
      tanggal_transaksi: tanggal,
      nama_transaksi: `${book.tag} ${nama}`,
      jenis_transaksi: jenis,
      jumlah_transaksi: String(jumlah),
      ...(k ? { id_kategori: String(kategori[k]) } : {}),
      ...(lokasi ? { lokasi_transaksi: lokasi } : {}),
    });
    await add(
      book,
      row('2018-01-07', 'Kolekte Januari', 'pemasukan', 2_500_000, 'Persembahan Ibadah', 'Induk Girimarto'),
    );
    await add(
      book,
      row('2018-02-04', 'Kolekte Februari', 'pemasukan', 1_750_000, 'Persembahan Ibadah', 'Pepanthan Simpar'),
    );
    await add(
      book,
      row('2018-02-10', 'Perpuluhan', 'pemasukan', 4_000_000, 'Persepuluhan', 'Induk Girimarto'),
    );
    await add(book, row('2018-02-20', 'Listrik', 'pengeluaran', 650_000, 'Operasional', 'Pepanthan Simpar'));
    const semen = row(
      '2018-03-15',
      'Semen renovasi',
      'pengeluaran',
      3_100_000,
      'Pembangunan',
      'Pepanthan Gemawang',
    );
    await add(book, semen, await testJpeg('nota.jpg', 40));
    await add(book, row('2018-03-20', '=Lelang hasil bumi', 'pemasukan', 900_000));
  });
  afterAll(async () => {
    for (const id of book.ids) await api('admin', 'DELETE', `/keuangan-gereja/${id}`).catch(() => undefined);
  });
  return book;
}
