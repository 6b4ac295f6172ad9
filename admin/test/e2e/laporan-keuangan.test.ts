// Laporan Keuangan through its screen: a quarter by category with its opening and closing balances, the
// chart drawn within a phone's width, the report as CSV, a receipt opened from the list of transactions,
// and the printed A4 page (heading, tables, printed date, signature lines; no menu or buttons).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { financeBook, rupiah, shown } from './finance-book.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const { tag } = financeBook('lap');

describe('Laporan Keuangan', () => {
  const REPORT = '/admin-dashboard/laporan-keuangan?periode=triwulan&triwulan=1&tahun=2018';

  it.each(ui.VIEWPORTS)(
    'at $name: the quarter by category, the chart, no serious axe violation',
    async (viewport) => {
      const page = await ui.openAs(browser(), 'admin', REPORT, { viewport });
      try {
        await ui.heading(page, 'Laporan Keuangan');
        const report = await ui.api<{ saldo_awal: number; saldo_akhir: number }>(
          'admin',
          'GET',
          '/laporan-keuangan?dari=2018-01-01&sampai=2018-03-31',
        );
        const sheet = page.getByRole('article', { name: 'Laporan' });
        await sheet.waitFor();
        expect(await ui.textOf(sheet.locator('.report-period'))).toBe(
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
        await ui.shot(page, 'laporan-keuangan', viewport);
        expect(await ui.seriousViolations(page)).toEqual([]);
      } finally {
        await ui.closePage(page);
      }
    },
  );

  it('prints as a signed page: heading with the church, tables, date and signature lines; no menu or buttons', async () => {
    const page = await ui.openAs(browser(), 'admin', `${REPORT}&per_lokasi=1`);
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
      expect(await ui.textOf(page.locator('.report-church'))).toMatch(/GKJ/);
      expect((await page.locator('.report-address').count()) + 0).toBe(1);
      await ui.shot(page, 'laporan-keuangan-cetak', ui.DESKTOP_VIEW);
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
      await ui.press(page, 'Cetak');
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    } finally {
      await ui.closePage(page);
    }
  });

  it('downloads the report as CSV, and opens a receipt from the list of transactions', async () => {
    const page = await ui.openAs(browser(), 'admin', `${REPORT}&rincian=1`, { viewport: ui.PHONE_VIEW });
    try {
      await page.getByRole('article', { name: 'Laporan' }).waitFor();
      const [csv] = await Promise.all([page.waitForEvent('download'), ui.press(page, 'Unduh CSV')]);
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
      await ui.shot(page, 'laporan-keuangan-bukti', ui.PHONE_VIEW);
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      // The list of transactions fits the phone's width as the rest of the report does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        ui.PHONE_VIEW.size.width,
      );
      await ui.shot(page, 'laporan-keuangan-rincian', ui.PHONE_VIEW);
    } finally {
      await ui.closePage(page);
    }
  });

  it('is reached from the finance screen and the menu, and refuses a reversed custom period', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/keuangan');
    try {
      await page.getByRole('link', { name: 'Laporan Keuangan' }).first().click();
      await ui.heading(page, 'Laporan Keuangan');
      await ui.choose(page, 'Periode', 'Rentang tanggal');
      await ui.fill(page, 'Dari tanggal', '2018-03-01');
      await ui.fill(page, 'Sampai tanggal', '2018-02-01');
      expect(await ui.textOf(page.locator('.field-error'))).toBe(
        'Tanggal akhir tidak boleh sebelum tanggal awal.',
      );
      // Nothing is asked of the server until the period makes sense.
      expect(await page.getByRole('article', { name: 'Laporan' }).count()).toBe(0);
    } finally {
      await ui.closePage(page);
    }
  });
});
