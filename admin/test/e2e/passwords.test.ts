import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const username = ui.uniqueTag('sandi');
const FIRST = 'Awal-Sandi-2026';
const SECOND = 'Kidung-Pujian-2026';
const FROM_ADMIN = 'Dari-Admin-Sementara-7';
const OWN_CHOICE = 'Pilihan-Sendiri-Sekali-9';
let idUser = 0;

beforeAll(async () => {
  idUser = await ui.createAccount({
    username_user: username,
    nama_tampilan: 'Sdri. Penulis Sandi',
    password_user: FIRST,
    telp_user: '0812777000',
    id_role: 4,
  });
});
afterAll(() => ui.api('admin', 'DELETE', `/user/${idUser}`));

async function signIn(password: string, viewport: ui.Viewport = ui.DESKTOP_VIEW): Promise<Page> {
  const page = await ui.openAnonymous(browser(), '/login', viewport);
  await ui.signInWithForm(page, username, password);
  await page.waitForURL(ui.adminUrl('/admin-dashboard'));
  return page;
}

const signInStatus = async (password: string) =>
  (
    await fetch(ui.adminUrl('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username_user: username, password }),
    })
  ).status;

/** The meter's word for the password as typed ('Lemah', 'Sedang', 'Kuat'). */
const strength = (page: Page) =>
  page.getByRole('meter', { name: 'Kekuatan password' }).getAttribute('aria-valuetext');

