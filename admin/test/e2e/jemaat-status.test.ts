// Members by status: the list shows the active ones first with counts per status, the overview counts
// active members, and deleting a member who is linked (council, user account) says so and offers a
// status change instead.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { removeTagged } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const MEMBERS = { endpoint: '/jemaat', idField: 'id_jemaat' };

async function addMember(nama: string, status: string): Promise<number> {
  const saved = await ui.api<{ data: { id_jemaat: number } }>('admin', 'POST', '/jemaat', {
    nama_jemaat: nama,
    status_bergereja: status,
  });
  return saved.data.id_jemaat;
}

const counts = (page: Page) => page.locator('.status-count').allInnerTexts();

describe('the member list by status', () => {
  for (const viewport of ui.VIEWPORTS) {
    it(`shows active members by default, the others by choice, with counts per status at ${viewport.name}`, async () => {
      const tag = ui.uniqueTag();
      await addMember(`${tag} Hidup`, 'aktif');
      await addMember(`${tag} Wafat`, 'meninggal');
      await addMember(`${tag} Pergi`, 'pindah');
      const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/jemaat', { viewport });
      try {
        await ui.searchList(page, tag, 'Nama', [`${tag} Hidup`]);
        await expect
          .poll(() => counts(page))
          .toEqual(['aktif 1', 'boro 0', 'pindah 1', 'keluar 0', 'meninggal 1', 'semua 3']);
        expect(await ui.textOf(page.locator('.status-counts-title'))).toBe('Hasil pencarian per status:');
        expect(await page.locator('.status-count[aria-current="true"]').innerText()).toBe('aktif 1');

        await ui.choose(page, 'Status Bergereja', 'meninggal');
        await page.waitForURL((url) => url.searchParams.get('status') === 'meninggal');
        await expect.poll(() => ui.column(page, 'Nama')).toEqual([`${tag} Wafat`]);
        await ui.choose(page, 'Status Bergereja', 'Semua');
        await expect
          .poll(async () => (await ui.column(page, 'Nama')).sort())
          .toEqual([`${tag} Hidup`, `${tag} Pergi`, `${tag} Wafat`].sort());
        // Back to the default: the address drops the filter, the list shows the active again.
        await ui.choose(page, 'Status Bergereja', 'aktif');
        await page.waitForURL((url) => !url.searchParams.has('status'));
        await expect.poll(() => ui.column(page, 'Nama')).toEqual([`${tag} Hidup`]);
        expect(await ui.seriousViolations(page, '.status-counts', '.list-filter', '.table-wrap')).toEqual([]);
      } finally {
        await ui.closePage(page);
        await removeTagged(MEMBERS, tag);
      }
    });
  }

  it('the overview counts active members and says so', async () => {
    const active = await ui.api<{ total: number }>('admin', 'GET', '/jemaat?status=aktif&per_page=1');
    const all = await ui.api<{ total: number }>('admin', 'GET', '/jemaat?per_page=1');
    // The seed has deceased and moved members: the two counts differ.
    expect(active.total).toBeLessThan(all.total);
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard');
    const card = page.locator('.stat-card', { hasText: 'Jemaat Aktif' });
    await expect
      .poll(() => ui.textOf(card.locator('.stat-value')))
      .toBe(new Intl.NumberFormat('id-ID').format(active.total));
    await ui.closePage(page);
  });
});

describe('deleting a member', () => {
  it('names the council seat and the account linked to the member and offers a status change', async () => {
    const tag = ui.uniqueTag();
    const nama = `${tag} Penatua`;
    const id = await addMember(nama, 'aktif');
    const seat = await ui.api<{ data: { id_kemajelisan: number } }>('admin', 'POST', '/kemajelisan', {
      id_jemaat: id,
      nama,
      jabatan: 'Penatua',
      periode_mulai: '2024-01-01',
      periode_selesai: '2029-12-31',
    });
    const username = `${tag}akun`;
    const idUser = await ui.createAccount({
      username_user: username,
      nama_tampilan: `Penulis ${tag}`,
      password_user: 'rahasia-e2e-9',
      telp_user: '0812555666',
      id_jemaat: id,
      id_role: 4,
    });
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/jemaat', {
      viewport: ui.DESKTOP_VIEW,
    });
    try {
      await ui.searchList(page, tag, 'Nama', [nama]);
      await ui.rowAction(page, nama, 'Hapus');
      const dialog = page.getByRole('alertdialog').filter({ hasText: `Yakin ingin menghapus ${nama}?` });
      const warning = dialog.locator('.dialog-warning');
      await warning.waitFor();
      expect(await ui.textOf(warning)).toBe(
        `Jemaat ini tercatat sebagai majelis (Penatua, 2024–2029) dan terhubung ke akun pengguna ${username}. ` +
          'Selama keterkaitan itu ada, data ini tidak dapat dihapus.',
      );
      expect(await dialog.getByRole('button', { name: 'Hapus', exact: true }).isDisabled()).toBe(true);

      // 'meninggal' is offered first; this member moved away.
      expect(await ui.textOf(ui.field(page, 'Status baru').locator('.select-value'))).toBe('meninggal');
      await ui.choose(page, 'Status baru', 'pindah');
      expect(await ui.seriousViolations(page, '.modal')).toEqual([]);
      await dialog.getByRole('button', { name: 'Ubah Status', exact: true }).click();
      await ui.expectToast(page, `Status ${nama} diubah menjadi pindah.`);
      await dialog.waitFor({ state: 'hidden' });
      // No longer among the active; counted as moved; the links are untouched.
      await expect.poll(() => ui.column(page, 'Nama')).toEqual([]);
      await expect.poll(() => counts(page)).toContain('pindah 1');
      const member = await ui.api<{ status_bergereja: string }>('admin', 'GET', `/jemaat/${id}`);
      expect(member.status_bergereja).toBe('pindah');
      const council = await ui.api<{ id_jemaat: number }>(
        'admin',
        'GET',
        `/kemajelisan/${seat.data.id_kemajelisan}`,
      );
      expect(council.id_jemaat).toBe(id);
    } finally {
      await ui.closePage(page);
      await ui.api('admin', 'DELETE', `/user/${idUser}`);
      await ui.api('admin', 'DELETE', `/kemajelisan/${seat.data.id_kemajelisan}`);
      await removeTagged(MEMBERS, tag);
    }
  });

  it('deletes a member nothing links to after the confirmation', async () => {
    const tag = ui.uniqueTag();
    const nama = `${tag} Ganda`;
    await addMember(nama, 'aktif');
    const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/jemaat');
    try {
      await ui.heading(page, 'Data Jemaat');
      await ui.searchList(page, tag, 'Nama', [nama]);
      await ui.rowAction(page, nama, 'Hapus');
      const dialog = page.getByRole('alertdialog').filter({ hasText: `Yakin ingin menghapus ${nama}?` });
      await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
      await ui.expectToast(page, 'Data berhasil dihapus');
      await expect.poll(() => ui.column(page, 'Nama')).toEqual([]);
      expect(await dialog.locator('.dialog-warning').count()).toBe(0);
    } finally {
      await ui.closePage(page);
      await removeTagged(MEMBERS, tag);
    }
  });
});
