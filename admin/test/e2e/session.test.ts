// Signing in and out: the wrong password, the guard that sends a visitor without a session to
// /login and back to the page they asked for, logout, and the reset-password dialog's check.
import { describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const storedSession = () =>
  ['token', 'user_id', 'username', 'role'].map((key) => localStorage.getItem(key) ?? '');

describe('signing in', () => {
  it("says 'Username atau password salah!' for a wrong password and stays on /login", async () => {
    const page = await ui.openAnonymous(browser(), '/login');
    await ui.signInWithForm(page, 'pendeta', 'bukan-password-ini');
    await page.getByRole('alert').getByText('Username atau password salah!', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await ui.closePage(page);
  });

  it('shows the password on request and hides it again, keeping what was typed', async () => {
    const page = await ui.openAnonymous(browser(), '/login', ui.PHONE_VIEW);
    await ui.fill(page, 'Password', 'rahasia-123');
    const password = ui.field(page, 'Password').locator('input');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('rahasia-123');
    await page.getByRole('button', { name: 'Sembunyikan password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('rahasia-123');
    await ui.closePage(page);
  });

  it('sends a visitor without a token to /login and, once signed in, back to the page asked for', async () => {
    const page = await ui.openAnonymous(browser(), '/admin-dashboard/jadwal?q=Minggu', ui.PHONE_VIEW);
    await page.waitForURL(ui.adminUrl('/login'));
    await ui.signInWithForm(page, 'pendeta');
    await page.waitForURL(ui.adminUrl('/admin-dashboard/jadwal?q=Minggu'));
    await page.getByRole('heading', { name: 'Jadwal Ibadah', level: 1 }).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('Minggu');
    const [token, userId, username, role] = await page.evaluate(storedSession);
    expect(token).not.toBe('');
    expect({ userId: userId !== '', username, role }).toEqual({
      userId: true,
      username: 'pendeta',
      role: 'pendeta',
    });
    await ui.closePage(page);
  });
});

describe('logout', () => {
  it('clears the stored session, revokes the token and goes to /login', async () => {
    // Its own session: logging out ends the token that other tests of this file share.
    const own = await ui.apiLogin('inventaris');
    const page = await ui.openAnonymous(browser(), '/login');
    await ui.storeSession(page, own);
    await page.goto(ui.adminUrl('/admin-dashboard/inventaris'));
    await page.locator('.topbar-name').getByText('inventaris', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.waitForURL(ui.adminUrl('/login'));
    expect(await page.evaluate(storedSession)).toEqual(['', '', '', '']);
    const after = await fetch(ui.adminUrl('/api/profile'), {
      headers: { authorization: `Bearer ${own.token}` },
    });
    expect(after.status).toBe(401);
    await page.goto(ui.adminUrl('/admin-dashboard'));
    await page.waitForURL(ui.adminUrl('/login'));
    await ui.closePage(page);
  });

  it("keeps the session and says 'Gagal logout, silakan coba lagi.' when the server cannot be reached", async () => {
    const page = await ui.openAs(browser(), 'inventaris', '/admin-dashboard/inventaris', { storage: {} });
    await page.locator('.topbar-name').getByText('inventaris', { exact: true }).waitFor();
    const before = await page.evaluate(storedSession);
    // The network drops the logout call: the token was not revoked, so the session must stay usable.
    await page.route('**/api/logout', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await ui.expectToast(page, 'Gagal logout, silakan coba lagi.');
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/inventaris');
    expect(await page.evaluate(storedSession)).toEqual(before);
    const still = await fetch(ui.adminUrl('/api/profile'), {
      headers: { authorization: `Bearer ${before[0]}` },
    });
    expect(still.status).toBe(200);
    expect(await page.getByRole('button', { name: 'Keluar', exact: true }).isEnabled()).toBe(true);
    await ui.closePage(page);
  });
});

describe('the profile', () => {
  it("checks the reset-password confirmation ('Konfirmasi password tidak sama!') and saves the phone", async () => {
    const page = await ui.openAs(browser(), 'penulis', '/admin-dashboard/profile');
    await page.getByRole('heading', { name: 'Kelola Profil', level: 1 }).waitFor();
    await ui.press(page, 'Reset Password');
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await ui.fill(page, 'Password Baru', 'rahasia-baru-1');
    await ui.fill(page, 'Konfirmasi Password', 'rahasia-baru-2');
    await dialog.getByRole('button', { name: 'Simpan Password Baru' }).click();
    expect(await ui.fieldError(page, 'Konfirmasi Password')).toBe('Konfirmasi password tidak sama!');
    await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The display name the public sees as author is the profile's own, required field.
    const displayName = page.getByRole('textbox', { name: 'Nama Tampilan' });
    expect(await displayName.inputValue()).not.toBe('');
    expect(await displayName.inputValue()).not.toBe('penulis');
    const phone = page.getByRole('textbox', { name: 'Telepon' });
    const stored = await phone.inputValue();
    await phone.fill('0812-34a5678');
    expect(await phone.inputValue()).toBe('0812345678');
    await ui.press(page, 'Ubah');
    await ui.expectToast(page, 'Profil berhasil diperbarui.');
    await phone.fill(stored);
    await ui.press(page, 'Ubah');
    await ui.expectToast(page, 'Profil berhasil diperbarui.');
    await ui.closePage(page);
  });
});
