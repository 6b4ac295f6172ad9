// Finance through its screens: the whole life of a transaction with its colours, amounts and
// totals, and a purchase that links an inventory item and raises its count on the inventory screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KEUANGAN_TEXTS } from './crud-cases.ts';
import { type CrudCase, removeTagged, runCrud } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

/** Answers 'Terkait inventaris?' by its label, as a person clicks it. */
const linked = (page: Page, answer: 'Ya' | 'Tidak') =>
  page.getByRole('radiogroup', { name: 'Terkait inventaris?' }).getByText(answer, { exact: true }).click();

const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;

/** Waits until the totals read these amounts (they follow the list's search a moment later). */
async function expectTotals(page: Page, pemasukan: string, pengeluaran: string) {
  await expect
    .poll(() => page.locator('.total-value').allInnerTexts(), { timeout: 8_000 })
    .toEqual([pemasukan, pengeluaran]);
}

const caption = (page: Page) => ui.textOf(page.locator('.totals-caption'));

const KEUANGAN: CrudCase = {
  ...KEUANGAN_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Tanggal Transaksi', '2021-02-01');
    await ui.fill(page, 'Nama Transaksi', name);
    await ui.choose(page, 'Jenis Transaksi', 'Pemasukan');
    // Written as people write rupiah, and shown back as the amount it is read as.
    await ui.fill(page, 'Jumlah Transaksi (Rp)', 'Rp 150.000');
    const amount = ui.field(page, 'Jumlah Transaksi (Rp)');
    expect(await ui.textOf(amount.locator('.field-description'))).toBe('Rp 150.000');
  },
  rename: async (page, name) => {
    // A stored transaction opens read-only; Edit makes it editable.
    const nama = ui.field(page, 'Nama Transaksi').locator('input');
    expect(await nama.getAttribute('readonly')).not.toBeNull();
    await ui.press(page, 'Edit');
    await page.getByRole('heading', { name: 'Edit Transaksi', level: 1 }).waitFor();
    await nama.fill(name);
  },
  sibling: async (name) => ({
    tanggal_transaksi: '2021-02-02',
    nama_transaksi: name,
    jenis_transaksi: 'pengeluaran',
    jumlah_transaksi: '25000',
  }),
  onFound: async (page) => {
    // Income in green, expense in red and bold; amounts in the Indonesian format.
    const income = page.locator('.table-body .amount-in', { hasText: 'Pemasukan' });
    const expense = page.locator('.table-body .amount-out', { hasText: 'Pengeluaran' });
    const styles = await Promise.all(
      [income, expense].map((cell) =>
        cell.evaluate((element) => {
          const style = getComputedStyle(element);
          const [r, g] = style.color.match(/\d+/g)?.map(Number) ?? [];
          return { greenish: g > r, bold: Number(style.fontWeight) >= 700 };
        }),
      ),
    );
    expect(styles).toEqual([
      { greenish: true, bold: false },
      { greenish: false, bold: true },
    ]);
    expect((await ui.column(page, 'Jumlah (Rp)')).sort()).toEqual(['150.000', '25.000']);
    // The totals are those of the two rows found, not of the whole book.
    await expectTotals(page, rupiah(150_000), rupiah(25_000));
  },
};

