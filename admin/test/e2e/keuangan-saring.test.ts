// The finance list as the treasurer filters it: period (typed, or a shortcut), type, category and
// congregation narrow the rows and the totals and stay in the address; the filtered rows download as CSV
// and XLSX; the category screen keeps names unique and categories in use; the form files a transaction
// under a category and a congregation. On a phone and on a wide screen.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { financeBook, rupiah } from './finance-book.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const book = financeBook('saring');
const { tag, ids } = book;

const totals = (page: Page) => page.locator('.total-value').allInnerTexts();

describe('the finance list, filtered', () => {
  it.each(ui.VIEWPORTS)(
    'at $name: period, type, category and congregation narrow the rows and the totals',
    async (viewport) => {
      const page = await ui.openAs(
        browser(),
        'admin',
        `/admin-dashboard/keuangan?q=${tag}&sort=tanggal_transaksi&order=asc`,
        { viewport },
      );
      try {
        await ui.heading(page, 'Keuangan Gereja');
        await expect.poll(() => ui.column(page, 'Kategori'), { timeout: 8_000 }).toHaveLength(6);
        await ui.fill(page, 'Dari tanggal', '2018-02-01');
        // As a person moves on to the next field only once the list shows the first date's rows.
        await ui.expectColumn(page, 'Nama Transaksi', [
          `${tag} Kolekte Februari`,
          `${tag} Perpuluhan`,
          `${tag} Listrik`,
          `${tag} Semen renovasi`,
          `${tag} =Lelang hasil bumi`,
        ]);
        await ui.fill(page, 'Sampai tanggal', '2018-02-28');
        await ui.expectColumn(page, 'Nama Transaksi', [
          `${tag} Kolekte Februari`,
          `${tag} Perpuluhan`,
          `${tag} Listrik`,
        ]);
        await expect.poll(() => totals(page)).toEqual([rupiah(5_750_000), rupiah(650_000)]);
        expect(await ui.column(page, 'Kategori')).toEqual([
          'Persembahan Ibadah',
          'Persepuluhan',
          'Operasional',
        ]);

        await ui.choose(page, 'Jenis', 'Pemasukan');
        await ui.expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`, `${tag} Perpuluhan`]);
        await ui.choose(page, 'Jemaat', 'Pepanthan Simpar');
        await ui.expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`]);
        await expect.poll(() => totals(page)).toEqual([rupiah(1_750_000), rupiah(0)]);
        // Every filter is in the address: a reload shows the same rows.
        const url = new URL(page.url());
        expect(
          Object.fromEntries(['dari', 'sampai', 'jenis', 'lokasi'].map((k) => [k, url.searchParams.get(k)])),
        ).toEqual({
          dari: '2018-02-01',
          sampai: '2018-02-28',
          jenis: 'pemasukan',
          lokasi: 'Pepanthan Simpar',
        });
        await page.reload();
        await ui.expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`]);

        await page.goto(page.url().replace(/&?(dari|sampai|jenis|lokasi)=[^&]*/g, ''));
        await ui.choose(page, 'Kategori', 'Tanpa kategori');
        await ui.expectColumn(page, 'Nama Transaksi', [`${tag} =Lelang hasil bumi`]);
        expect(await ui.column(page, 'Kategori')).toEqual(['Tanpa kategori']);

        await ui.press(page, 'Tahun ini');
        const year = new Date().getFullYear();
        await expect.poll(() => new URL(page.url()).searchParams.get('dari')).toBe(`${year}-01-01`);
        expect(new URL(page.url()).searchParams.get('sampai')).toBe(`${year}-12-31`);
        // The book is of 2018: this year shows none of it. Checked once the list has settled.
        await ui.expectColumn(page, 'Nama Transaksi', []);
        expect(await ui.seriousViolations(page)).toEqual([]);
      } finally {
        await ui.closePage(page);
      }
    },
  );

  it('exports the filtered list as CSV and XLSX that read back to its rows', async () => {
    const page = await ui.openAs(
      browser(),
      'admin',
      `/admin-dashboard/keuangan?q=${tag}&dari=2018-01-01&sampai=2018-03-31`,
    );
    try {
      await expect.poll(() => ui.column(page, 'Kategori'), { timeout: 8_000 }).toHaveLength(6);
      const [csv] = await Promise.all([page.waitForEvent('download'), ui.press(page, 'Unduh CSV')]);
      expect(csv.suggestedFilename()).toBe('transaksi-keuangan-2018-01-01-2018-03-31.csv');
      const bytes = readFileSync((await csv.path()) as string);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
      expect(records.map((r) => [r.Tanggal, r['Nama Transaksi'], r.Kategori, r['Jumlah (Rp)']])).toEqual([
        ['2018-01-07', `${tag} Kolekte Januari`, 'Persembahan Ibadah', '2500000'],
        ['2018-02-04', `${tag} Kolekte Februari`, 'Persembahan Ibadah', '1750000'],
        ['2018-02-10', `${tag} Perpuluhan`, 'Persepuluhan', '4000000'],
        ['2018-02-20', `${tag} Listrik`, 'Operasional', '650000'],
        ['2018-03-15', `${tag} Semen renovasi`, 'Pembangunan', '3100000'],
        ['2018-03-20', `${tag} =Lelang hasil bumi`, 'Tanpa kategori', '900000'],
      ]);

      const [xlsx] = await Promise.all([page.waitForEvent('download'), ui.press(page, 'Unduh XLSX')]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await xlsx.path()) as string) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const first = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(first[0]).toBeInstanceOf(Date);
      expect(first[5]).toBe(2_500_000);
      const totalsRow = (sheet.getRow(8).values as unknown[]).slice(1);
      expect([totalsRow[0], totalsRow[5]]).toEqual(['Total pemasukan', 9_150_000]);
    } finally {
      await ui.closePage(page);
    }
  });
});

describe('categories and the transaction form', () => {
  it('adds and renames a category, refuses to delete one in use, and files a new transaction under it', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/kategori-keuangan');
    const name = `${tag} Bazar`;
    try {
      await ui.heading(page, 'Kategori Keuangan');
      await ui.fill(page, 'Nama kategori baru', name);
      // 'Pemasukan' is the type already chosen.
      expect(await ui.textOf(page.locator('.kategori-add .select-trigger'))).toBe('Pemasukan');
      await ui.press(page, 'Tambah Kategori');
      await ui.expectToast(page, 'Kategori berhasil ditambahkan!');
      await ui.fill(page, 'Nama kategori baru', name.toUpperCase());
      await ui.press(page, 'Tambah Kategori');
      await ui.expectToast(page, 'Nama itu sudah dipakai oleh kategori pemasukan lain; pilih nama lain.');
      await page.getByRole('button', { name: 'Hapus Operasional', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus', exact: true }).click();
      const used = await ui.api<{ data: { nama_kategori: string; jumlah_transaksi: number }[] }>(
        'admin',
        'GET',
        '/kategori-transaksi',
      );
      const count = used.data.find((k) => k.nama_kategori === 'Operasional')?.jumlah_transaksi;
      await ui.expectToast(
        page,
        `Kategori masih dipakai oleh ${count} transaksi; ganti namanya atau pindahkan transaksinya dulu.`,
      );

      await page.goto(page.url().replace('kategori-keuangan', 'detail-keuangan'));
      await ui.heading(page, 'Tambah Transaksi');
      await ui.fill(page, 'Tanggal Transaksi', '2018-03-25');
      await ui.fill(page, 'Nama Transaksi', `${tag} Bazar Paskah`);
      await ui.choose(page, 'Jenis Transaksi', 'Pemasukan');
      await ui.fill(page, 'Jumlah Transaksi (Rp)', '125000');
      await ui.choose(page, 'Kategori (opsional)', name);
      await ui.choose(page, 'Jemaat (opsional)', 'Pepanthan Sidoharjo');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Transaksi berhasil ditambahkan!');
      const saved = await ui.api<{
        data: { id_transaksi: number; nama_kategori: string; lokasi_transaksi: string }[];
      }>('admin', 'GET', `/keuangan-gereja?q=${encodeURIComponent(`${tag} Bazar`)}`);
      expect(saved.data.map((t) => [t.nama_kategori, t.lokasi_transaksi])).toEqual([
        [name, 'Pepanthan Sidoharjo'],
      ]);
      ids.push(...saved.data.map((t) => t.id_transaksi));
    } finally {
      await ui.closePage(page);
      const list = await ui.api<{ data: { id_kategori: number; nama_kategori: string }[] }>(
        'admin',
        'GET',
        '/kategori-transaksi',
      );
      for (const id of ids.splice(-1))
        await ui.api('admin', 'DELETE', `/keuangan-gereja/${id}`).catch(() => undefined);
      const mine = list.data.find((k) => k.nama_kategori === name);
      if (mine)
        await ui.api('admin', 'DELETE', `/kategori-transaksi/${mine.id_kategori}`).catch(() => undefined);
    }
  });
});
