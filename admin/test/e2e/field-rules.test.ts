// Numbers and dates are taken as typed or refused with the reason beside the field, never rewritten
// into another value: '1.5' items are not 15, '-5' is not 5, and nobody is born in the future.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { removeTagged } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const INVENTARIS = { endpoint: '/inventarisasi-gereja', idField: 'id_inventaris' };
const KEUANGAN = { endpoint: '/keuangan-gereja', idField: 'id_transaksi' };
const JEMAAT = { endpoint: '/jemaat', idField: 'id_jemaat' };

const inputOf = (page: Page, label: string) => ui.field(page, label).locator('input').first();

/** Types the value, presses Simpan and returns the field's message; the form stays where it was. */
async function refused(page: Page, label: string, value: string, title: string): Promise<string> {
  await ui.fill(page, label, value);
  expect(await inputOf(page, label).inputValue()).toBe(value);
  await ui.press(page, 'Simpan');
  const message = await ui.fieldError(page, label);
  await ui.heading(page, title);
  return message;
}

/** Today and tomorrow (YYYY-MM-DD) in WIB, the zone the dashboard's dates are in. */
function wibDates() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return { today, tomorrow: new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10) };
}

describe('numbers are refused, not rewritten', () => {
  it('inventory count: 1.5 and -5 are refused with the reason; 7 is stored', async () => {
    const tag = ui.uniqueTag();
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-inventaris');
    try {
      await ui.heading(page, 'Tambah Inventaris');
      await ui.fill(page, 'Nama Inventaris', `${tag} Mimbar`);
      await ui.fill(page, 'Jenis Inventaris', 'Perabot');
      await ui.choose(page, 'Milik', 'Induk Girimarto');
      const rule = 'Jumlah harus bilangan bulat 0 atau lebih.';
      expect(await refused(page, 'Jumlah', '1.5', 'Tambah Inventaris')).toBe(rule);
      expect(await refused(page, 'Jumlah', '-5', 'Tambah Inventaris')).toBe(rule);
      await ui.fill(page, 'Jumlah', '7');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Inventaris berhasil ditambahkan.');
      const { data } = await ui.api<{ data: { jumlah_inventaris: number }[] }>(
        'admin',
        'GET',
        `${INVENTARIS.endpoint}?q=${tag}`,
      );
      expect(data.map((row) => row.jumlah_inventaris)).toEqual([7]);
    } finally {
      await ui.closePage(page);
      await removeTagged(INVENTARIS, tag);
    }
  });

  it('finance: a decimal amount and a negative item count are refused; Rp 150.000 is 150000', async () => {
    const tag = ui.uniqueTag();
    const item = `${tag} Kursi`;
    await ui.api('admin', 'POST', INVENTARIS.endpoint, {
      nama_inventaris: item,
      jenis_inventaris: 'Perabot',
      jumlah_inventaris: 1,
      lokasi_inventaris: 'Induk Girimarto',
    });
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-keuangan');
    try {
      await ui.heading(page, 'Tambah Transaksi');
      await ui.fill(page, 'Tanggal Transaksi', '2021-07-01');
      await ui.fill(page, 'Nama Transaksi', `${tag} Beli kursi`);
      await ui.choose(page, 'Jenis Transaksi', 'Pengeluaran');
      await page.getByRole('radiogroup', { name: 'Terkait inventaris?' }).getByText('Ya').click();
      await ui.pick(page, 'Barang Inventaris', tag, item);
      await ui.fill(page, 'Jumlah Item', '-5');
      expect(await refused(page, 'Jumlah Transaksi (Rp)', '1.5', 'Tambah Transaksi')).toBe(
        'Jumlah transaksi harus bilangan bulat rupiah, mis. 150000 atau 150.000.',
      );
      expect(await ui.fieldError(page, 'Jumlah Item')).toBe('Jumlah item harus bilangan bulat lebih dari 0.');
      expect(await inputOf(page, 'Jumlah Item').inputValue()).toBe('-5');

      // The way amounts are written in Indonesian is understood, and shown back as it is read.
      await ui.fill(page, 'Jumlah Transaksi (Rp)', 'Rp 150.000');
      expect(await ui.textOf(ui.field(page, 'Jumlah Transaksi (Rp)').locator('.field-description'))).toBe(
        'Rp 150.000',
      );
      await ui.fill(page, 'Jumlah Item', '2');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Transaksi berhasil ditambahkan!');
      const { data } = await ui.api<{ data: { jumlah_transaksi: number }[] }>(
        'admin',
        'GET',
        `${KEUANGAN.endpoint}?q=${tag}`,
      );
      expect(data.map((row) => row.jumlah_transaksi)).toEqual([150000]);
    } finally {
      await ui.closePage(page);
      await removeTagged(KEUANGAN, tag);
      await removeTagged(INVENTARIS, tag);
    }
  });
});

describe('dates of what already happened', () => {
  it('a member born, baptised or married after today (WIB) is refused; today is accepted', async () => {
    const tag = ui.uniqueTag();
    const { today, tomorrow } = wibDates();
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-jemaat');
    try {
      await ui.heading(page, 'Tambah Data Jemaat');
      await ui.fill(page, 'Nama Jemaat', `${tag} Yohanes`);
      // The picker offers nothing later than today.
      expect(await inputOf(page, 'Tanggal Lahir').getAttribute('max')).toBe(today);
      await ui.fill(page, 'Tanggal Baptis', tomorrow);
      await ui.fill(page, 'Tanggal Nikah', '2030-05-01');
      expect(await refused(page, 'Tanggal Lahir', '2030-01-01', 'Tambah Data Jemaat')).toBe(
        'Tanggal lahir tidak boleh di masa depan.',
      );
      expect(await ui.fieldError(page, 'Tanggal Baptis')).toBe('Tanggal baptis tidak boleh di masa depan.');
      expect(await ui.fieldError(page, 'Tanggal Nikah')).toBe('Tanggal nikah tidak boleh di masa depan.');

      await ui.fill(page, 'Tanggal Lahir', '1990-02-03');
      await ui.fill(page, 'Tanggal Baptis', today);
      await ui.fill(page, 'Tanggal Nikah', '');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Data berhasil ditambahkan!');
    } finally {
      await ui.closePage(page);
      await removeTagged(JEMAAT, tag);
    }
  });
});
