// Each role signs in and sees exactly its menu (the spec's table, plus the admin-only screens beyond
// it); a role that opens another role's page by its address is refused by the API and told so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENUS_BY_ROLE } from '../menus-by-role.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const DENIED = 'Anda tidak memiliki akses ke fitur ini.';

const ROLES: { user: ui.DemoUser; label: string; menu: string[] }[] = [
  { user: 'admin', label: 'Admin', menu: MENUS_BY_ROLE.admin },
  { user: 'pendeta', label: 'Pendeta', menu: MENUS_BY_ROLE.pendeta },
  { user: 'penulis', label: 'Penulis', menu: MENUS_BY_ROLE.author },
  { user: 'inventaris', label: 'Petugas Inventaris', menu: MENUS_BY_ROLE.petugas_inventaris },
];

describe.each(ui.VIEWPORTS)('role menus at $name', (viewport) => {
  it.each(ROLES)('$user signs in and sees exactly its menu', async ({ user, label, menu }) => {
    const page = await ui.openAnonymous(browser(), '/login', viewport);
    await ui.signInWithForm(page, user);
    await page.waitForURL(ui.adminUrl('/admin-dashboard'));
    expect(await ui.textOf(page.locator('.topbar-name'))).toBe(user);
    expect(await ui.textOf(page.locator('.topbar-role'))).toBe(label);
    await ui.openMenu(page, viewport);
    await expect.poll(() => ui.menuLabels(page), { timeout: 5_000 }).toEqual(menu);

    // The last entry opens its screen; on a phone choosing a link also closes the menu.
    const last = menu.at(-1) ?? '';
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: last }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (viewport.phone) {
      await page.getByRole('navigation', { name: 'Menu utama' }).waitFor({ state: 'hidden' });
    }
    await ui.closePage(page);
  });
});

/** What the screen's own call answers when made with the page's stored token. */
async function callWithStoredToken(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }, path);
}

const FOREIGN_PAGES: { user: ui.DemoUser; path: string; call: string }[] = [
  { user: 'pendeta', path: '/admin-dashboard/users', call: '/api/user' },
  { user: 'pendeta', path: '/admin-dashboard/keuangan', call: '/api/keuangan-gereja' },
  { user: 'penulis', path: '/admin-dashboard/jemaat', call: '/api/jemaat' },
  { user: 'penulis', path: '/admin-dashboard/detail-inventaris', call: '/api/inventarisasi-gereja' },
  { user: 'inventaris', path: '/admin-dashboard/keuangan', call: '/api/total-transaksi' },
  { user: 'inventaris', path: '/admin-dashboard/detail-user/1', call: '/api/user/1' },
];

describe("another role's page opened by its address", () => {
  it.each(FOREIGN_PAGES)('$user at $path: refused by the API, told clearly', async ({ user, path, call }) => {
    const page = await ui.openAs(browser(), user, path);
    await page.getByRole('heading', { name: 'Akses ditolak', level: 1 }).waitFor();
    expect(await ui.textOf(page.getByRole('alert'))).toContain(DENIED);
    expect(await callWithStoredToken(page, call)).toEqual({ status: 403, message: DENIED });
    await ui.closePage(page);
  });

  it('a role changed by hand in the browser still gets only what the API allows', async () => {
    // The stored role only picks the menu: the API checks the token's role on every call.
    const page = await ui.openAs(browser(), 'penulis', '/admin-dashboard/users', {
      storage: { role: 'admin' },
    });
    await page.getByRole('heading', { name: 'Data User / Akun', level: 1 }).waitFor();
    await page.locator('.list-error').getByText(DENIED, { exact: true }).waitFor();
    await ui.expectToast(page, DENIED);
    expect(await page.locator('.table-body').count()).toBe(0);
    await ui.closePage(page);
  });

  it("an author sees someone else's article read-only, told why: no 'Hapus', no save button", async () => {
    const { nama_tampilan: adminByline } = await ui.api<{ nama_tampilan: string }>(
      'admin',
      'GET',
      '/profile',
    );
    const { data } = await ui.api<{ data: { id_artikel: number; judul_artikel: string; author: string }[] }>(
      'penulis',
      'GET',
      `/artikel?q=${encodeURIComponent(adminByline)}&per_page=100`,
    );
    const foreign = data.find((row) => row.author === adminByline);
    if (!foreign) throw new Error('Seed tanpa artikel admin.');
    const page = await ui.openAs(browser(), 'penulis', '/admin-dashboard/artikel');
    await ui.searchList(page, foreign.judul_artikel, 'Judul Artikel', [foreign.judul_artikel]);
    await page.getByRole('button', { name: `Aksi untuk ${foreign.judul_artikel}`, exact: true }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Lihat Detail']);
    await page.keyboard.press('Escape');
    await ui.rowAction(page, foreign.judul_artikel, 'Lihat Detail');
    await page.getByRole('heading', { name: 'Detail Artikel', level: 1 }).waitFor();
    expect(await ui.textOf(page.getByRole('note'))).toBe(
      `Artikel ini ditulis oleh ${adminByline}; Anda hanya dapat mengubah artikel Anda sendiri.`,
    );
    const judul = page.getByRole('textbox', { name: 'Judul Artikel' });
    expect(await judul.inputValue()).toBe(foreign.judul_artikel);
    expect(await judul.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('textbox', { name: 'Isi Artikel' }).getAttribute('readonly')).not.toBeNull();
    for (const save of ['Simpan', 'Simpan Draf', 'Kirim untuk Ditinjau']) {
      expect(await page.getByRole('button', { name: save, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Pilih Gambar' }).count()).toBe(0);
    expect(await ui.seriousViolations(page)).toEqual([]);
    // Reading it is still possible: the preview opens.
    await ui.press(page, 'Preview');
    await page.getByRole('dialog', { name: 'Preview Artikel' }).waitFor();
    await ui.closePage(page);
  });

  it('an author opening their own article gets the editable form', async () => {
    const form = new FormData();
    form.append('judul_artikel', `${ui.uniqueTag()} Renungan Pagi`);
    form.append('jenis_artikel', 'renungan');
    form.append('isi_artikel', 'Bersyukurlah senantiasa.');
    const { data } = await ui.api<{ data: { id_artikel: number } }>('penulis', 'POST', '/artikel', form);
    const page = await ui.openAs(browser(), 'penulis', `/admin-dashboard/detail-artikel/${data.id_artikel}`);
    try {
      await page.getByRole('heading', { name: 'Edit Artikel', level: 1 }).waitFor();
      expect(await page.getByRole('note').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Judul Artikel' }).getAttribute('readonly')).toBeNull();
      // Their own draft: saved as a draft or sent for review, never published by them.
      await page.getByRole('button', { name: 'Simpan Draf', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Kirim untuk Ditinjau', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Simpan', exact: true }).count()).toBe(0);
    } finally {
      await ui.closePage(page);
      await ui.api('penulis', 'DELETE', `/artikel/${data.id_artikel}`);
    }
  });
});

it('an unknown dashboard address shows the not-found page', async () => {
  const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/tidak-ada');
  await page.getByText('Halaman yang Anda cari tidak ditemukan.', { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  await ui.closePage(page);
});
