// A session that ends while a form holds unsaved input: the save waits behind a sign-in over the page,
// and goes through with what was typed once the same user has signed in again. Leaving instead is a
// deliberate sign-out; a page with nothing unsaved still goes to /login with the way back.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { removeTagged } from './crud-flow.ts';
import {
  adminUrl,
  api,
  apiLogin,
  choose,
  closePage,
  DESKTOP_VIEW,
  type DemoUser,
  expectToast,
  field,
  fill,
  heading,
  type LoginAnswer,
  openAs,
  PHONE_VIEW,
  press,
  seriousViolations,
  sharedBrowser,
  signInWithForm,
  textOf,
  uniqueTag,
  type Viewport,
} from './support.ts';

const browser = sharedBrowser();
const JADWAL = { endpoint: '/jadwal-ibadah', idField: 'id_jadwal_ibadah' };

/** A page on a session of its own, so ending it touches no other test. */
async function openOwnSession(user: DemoUser, path: string, viewport: Viewport = DESKTOP_VIEW) {
  const own = await apiLogin(user);
  const page = await openAs(browser(), user, path, { viewport, storage: { token: own.token } });
  return { page, own };
}

/** Ends the session on the server, as an expiry or a sign-out elsewhere would. */
async function revoke(own: LoginAnswer) {
  const answer = await fetch(adminUrl('/api/logout'), {
    method: 'POST',
    headers: { authorization: `Bearer ${own.token}` },
  });
  expect(answer.status).toBe(200);
}

async function fillSchedule(page: Page, name: string) {
  await fill(page, 'Tanggal Ibadah', '2021-05-09');
  await fill(page, 'Jam Ibadah', '17:30');
  await choose(page, 'Lokasi', 'Pepanthan Simpar');
  await fill(page, 'Nama Ibadah', name);
  await fill(page, 'Pemimpin Ibadah', 'Pdt. Sesi Habis');
  await fill(page, 'Tema Ibadah', 'Tetap berjaga');
}

const signInDialog = (page: Page) =>
  page.getByRole('alertdialog').filter({ has: page.getByRole('heading', { name: 'Sesi Berakhir' }) });

describe('a session that ends while a form is open', () => {
  for (const viewport of [DESKTOP_VIEW, PHONE_VIEW]) {
    it(`keeps what was typed, signs in again over the page and saves it at ${viewport.name}`, async () => {
      const tag = uniqueTag();
      const name = `${tag} Ibadah Senja`;
      const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal', viewport);
      try {
        await heading(page, 'Tambah Jadwal Ibadah');
        await fillSchedule(page, name);
        await revoke(own);
        await press(page, 'Simpan');

        const dialog = signInDialog(page);
        await dialog
          .getByText(
            'Sesi Anda telah berakhir. Masuk lagi untuk melanjutkan; isian Anda di halaman ini tidak hilang.',
            { exact: true },
          )
          .waitFor();
        expect(await field(dialog, 'Username').locator('input').inputValue()).toBe('pendeta');
        expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-jadwal');
        expect(await seriousViolations(page, '.modal')).toEqual([]);

        // A wrong password says so and keeps the dialog; the right one sends the waiting save again.
        await fill(dialog, 'Password', 'bukan-ini');
        await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
        await dialog.getByRole('alert').getByText('Username atau password salah!', { exact: true }).waitFor();
        await fill(dialog, 'Password', inject('demoPassword'));
        await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
        await expectToast(page, 'Data berhasil ditambahkan.');
        await page.waitForURL((url) => url.pathname === '/admin-dashboard/jadwal');

        const saved = await api<{ data: Record<string, unknown>[] }>(
          'admin',
          'GET',
          `/jadwal-ibadah?q=${encodeURIComponent(tag)}`,
        );
        expect(saved.data).toHaveLength(1);
        const stored = await api<Record<string, unknown>>(
          'admin',
          'GET',
          `/jadwal-ibadah/${saved.data[0].id_jadwal_ibadah}`,
        );
        expect(stored).toMatchObject({
          nama_ibadah: name,
          lokasi_ibadah: 'Pepanthan Simpar',
          pemimpin_ibadah: 'Pdt. Sesi Habis',
          tema_ibadah: 'Tetap berjaga',
        });
        expect(String(stored.tanggal_ibadah)).toMatch(/^2021-05-09[ T]17:30/);
        // The new session is the page's own from now on.
        const token = await page.evaluate(() => localStorage.getItem('token'));
        expect(token).not.toBe(own.token);
        expect(
          (await fetch(adminUrl('/api/profile'), { headers: { authorization: `Bearer ${token}` } })).status,
        ).toBe(200);
      } finally {
        await closePage(page);
        await removeTagged(JADWAL, tag);
      }
    });
  }

  it('leaving instead signs out, says the input is not kept, and whoever signs in next starts at the dashboard', async () => {
    const tag = uniqueTag();
    const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal');
    try {
      await heading(page, 'Tambah Jadwal Ibadah');
      await fillSchedule(page, `${tag} Tidak Jadi`);
      await revoke(own);
      await press(page, 'Simpan');
      const dialog = signInDialog(page);
      expect(await textOf(dialog.getByText('Untuk masuk sebagai pengguna lain', { exact: false }))).toBe(
        'Untuk masuk sebagai pengguna lain, keluar dahulu; isian di halaman ini tidak disimpan.',
      );
      await dialog.getByRole('button', { name: 'Keluar tanpa menyimpan', exact: true }).click();
      await page.waitForURL(adminUrl('/login'));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await signInWithForm(page, 'admin');
      await page.waitForURL(adminUrl('/admin-dashboard'));
      await heading(page, 'Selamat datang, admin');
      const none = await api<{ total: number }>(
        'admin',
        'GET',
        `/jadwal-ibadah?q=${encodeURIComponent(tag)}`,
      );
      expect(none.total).toBe(0);
    } finally {
      await closePage(page);
      await removeTagged(JADWAL, tag);
    }
  });

  it('a page with nothing unsaved still goes to /login, and back after signing in', async () => {
    const { page, own } = await openOwnSession('pendeta', '/admin-dashboard/detail-jadwal');
    try {
      await heading(page, 'Tambah Jadwal Ibadah');
      await revoke(own);
      // Nothing typed: the next call meets the 401 and the guard takes over as before.
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Data Jemaat' })
        .click();
      await page.waitForURL(adminUrl('/login'));
      expect(await signInDialog(page).count()).toBe(0);
      await signInWithForm(page, 'pendeta');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/jemaat');
    } finally {
      await closePage(page);
    }
  });
});
