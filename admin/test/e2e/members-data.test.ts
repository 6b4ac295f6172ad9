// The pastor's member work in the dashboard: bringing a register in from a spreadsheet (mapping, preview,
// choices, confirmation, report), taking the filtered list out as a file, the statistics and their links,
// and this week's birthdays, copied as text into a bulletin, on a phone and on a desktop.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

async function downloaded(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
/** 'Minggu, 6 Desember 2026': a day as the bulletin writes it. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
type List = { data: { nama_jemaat: string; no_induk_jemaat: string | null }[]; total: number };

describe('members in and out', () => {
  for (const viewport of ui.VIEWPORTS) {
    it(`imports a register, exports the list and reads the statistics (${viewport.name})`, async () => {
      const tag = ui.uniqueTag('imp');
      await ui.api('pendeta', 'POST', '/jemaat', {
        nama_jemaat: `Lama ${tag}`,
        no_induk_jemaat: `${tag}-2`,
        status_bergereja: 'aktif',
      });
      const csv = [
        'No Induk;Nama;L/P;Tgl Lahir;Tempat Lahir;Pepanthan;Status',
        `${tag}-1;Baru ${tag};L;17-08-1975;Wonogiri;Paseban;aktif`,
        `${tag}-2;Lama Baru ${tag};P;3 Maret 1980;Solo;Simpar;aktif`,
        `${tag}-3;Rusak ${tag};Pria;31-02-1990;;Induk;aktif`,
        `${tag}-4;Kedua ${tag};Wanita;1999-12-31;;Gemawang;aktif`,
      ].join('\r\n');
      const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/impor-jemaat', { viewport });
      await ui.heading(page, 'Impor Data Jemaat');
      await page.locator('input[type=file]').setInputFiles({
        name: 'register.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${csv}`),
      });
      await page.getByRole('heading', { name: 'Pratinjau: 4 baris' }).waitFor();
      // The column the record has no field for is left out; the others found their fields.
      expect(await ui.textOf(page.locator('.mapping-field').nth(4).locator('.select-value'))).toBe(
        '— Tidak diimpor —',
      );
      expect(await ui.textOf(page.locator('.mapping-field').nth(2).locator('.select-value'))).toBe(
        'Jenis kelamin',
      );
      const broken = page.locator('.import-row', { hasText: 'Baris 4' });
      expect(await ui.textOf(broken.locator('.import-problems'))).toContain('Tgl Lahir:');
      const duplicate = page.locator('.import-row', { hasText: 'Baris 3' });
      expect(await ui.textOf(duplicate.locator('.import-duplicate'))).toContain(`Lama ${tag}`);
      await ui.choose(page, 'Tindakan baris 3', 'Perbarui data lama');
      await ui.shot(page, 'impor-pratinjau', viewport);
      expect(await ui.seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Simpan Impor' }).click();
      await ui.expectToast(page, 'Impor selesai: 2 ditambahkan, 1 diperbarui, 1 dilewati.');
      const report = await downloaded(page, () =>
        page.getByRole('button', { name: 'Unduh Laporan (CSV)' }).click(),
      );
      const reportRows = parse(report.bytes.toString('utf8'), { bom: true }) as string[][];
      expect(reportRows.slice(1).map((row) => [row[0], row[2]])).toEqual([
        ['2', 'ditambahkan'],
        ['3', 'diperbarui'],
        ['4', 'dilewati'],
        ['5', 'ditambahkan'],
      ]);
      const stored = await ui.api<List>('pendeta', 'GET', `/jemaat?q=${tag}&per_page=100`);
      expect(stored.data.map((row) => row.nama_jemaat).sort()).toEqual([
        `Baru ${tag}`,
        `Kedua ${tag}`,
        `Lama Baru ${tag}`,
      ]);

      // The list narrowed to them, then exported as CSV with the columns chosen.
      await page.goto(page.url().replace(/\/impor-jemaat.*$/, `/jemaat?q=${tag}&jenis_kelamin=Perempuan`));
      await ui.heading(page, 'Data Jemaat');
      await page.getByText('Menampilkan 2 data dari 2').waitFor();
      await page.getByRole('button', { name: 'Ekspor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ekspor Data Jemaat' });
      await dialog
        .getByRole('radiogroup', { name: 'Format berkas' })
        .getByText('CSV', { exact: true })
        .click();
      await dialog.getByRole('group', { name: 'Kolom' }).getByText('Tanggal Lahir', { exact: true }).click();
      const file = await downloaded(page, () => dialog.getByRole('button', { name: 'Unduh' }).click());
      expect(file.name).toBe(`data-jemaat-${today()}.csv`);
      const rows = parse(file.bytes.toString('utf8'), { bom: true }) as string[][];
      expect(rows[0]).toEqual([
        'Nomor induk',
        'Nama jemaat',
        'Jenis kelamin',
        'Kewargaan',
        'Tanggal lahir',
        'Status bergereja',
      ]);
      expect(rows.slice(1).map((row) => [row[1], row[4]])).toEqual([
        [`Kedua ${tag}`, '1999-12-31'],
        [`Lama Baru ${tag}`, '1980-03-03'],
      ]);
      await ui.closePage(page);
    });

    it(`shows statistics whose counts open the list, and this week's birthdays, copied as text for the bulletin (${viewport.name})`, async () => {
      const tag = ui.uniqueTag('ult');
      const [year, month, day] = today().split('-');
      const born =
        month === '02' && day === '29'
          ? `${Number(year) - 28}-02-29`
          : `${Number(year) - 30}-${month}-${day}`;
      await ui.api('admin', 'POST', '/jemaat', {
        nama_jemaat: `Ulang ${tag}`,
        tanggal_lahir_jemaat: born,
        status_bergereja: 'aktif',
      });
      const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/statistik-jemaat', { viewport });
      await ui.heading(page, 'Statistik Jemaat');
      const card = page.getByRole('region', { name: 'Belum Sidi (17 tahun ke atas)' });
      const stats = await ui.api<{ baris: { dimensi: string; jumlah: number }[] }>(
        'pendeta',
        'GET',
        '/jemaat-statistik',
      );
      const notSidi = stats.baris
        .filter((row) => row.dimensi === 'belum_sidi')
        .reduce((sum, row) => sum + row.jumlah, 0);
      const total = card.locator('.stat-bar-count');
      expect((await ui.textOf(total)).replace(/\./g, '')).toBe(String(notSidi));
      await ui.shot(page, 'statistik', viewport);
      expect(await ui.seriousViolations(page)).toEqual([]);
      await total.getByRole('link').click();
      await ui.heading(page, 'Data Jemaat');
      expect(page.url()).toContain('sidi=tidak&usia_dari=17');
      await page
        .getByText(`dari ${notSidi.toLocaleString('id-ID')}`)
        .first()
        .waitFor();

      await page.goto(page.url().replace(/\/jemaat\?.*$/, ''));
      const week = page.getByRole('region', { name: 'Ulang tahun minggu ini' });
      const item = week.locator('.birthday-item', { hasText: `Ulang ${tag}` });
      expect(await ui.textOf(item.locator('.birthday-detail'))).toMatch(/^(30|28) tahun/);
      await week.getByRole('link', { name: 'Lihat & cetak' }).click();
      await ui.heading(page, 'Ulang Tahun & Pernikahan');
      await page.locator('.birthday-item', { hasText: `Ulang ${tag}` }).waitFor();
      expect(await ui.seriousViolations(page)).toEqual([]);

      // 'Salin sebagai teks': one line per person on the clipboard (the member has no congregation, so none
      // is named), and pasted into a new bulletin's text it stays one line per person.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(ui.adminUrl('/')).origin,
      });
      await page.getByRole('button', { name: 'Salin sebagai teks' }).click();
      await ui.expectToast(page, 'Daftar disalin.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n')).toContain(`${longDate(today())} — Ulang ${tag}`);
      expect(copied.split('\n')[0]).toBe('Ulang Tahun');
      await page.goto(ui.adminUrl('/admin-dashboard/detail-warta'));
      await ui.heading(page, 'Tambah Warta Jemaat');
      const text = ui.field(page, 'Isi Warta (opsional)').locator('textarea');
      await text.focus();
      await page.keyboard.press('ControlOrMeta+V');
      expect(await text.inputValue()).toBe(copied);
      await ui.closePage(page);
    });
  }
});