describe('finance', () => {
  it('a transaction through the screens: create, find by search, sort both ways, edit, delete', () =>
    runCrud(browser(), KEUANGAN, ui.DESKTOP_VIEW));

  it('the totals follow the search of the list, and say which rows they cover', async () => {
    const tag = ui.uniqueTag();
    const add = (nama: string, jenis: string, jumlah: string) =>
      ui.api('admin', 'POST', '/keuangan-gereja', {
        tanggal_transaksi: '2021-04-04',
        nama_transaksi: `${tag} ${nama}`,
        jenis_transaksi: jenis,
        jumlah_transaksi: jumlah,
      });
    await add('Kolekte Paskah', 'pemasukan', '1234567');
    await add('Kolekte Syukur', 'pemasukan', '100000');
    await add('Bunga Paskah', 'pengeluaran', '98765');
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/keuangan');
    try {
      await expect.poll(() => caption(page)).toBe('Total semua transaksi');
      const all = await ui.api<{ total_pemasukan: number; total_pengeluaran: number }>(
        'admin',
        'GET',
        '/total-transaksi',
      );
      await expectTotals(page, rupiah(all.total_pemasukan), rupiah(all.total_pengeluaran));

      await ui.searchList(page, tag, 'Nama Transaksi', [
        `${tag} Kolekte Paskah`,
        `${tag} Kolekte Syukur`,
        `${tag} Bunga Paskah`,
      ]);
      expect(await caption(page)).toBe(`Total untuk hasil pencarian "${tag}"`);
      await expectTotals(page, rupiah(1_334_567), rupiah(98_765));

      await ui.searchList(page, `${tag} Kolekte`, 'Nama Transaksi', [
        `${tag} Kolekte Paskah`,
        `${tag} Kolekte Syukur`,
      ]);
      await expectTotals(page, rupiah(1_334_567), rupiah(0));

      // The search lives in the address: a reload keeps the list and its totals together.
      await page.reload();
      await expectTotals(page, rupiah(1_334_567), rupiah(0));
      expect(await caption(page)).toBe(`Total untuk hasil pencarian "${tag} Kolekte"`);
    } finally {
      await ui.closePage(page);
      await removeTagged({ endpoint: '/keuangan-gereja', idField: 'id_transaksi' }, tag);
    }
  });

  it('a purchase linked to an inventory item raises the count shown on the inventory screen', async () => {
    const tag = ui.uniqueTag();
    const item = `${tag} Kursi Lipat`;
    await ui.api('admin', 'POST', '/inventarisasi-gereja', {
      nama_inventaris: item,
      jenis_inventaris: 'Perabot',
      jumlah_inventaris: 5,
      lokasi_inventaris: 'Pepanthan Sidoharjo',
    });
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-keuangan');
    try {
      await ui.heading(page, 'Tambah Transaksi');
      await ui.fill(page, 'Tanggal Transaksi', '2021-06-07');
      await ui.fill(page, 'Nama Transaksi', `${tag} Beli kursi`);
      await ui.choose(page, 'Jenis Transaksi', 'Pengeluaran');
      await ui.fill(page, 'Jumlah Transaksi (Rp)', '600000');

      // 'Tidak' clears the chosen item and its count.
      await linked(page, 'Ya');
      await ui.pick(page, 'Barang Inventaris', tag, `${item} (Pepanthan Sidoharjo)`);
      await ui.fill(page, 'Jumlah Item', '3');
      await linked(page, 'Tidak');
      await linked(page, 'Ya');
      expect(await page.getByRole('combobox', { name: 'Barang Inventaris' }).inputValue()).toBe('');
      expect(await ui.field(page, 'Jumlah Item').locator('input').inputValue()).toBe('');
      await ui.pick(page, 'Barang Inventaris', tag, `${item} (Pepanthan Sidoharjo)`);
      await ui.fill(page, 'Jumlah Item', '3');

      // The receipt is optional; a chosen one shows its preview.
      await page.locator('.image-field input[type="file"]').setInputFiles(await ui.testJpeg('nota.jpg', 40));
      await page.getByRole('img', { name: 'Pratinjau bukti transaksi (opsional)' }).waitFor();
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Transaksi berhasil ditambahkan!');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/keuangan');

      // The stored transaction shows its link and its receipt, read-only.
      await ui.searchList(page, tag, 'Nama Transaksi', [`${tag} Beli kursi`]);
      await ui.rowAction(page, `${tag} Beli kursi`, 'Lihat Detail');
      await ui.heading(page, 'Detail Transaksi');
      expect(await page.getByRole('radio', { name: 'Ya' }).isChecked()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Barang Inventaris' }).inputValue()).toContain(item);
      expect(await ui.field(page, 'Jumlah Item').locator('input').inputValue()).toBe('3');
      const receipt = page.getByRole('img', { name: 'Pratinjau bukti transaksi (opsional)' });
      await receipt.waitFor();
      await expect
        .poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Inventaris Gereja' })
        .click();
      await ui.heading(page, 'Inventaris Gereja');
      await ui.searchList(page, tag, 'Nama Inventaris', [item]);
      expect(await ui.column(page, 'Jumlah')).toEqual(['8']);
    } finally {
      await ui.closePage(page);
      await removeTagged({ endpoint: '/keuangan-gereja', idField: 'id_transaksi' }, tag);
      await removeTagged({ endpoint: '/inventarisasi-gereja', idField: 'id_inventaris' }, tag);
    }
  });
});
