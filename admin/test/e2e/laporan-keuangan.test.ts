// The treasurer's work through the screens: filing a transaction under a category and a congregation,
// filtering the finance list (the totals and the export follow), the category screen's rules, and the
// Laporan Keuangan screen with its chart, its files, its receipts and its printed A4 page, on a phone
// and on a wide screen. The book of 2018 belongs to this file alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  choose,
  closePage,
  column,
  DESKTOP_VIEW,
  expectColumn,
  expectToast,
  fill,
  heading,
  openAs,
  PHONE_VIEW,
  press,
  seriousViolations,
  sharedBrowser,
  testJpeg,
  textOf,
  uniqueTag,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

const browser = sharedBrowser();
const tag = uniqueTag('lap');
const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;
const ids: number[] = [];
let kategori: Record<string, number> = {};

// Set E2E_SCREENSHOTS to a folder to keep pictures of these screens for a look.
async function shot(page: Page, name: string, viewport: Viewport) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({ path: path.join(folder, `${name}-${viewport.size.width}.png`), fullPage: true });
}

async function add(fields: Record<string, string>, receipt?: { name: string; buffer: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt)
    form.append(
      'bukti_transaksi',
      new Blob([new Uint8Array(receipt.buffer)], { type: 'image/jpeg' }),
      receipt.name,
    );
  const saved = await api<{ data: { id_transaksi: number } }>('admin', 'POST', '/keuangan-gereja', form);
  ids.push(saved.data.id_transaksi);
}

beforeAll(async () => {
  const list = await api<{ data: { id_kategori: number; nama_kategori: string }[] }>(
    'admin',
    'GET',
    '/kategori-transaksi',
  );
  kategori = Object.fromEntries(list.data.map((k) => [k.nama_kategori, k.id_kategori]));
  const row = (
    tanggal: string,
    nama: string,
    jenis: string,
    jumlah: number,
    k?: string,
    lokasi?: string,
  ) => ({
    tanggal_transaksi: tanggal,
    nama_transaksi: `${tag} ${nama}`,
    jenis_transaksi: jenis,
    jumlah_transaksi: String(jumlah),
    ...(k ? { id_kategori: String(kategori[k]) } : {}),
    ...(lokasi ? { lokasi_transaksi: lokasi } : {}),
  });
  await add(
    row('2018-01-07', 'Kolekte Januari', 'pemasukan', 2_500_000, 'Persembahan Ibadah', 'Induk Girimarto'),
  );
  await add(
    row('2018-02-04', 'Kolekte Februari', 'pemasukan', 1_750_000, 'Persembahan Ibadah', 'Pepanthan Simpar'),
  );
  await add(row('2018-02-10', 'Perpuluhan', 'pemasukan', 4_000_000, 'Persepuluhan', 'Induk Girimarto'));
  await add(row('2018-02-20', 'Listrik', 'pengeluaran', 650_000, 'Operasional', 'Pepanthan Simpar'));
  await add(
    row('2018-03-15', 'Semen renovasi', 'pengeluaran', 3_100_000, 'Pembangunan', 'Pepanthan Gemawang'),
    await testJpeg('nota.jpg', 40),
  );
  await add(row('2018-03-20', '=Lelang hasil bumi', 'pemasukan', 900_000));
});

afterAll(async () => {
  for (const id of ids) await api('admin', 'DELETE', `/keuangan-gereja/${id}`).catch(() => undefined);
});

/** The text as laid out (cells and blocks apart), whitespace collapsed. */
const shown = async (locator: ReturnType<Page['locator']>) =>
  (await locator.innerText()).replace(/\s+/g, ' ').trim();

const totals = (page: Page) => page.locator('.total-value').allInnerTexts();

