// The member and item pickers when their lookup fails (the request is aborted in the browser; the
// server stays real): the field says so and offers 'Coba lagi', which loads the options once the
// network is back. Before, the list said 'Memuat…' for ever and the page threw an error.
import { describe, expect, it } from 'vitest';
import { adminUrl, closePage, heading, openAs, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

const PICKERS = [
  {
    form: '/admin-dashboard/detail-user',
    title: 'Tambah User',
    label: 'Jemaat',
    lookup: '/api/jemaat-dropdown',
    failure: 'Gagal memuat daftar jemaat.',
  },
  {
    form: '/admin-dashboard/detail-kemajelisan',
    title: 'Tambah Majelis',
    label: 'Anggota Jemaat',
    lookup: '/api/jemaat-dropdown',
    failure: 'Gagal memuat daftar anggota jemaat.',
  },
  {
    form: '/admin-dashboard/detail-keuangan',
    title: 'Tambah Transaksi',
    label: 'Barang Inventaris',
    lookup: '/api/inventarisasi-gereja',
    failure: 'Gagal memuat daftar barang inventaris.',
  },
];

describe('a picker whose lookup fails', () => {
  it.each(PICKERS)('$label on $title: says so, and Coba lagi loads the options', async (picker) => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let offline = true;
    await page.route(
      (url) => url.pathname === picker.lookup,
      (route) => (offline ? route.abort('internetdisconnected') : route.continue()),
    );
    try {
      await page.goto(adminUrl(picker.form));
      await heading(page, picker.title);
      if (picker.label === 'Barang Inventaris') {
        await page.getByRole('radiogroup', { name: 'Terkait inventaris?' }).getByText('Ya').click();
      }
      const combo = page.getByRole('combobox', { name: picker.label });
      const field = page.locator('.field', { has: combo });
      const failure = field.getByRole('alert');
      await failure.getByText(picker.failure, { exact: true }).waitFor();

      // The open list says the same instead of 'Memuat…'.
      await combo.fill('a');
      await page.locator('.combo-popover .listbox-empty').getByText(picker.failure).waitFor();
      await combo.press('Escape');
      await expect.poll(() => combo.getAttribute('aria-expanded')).toBe('false');

      offline = false;
      await failure.getByRole('button', { name: 'Coba lagi' }).click();
      await failure.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Tampilkan pilihan ${picker.label}` }).click();
      await page.getByRole('option').first().waitFor();
      expect(await page.getByRole('option').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