describe('changing one’s own password', () => {
  it("asks for the current password, says 'Password lama salah.' for a wrong one, then saves", async () => {
    const page = await signIn(FIRST, ui.PHONE_VIEW);
    await page.goto(ui.adminUrl('/admin-dashboard/profile'));
    await ui.heading(page, 'Kelola Profil');
    await ui.press(page, 'Reset Password');
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await ui.fill(dialog, 'Password Lama', 'bukan-yang-ini-1');
    await ui.fill(dialog, 'Password Baru', SECOND);
    await ui.fill(dialog, 'Konfirmasi Password', SECOND);
    expect(await strength(page)).toBe('Kuat');
    await ui.shot(page, 'profile-password', ui.PHONE_VIEW);
    expect(await ui.seriousViolations(page, '.modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan Password Baru' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await ui.textOf(refusal)).toBe('Password lama salah.');

    await ui.fill(dialog, 'Password Lama', FIRST);
    await dialog.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await ui.expectToast(page, 'Password berhasil diubah!');
    await dialog.waitFor({ state: 'hidden' });
    expect(await signInStatus(SECOND)).toBe(200);
    expect(await signInStatus(FIRST)).toBe(401);
    await ui.closePage(page);
  });
});

describe('the strength meter', () => {
  it('rates a new password as it is typed: Lemah, Sedang, Kuat', async () => {
    for (const viewport of [ui.DESKTOP_VIEW, ui.PHONE_VIEW]) {
      const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-user', { viewport });
      await ui.heading(page, 'Tambah User');
      const meter = page.getByRole('meter', { name: 'Kekuatan password' });
      expect(await meter.count()).toBe(0);
      await ui.fill(page, 'Username', 'jemaatbaru');
      for (const [typed, label, hint] of [
        ['abc', 'Lemah', 'Minimal 8 karakter.'],
        ['JemaatBaru', 'Lemah', 'Jangan sama dengan username.'],
        ['12345678', 'Lemah', 'Hindari deret dan pengulangan.'],
        ['rahasia-gereja', 'Sedang', 'Lebih panjang lebih sulit ditebak.'],
        [SECOND, 'Kuat', ''],
      ]) {
        await ui.fill(page, 'Password', typed);
        await expect.poll(() => strength(page)).toBe(label);
        const shownHint = page.locator('.strength-hint');
        if (hint) expect(await ui.textOf(shownHint)).toBe(hint);
        else expect(await shownHint.count()).toBe(0);
        if (typed === 'rahasia-gereja') await ui.shot(page, 'user-form-meter', viewport);
      }
      expect(await ui.seriousViolations(page, '.password-field')).toEqual([]);
      await ui.closePage(page);
    }
  });
});

describe('after an admin reset the password', () => {
  it('shows only the password change until the owner chose a new one', async () => {
    const admin = await ui.openAs(browser(), 'admin', `/admin-dashboard/detail-user/${idUser}`);
    await ui.heading(admin, 'Edit User');
    await ui.press(admin, 'Reset Password');
    const dialog = admin.getByRole('dialog', { name: 'Reset Password' });
    // An admin resets without knowing the old password.
    expect(await dialog.getByText('Password Lama').count()).toBe(0);
    await ui.fill(dialog, 'Password Baru', FROM_ADMIN);
    await ui.fill(dialog, 'Konfirmasi Password', FROM_ADMIN);
    await dialog.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await ui.expectToast(admin, 'Password berhasil diubah!');
    await ui.closePage(admin);

    const page = await signIn(FROM_ADMIN, ui.PHONE_VIEW);
    await ui.heading(page, 'Ganti Password');
    // No frame around it: no menu to reach any other screen.
    expect(await page.locator('#sidebar').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    await ui.shot(page, 'forced-change', ui.PHONE_VIEW);
    expect(await ui.seriousViolations(page, '.login-page')).toEqual([]);
    // Another address of the dashboard, or a reload, shows the same screen.
    await page.goto(ui.adminUrl('/admin-dashboard/artikel'));
    await ui.heading(page, 'Ganti Password');

    await ui.fill(page, 'Password Lama', FROM_ADMIN);
    await ui.fill(page, 'Password Baru', FROM_ADMIN);
    await ui.fill(page, 'Konfirmasi Password', FROM_ADMIN);
    await ui.press(page, 'Simpan Password Baru');
    const refusal = page.locator('.dialog-error');
    await refusal.waitFor();
    expect(await ui.textOf(refusal)).toBe('Password baru harus berbeda dari password lama.');
    await ui.fill(page, 'Password Baru', OWN_CHOICE);
    await ui.fill(page, 'Konfirmasi Password', OWN_CHOICE);
    await ui.press(page, 'Simpan Password Baru');
    await ui.expectToast(page, 'Password berhasil diubah!');
    await ui.heading(page, 'Daftar Artikel Gereja');
    // The dashboard's frame is back: on a phone its menu opens from the 'Menu' button.
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    expect(await signInStatus(OWN_CHOICE)).toBe(200);
    await ui.closePage(page);
  });

  it('shows the same screen to a session signed in some other way, once the API refuses it', async () => {
    await ui.api('admin', 'PUT', `/user/${idUser}/password`, { password: FROM_ADMIN });
    const answer = await fetch(ui.adminUrl('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username_user: username, password: FROM_ADMIN }),
    });
    const again = await answer.json();
    expect(again.user.harus_ganti_password).toBe(true);
    // Only the spec's session entries are stored, as a sign-in that does not know of the flag would.
    const page = await ui.openAnonymous(browser(), '/login', ui.DESKTOP_VIEW);
    await ui.storeSession(page, again);
    await page.goto(ui.adminUrl('/admin-dashboard/artikel'));
    await ui.heading(page, 'Ganti Password');
    await ui.shot(page, 'forced-change', ui.DESKTOP_VIEW);
    await ui.closePage(page);
  });
});

describe("'Riwayat Perubahan'", () => {
  it('shows security events apart from data changes and from access to personal data', async () => {
    expect(await signInStatus('bukan-password-nya')).toBe(401);
    // A member's record opened, so the access filter has something to show.
    const members = await ui.api<{ id_jemaat: number }[]>('pendeta', 'GET', '/jemaat-dropdown');
    await ui.api('pendeta', 'GET', `/jemaat/${members[0].id_jemaat}`);
    // A record added, so the data filter has something to show whichever test files ran before this one.
    await ui.api('admin', 'POST', '/kategori-transaksi', {
      nama_kategori: ui.uniqueTag('Riwayat'),
      jenis_kategori: 'pemasukan',
    });
    for (const viewport of [ui.DESKTOP_VIEW, ui.PHONE_VIEW]) {
      const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/riwayat', { viewport });
      await ui.heading(page, 'Riwayat Perubahan');
      // Whether the list shows rows, and only rows of these actions (it may still show the last filter's).
      const only = (labels: string[]) => async () => {
        const shown = await ui.column(page, 'Aksi');
        return shown.length > 0 && shown.every((aksi) => labels.includes(aksi));
      };
      await ui.choose(page, 'Jenis', 'Keamanan');
      await page.waitForURL((url) => url.searchParams.get('kategori') === 'keamanan');
      const security = ['Masuk', 'Gagal masuk', 'Diperlambat', 'Ganti password', 'Reset password'];
      await expect.poll(only([...security, 'Password lama salah'])).toBe(true);

      // The failed sign-in names the account as typed; its detail says why it failed.
      await page.getByRole('searchbox').fill(username);
      await expect.poll(() => ui.column(page, 'Aksi')).toContain('Gagal masuk');
      const failed = page.locator('.table-body .tr').filter({ hasText: 'Gagal masuk' }).first();
      await failed.getByRole('button', { name: /^Aksi untuk / }).click();
      await page.getByRole('menuitem', { name: 'Lihat Detail', exact: true }).click();
      const detail = page.getByRole('dialog', { name: 'Detail Perubahan' });
      expect(await ui.textOf(detail.locator('.detail-table'))).toContain('password salah');
      await ui.shot(page, 'audit-security', viewport);
      await detail.getByRole('button', { name: 'Tutup' }).click();

      await page.getByRole('searchbox').fill('');
      await ui.choose(page, 'Jenis', 'Perubahan data');
      await page.waitForURL((url) => url.searchParams.get('kategori') === 'data');
      await expect.poll(only(['Tambah', 'Ubah', 'Hapus'])).toBe(true);

      // Who opened or took away a member's record (UU PDP): reads and exports alone.
      await ui.choose(page, 'Jenis', 'Akses data pribadi');
      await page.waitForURL((url) => url.searchParams.get('kategori') === 'akses');
      await expect.poll(only(['Lihat data pribadi', 'Ekspor data pribadi'])).toBe(true);
      await ui.closePage(page);
    }
  });
});