describe('the finance list, filtered', () => {
  it.each(VIEWPORTS)(
    'at $name: period, type, category and congregation narrow the rows and the totals',
    async (viewport) => {
      const page = await openAs(
        browser(),
        'admin',
        `/admin-dashboard/keuangan?q=${tag}&sort=tanggal_transaksi&order=asc`,
        { viewport },
      );
      try {
        await heading(page, 'Keuangan Gereja');
        await expect.poll(() => column(page, 'Kategori'), { timeout: 8_000 }).toHaveLength(6);
        await fill(page, 'Dari tanggal', '2018-02-01');
        await fill(page, 'Sampai tanggal', '2018-02-28');
        await expectColumn(page, 'Nama Transaksi', [
          `${tag} Kolekte Februari`,
          `${tag} Perpuluhan`,
          `${tag} Listrik`,
        ]);
        await expect.poll(() => totals(page)).toEqual([rupiah(5_750_000), rupiah(650_000)]);
        expect(await column(page, 'Kategori')).toEqual(['Persembahan Ibadah', 'Persepuluhan', 'Operasional']);

        await choose(page, 'Jenis', 'Pemasukan');
        await expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`, `${tag} Perpuluhan`]);
        await choose(page, 'Jemaat', 'Pepanthan Simpar');
        await expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`]);
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
        await expectColumn(page, 'Nama Transaksi', [`${tag} Kolekte Februari`]);

        await page.goto(page.url().replace(/&?(dari|sampai|jenis|lokasi)=[^&]*/g, ''));
        await choose(page, 'Kategori', 'Tanpa kategori');
        await expectColumn(page, 'Nama Transaksi', [`${tag} =Lelang hasil bumi`]);
        expect(await column(page, 'Kategori')).toEqual(['Tanpa kategori']);

        await press(page, 'Tahun ini');
        const year = new Date().getFullYear();
        await expect.poll(() => new URL(page.url()).searchParams.get('dari')).toBe(`${year}-01-01`);
        expect(new URL(page.url()).searchParams.get('sampai')).toBe(`${year}-12-31`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await closePage(page);
      }
    },
  );

  it('exports the filtered list as CSV and XLSX that read back to its rows', async () => {
    const page = await openAs(
      browser(),
      'admin',
      `/admin-dashboard/keuangan?q=${tag}&dari=2018-01-01&sampai=2018-03-31`,
    );
    try {
      await expect.poll(() => column(page, 'Kategori'), { timeout: 8_000 }).toHaveLength(6);
      const [csv] = await Promise.all([page.waitForEvent('download'), press(page, 'Unduh CSV')]);
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

      const [xlsx] = await Promise.all([page.waitForEvent('download'), press(page, 'Unduh XLSX')]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await xlsx.path()) as string) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const first = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(first[0]).toBeInstanceOf(Date);
      expect(first[5]).toBe(2_500_000);
      const totalsRow = (sheet.getRow(8).values as unknown[]).slice(1);
      expect([totalsRow[0], totalsRow[5]]).toEqual(['Total pemasukan', 9_150_000]);
    } finally {
      await closePage(page);
    }
  });
});

