// A session that ends while a form holds unsaved input: the save waits behind a sign-in over the page,
// and goes through with what was typed once the same user has signed in again. Leaving instead is a
// deliberate sign-out; a page with nothing unsaved still goes to /login with the way back.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { removeTagged } from './crud-flow.ts';
import { fillNewJadwal, NEW_JADWAL } from './jadwal-form.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const JADWAL = { endpoint: '/jadwal-ibadah', idField: 'id_jadwal_ibadah' };

/** A page on a session of its own, so ending it touches no other test. */
async function openOwnSession(user: ui.DemoUser, path: string, viewport: ui.Viewport = ui.DESKTOP_VIEW) {
  const own = await ui.apiLogin(user);
  const page = await ui.openAs(browser(), user, path, { viewport, storage: { token: own.token } });
  return { page, own };
}

/** Ends the session on the server, as an expiry or a sign-out elsewhere would. */
async function revoke(own: ui.LoginAnswer) {
  const answer = await fetch(ui.adminUrl('/api/logout'), {
    method: 'POST',
    headers: { authorization: `Bearer ${own.token}` },
  });
  expect(answer.status).toBe(200);
}

const signInDialog = (page: Page) =>
  page.getByRole('alertdialog').filter({ has: page.getByRole('heading', { name: 'Sesi Berakhir' }) });

describe('a session that ends while a form is open', () => {
  for (const viewport of [ui.DESKTOP_VIEW, ui.PHONE_VIEW]) {
    it(`keeps what was typed, signs in again over the page and saves it at ${viewport.name}`, async () => {
      const tag = ui.uniqueTag();
      const name = `${tag} Ibadah Senja`;
      const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal', viewport);
      try {
        await ui.heading(page, 'Tambah Jadwal Ibadah');
        await fillNewJadwal(page, name);
        await revoke(own);
        await ui.press(page, 'Simpan');

        const dialog = signInDialog(page);
        await dialog
          .getByText(
            'Sesi Anda telah berakhir. Masuk lagi untuk melanjutkan; isian Anda di halaman ini tidak hilang.',
            { exact: true },
          )
          .waitFor();
        expect(await ui.field(dialog, 'Username').locator('input').inputValue()).toBe('pendeta');
        expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-jadwal');
        expect(await ui.seriousViolations(page, '.modal')).toEqual([]);

        // A wrong password says so and keeps the dialog; the right one sends the waiting save again.
        await ui.fill(dialog, 'Password', 'bukan-ini');
        await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
        await dialog.getByRole('alert').getByText('Username atau password salah!', { exact: true }).waitFor();
        await ui.fill(dialog, 'Password', inject('demoPassword'));
        await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
        await ui.expectToast(page, 'Data berhasil ditambahkan.');
        await page.waitForURL((url) => url.pathname === '/admin-dashboard/jadwal');

        const saved = await ui.api<{ data: Record<string, unknown>[] }>(
          'admin',
          'GET',
          `/jadwal-ibadah?q=${encodeURIComponent(tag)}`,
        );
        expect(saved.data).toHaveLength(1);
        const stored = await ui.api<Record<string, unknown>>(
          'admin',
          'GET',
          `/jadwal-ibadah/${saved.data[0].id_jadwal_ibadah}`,
        );
        const { tanggal, jam, ...fields } = NEW_JADWAL;
        expect(stored).toMatchObject({ nama_ibadah: name, ...fields });
        expect(String(stored.tanggal_ibadah)).toMatch(new RegExp(`^${tanggal}[ T]${jam}`));
        // The new session is the page's own from now on.
        const token = await page.evaluate(() => localStorage.getItem('token'));
        expect(token).not.toBe(own.token);
        expect(
          (await fetch(ui.adminUrl('/api/profile'), { headers: { authorization: `Bearer ${token}` } }))
            .status,
        ).toBe(200);
      } finally {
        await ui.closePage(page);
        await removeTagged(JADWAL, tag);
      }
    });
  }

  it('leaving instead signs out, says the input is not kept, and whoever signs in next starts at the dashboard', async () => {
    const tag = ui.uniqueTag();
    const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal');
    try {
      await ui.heading(page, 'Tambah Jadwal Ibadah');
      await fillNewJadwal(page, `${tag} Tidak Jadi`);
      await revoke(own);
      await ui.press(page, 'Simpan');
      const dialog = signInDialog(page);
      expect(await ui.textOf(dialog.getByText('Untuk masuk sebagai pengguna lain', { exact: false }))).toBe(
        'Untuk masuk sebagai pengguna lain, keluar dahulu; isian di halaman ini tidak disimpan.',
      );
      await dialog.getByRole('button', { name: 'Keluar tanpa menyimpan', exact: true }).click();
      await page.waitForURL(ui.adminUrl('/login'));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await ui.signInWithForm(page, 'admin');
      await page.waitForURL(ui.adminUrl('/admin-dashboard'));
      await ui.heading(page, 'Selamat datang, admin');
      const none = await ui.api<{ total: number }>(
        'admin',
        'GET',
        `/jadwal-ibadah?q=${encodeURIComponent(tag)}`,
      );
      expect(none.total).toBe(0);
    } finally {
      await ui.closePage(page);
      await removeTagged(JADWAL, tag);
    }
  });

  it('a page with nothing unsaved still goes to /login, and back after signing in', async () => {
    const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal');
    try {
      await ui.heading(page, 'Tambah Jadwal Ibadah');
      await revoke(own);
      // Nothing typed: the next call meets the 401 and the guard takes over as before.
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Data Jemaat' })
        .click();
      await page.waitForURL(ui.adminUrl('/login'));
      expect(await signInDialog(page).count()).toBe(0);
      await ui.signInWithForm(page, 'pendeta');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/jemaat');
    } finally {
      await ui.closePage(page);
    }
  });
});