describe('Laporan Keuangan', () => {
  const REPORT = '/admin-dashboard/laporan-keuangan?periode=triwulan&triwulan=1&tahun=2018';

  it.each(VIEWPORTS)(
    'at $name: the quarter by category, the chart, no serious axe violation',
    async (viewport) => {
      const page = await openAs(browser(), 'admin', REPORT, { viewport });
      try {
        await heading(page, 'Laporan Keuangan');
        const report = await api<{ saldo_awal: number; saldo_akhir: number }>(
          'admin',
          'GET',
          '/laporan-keuangan?dari=2018-01-01&sampai=2018-03-31',
        );
        const sheet = page.getByRole('article', { name: 'Laporan' });
        await sheet.waitFor();
        expect(await textOf(sheet.locator('.report-period'))).toBe(
          'Periode 1 Januari 2018 s.d. 31 Maret 2018',
        );
        const income = sheet.getByRole('table', { name: 'Pemasukan', exact: true });
        const line = (name: string) => shown(income.getByRole('row').filter({ hasText: name }).first());
        expect(await line('Persembahan Ibadah')).toContain(rupiah(4_250_000));
        expect(await line('Tanpa kategori')).toContain(rupiah(900_000));
        expect(await shown(income.locator('tfoot'))).toBe(`Total pemasukan ${rupiah(9_150_000)}`);
        const expense = sheet.getByRole('table', { name: 'Pengeluaran', exact: true });
        expect(await shown(expense.locator('tfoot'))).toBe(`Total pengeluaran ${rupiah(3_750_000)}`);
        const balances = await sheet.locator('.report-balance').allInnerTexts();
        expect(balances.map((b) => b.replace(/\s+/g, ' ').trim())).toEqual([
          `Saldo awal ${rupiah(report.saldo_awal)}`,
          `Saldo akhir ${rupiah(report.saldo_akhir)}`,
        ]);
        expect(report.saldo_akhir - report.saldo_awal).toBe(9_150_000 - 3_750_000);
        // The chart: twelve months ending in March 2018, bars drawn and sized inside the screen.
        const chart = page.getByRole('img', { name: 'Grafik pemasukan dan pengeluaran per bulan' });
        await chart.waitFor();
        expect(await chart.locator('rect').count()).toBe(24);
        const box = await chart.boundingBox();
        expect(box?.width).toBeGreaterThan(200);
        expect(box?.width).toBeLessThanOrEqual(viewport.size.width);
        const tallest = await chart
          .locator('rect')
          .evaluateAll((rects) => Math.max(...rects.map((r) => r.getBoundingClientRect().height)));
        expect(tallest).toBeGreaterThan(50);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.size.width,
        );
        await shot(page, 'laporan-keuangan', viewport);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await closePage(page);
      }
    },
  );

  it('prints as a signed page: heading with the church, tables, date and signature lines; no menu or buttons', async () => {
    const page = await openAs(browser(), 'admin', `${REPORT}&per_lokasi=1`);
    try {
      await page.getByRole('article', { name: 'Laporan' }).waitFor();
      await page.getByRole('table', { name: 'Per jemaat' }).waitFor();
      // About the width of an A4 sheet at 96 dpi, so the picture shows the page as it prints.
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['.sidebar', '.topbar', '.report-controls', 'button']) {
        expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
      }
      const signatures = page.locator('.report-signatures');
      expect(await signatures.isVisible()).toBe(true);
      expect(await shown(signatures)).toMatch(/^Dicetak pada \d+ \S+ \d{4} Ketua Majelis Bendahara$/);
      expect(await textOf(page.locator('.report-church'))).toMatch(/GKJ/);
      expect((await page.locator('.report-address').count()) + 0).toBe(1);
      await shot(page, 'laporan-keuangan-cetak', DESKTOP_VIEW);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      await page.emulateMedia({ media: 'screen' });
      // 'Cetak' opens the browser's print dialog.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await press(page, 'Cetak');
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    } finally {
      await closePage(page);
    }
  });

  it('downloads the report as CSV, and opens a receipt from the list of transactions', async () => {
    const page = await openAs(browser(), 'admin', `${REPORT}&rincian=1`, { viewport: PHONE_VIEW });
    try {
      await page.getByRole('article', { name: 'Laporan' }).waitFor();
      const [csv] = await Promise.all([page.waitForEvent('download'), press(page, 'Unduh CSV')]);
      expect(csv.suggestedFilename()).toBe('laporan-keuangan-2018-01-01-2018-03-31.csv');
      const rows = parse(readFileSync((await csv.path()) as string), { bom: true }) as string[][];
      expect(rows[0]).toEqual(['Bagian', 'Kategori', 'Jumlah (Rp)']);
      expect(rows).toContainEqual(['Pemasukan', 'Persepuluhan', '4000000']);
      expect(rows).toContainEqual(['Total pengeluaran', '', '3750000']);

      const group = page.getByRole('table', { name: 'Pengeluaran · Pembangunan' });
      await group.getByRole('button', { name: `Lihat bukti ${tag} Semen renovasi` }).click();
      const dialog = page.getByRole('dialog', { name: `Bukti: ${tag} Semen renovasi` });
      const image = dialog.getByRole('img');
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await shot(page, 'laporan-keuangan-bukti', PHONE_VIEW);
      await dialog.getByRole('button', { name: 'Tutup' }).click();
    } finally {
      await closePage(page);
    }
  });

  it('is reached from the finance screen and the menu, and refuses a reversed custom period', async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/keuangan');
    try {
      await page.getByRole('link', { name: 'Laporan Keuangan' }).first().click();
      await heading(page, 'Laporan Keuangan');
      await choose(page, 'Periode', 'Rentang tanggal');
      await fill(page, 'Dari tanggal', '2018-03-01');
      await fill(page, 'Sampai tanggal', '2018-02-01');
      expect(await textOf(page.locator('.field-error'))).toBe(
        'Tanggal akhir tidak boleh sebelum tanggal awal.',
      );
      // Nothing is asked of the server until the period makes sense.
      expect(await page.getByRole('article', { name: 'Laporan' }).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});

describe('categories and the transaction form', () => {
  it('adds and renames a category, refuses to delete one in use, and files a new transaction under it', async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/kategori-keuangan');
    const name = `${tag} Bazar`;
    try {
      await heading(page, 'Kategori Keuangan');
      await fill(page, 'Nama kategori baru', name);
      // 'Pemasukan' is the type already chosen.
      expect(await textOf(page.locator('.kategori-add .select-trigger'))).toBe('Pemasukan');
      await press(page, 'Tambah Kategori');
      await expectToast(page, 'Kategori berhasil ditambahkan!');
      await fill(page, 'Nama kategori baru', name.toUpperCase());
      await press(page, 'Tambah Kategori');
      await expectToast(page, 'Nama itu sudah dipakai oleh kategori pemasukan lain; pilih nama lain.');
      await page.getByRole('button', { name: 'Hapus Operasional', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus', exact: true }).click();
      const used = await api<{ data: { nama_kategori: string; jumlah_transaksi: number }[] }>(
        'admin',
        'GET',
        '/kategori-transaksi',
      );
      const count = used.data.find((k) => k.nama_kategori === 'Operasional')?.jumlah_transaksi;
      await expectToast(
        page,
        `Kategori masih dipakai oleh ${count} transaksi; ganti namanya atau pindahkan transaksinya dulu.`,
      );

      await page.goto(page.url().replace('kategori-keuangan', 'detail-keuangan'));
      await heading(page, 'Tambah Transaksi');
      await fill(page, 'Tanggal Transaksi', '2018-03-25');
      await fill(page, 'Nama Transaksi', `${tag} Bazar Paskah`);
      await choose(page, 'Jenis Transaksi', 'Pemasukan');
      await fill(page, 'Jumlah Transaksi (Rp)', '125000');
      await choose(page, 'Kategori (opsional)', name);
      await choose(page, 'Jemaat (opsional)', 'Pepanthan Sidoharjo');
      await press(page, 'Simpan');
      await expectToast(page, 'Transaksi berhasil ditambahkan!');
      const saved = await api<{
        data: { id_transaksi: number; nama_kategori: string; lokasi_transaksi: string }[];
      }>('admin', 'GET', `/keuangan-gereja?q=${encodeURIComponent(`${tag} Bazar`)}`);
      expect(saved.data.map((t) => [t.nama_kategori, t.lokasi_transaksi])).toEqual([
        [name, 'Pepanthan Sidoharjo'],
      ]);
      ids.push(...saved.data.map((t) => t.id_transaksi));
    } finally {
      await closePage(page);
      const list = await api<{ data: { id_kategori: number; nama_kategori: string }[] }>(
        'admin',
        'GET',
        '/kategori-transaksi',
      );
      for (const id of ids.splice(-1))
        await api('admin', 'DELETE', `/keuangan-gereja/${id}`).catch(() => undefined);
      const mine = list.data.find((k) => k.nama_kategori === name);
      if (mine)
        await api('admin', 'DELETE', `/kategori-transaksi/${mine.id_kategori}`).catch(() => undefined);
    }
  });
});
