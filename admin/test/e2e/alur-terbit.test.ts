// The publishing workflow through the screens, one article's whole way: a penulis saves a draft and
// sends it for review; the pendeta finds it in 'Menunggu Tinjauan' on the overview and sends it back
// with a note; the penulis reads the note, fixes the text and sends it again; the pendeta schedules it
// a few seconds ahead, and it goes live by itself. The steps share the article, in order.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

interface Stored {
  id_artikel: number;
  judul_artikel: string;
  isi_artikel: string;
  status: string;
  terbit_pada: string | null;
  catatan_tinjauan: string | null;
  dapat_diubah?: boolean;
}

const tag = ui.uniqueTag('alur');
const judul = `${tag} Kabar Panen Raya`;
const NOTE = 'Mohon perbaiki ejaan "gerja" di paragraf pertama.';
let id = 0;

/** The article as the API answers it to a signed-in account (drafts included). */
const stored = (as: ui.DemoUser = 'pendeta') => ui.api<Stored>(as, 'GET', `/artikel/${id}`);

/** The article as a visitor asks for it: the HTTP status only (404 while it is not public). */
async function publicStatus(): Promise<number> {
  const response = await fetch(ui.adminUrl(`/api/artikel/${id}`));
  return response.status;
}

/**
 * 'YYYY-MM-DDTHH:MM:SS' in WIB, about `seconds` from now: the wall clock the API stores and compares.
 * Never on a whole minute, which the browser would write without its seconds.
 */
function wibFromNow(seconds: number): string {
  const stamp = new Date(Date.now() + seconds * 1000 + 7 * 3_600_000).toISOString().slice(0, 19);
  return stamp.endsWith(':00') ? `${stamp.slice(0, 17)}01` : stamp;
}

async function openForm(as: ui.DemoUser, viewport: ui.Viewport = ui.DESKTOP_VIEW): Promise<Page> {
  const page = await ui.openAs(browser(), as, `/admin-dashboard/detail-artikel/${id}`, { viewport });
  await page.locator('.status-current').waitFor();
  return page;
}

const currentStatus = (page: Page) => ui.textOf(page.locator('.status-current .status-badge'));

afterAll(async () => {
  if (id) await ui.api('admin', 'DELETE', `/artikel/${id}`);
});

describe('publishing an article: draft, review, sent back, scheduled, live', () => {
  it('penulis writes an article and saves it as a draft: listed as Draf, not public', async () => {
    const page = await ui.openAs(browser(), 'penulis', '/admin-dashboard/detail-artikel');
    try {
      await ui.heading(page, 'Tambah Artikel');
      // A penulis does not choose a status: the two buttons say where the article goes.
      expect(await page.getByRole('button', { name: 'Simpan', exact: true }).count()).toBe(0);
      expect(await ui.field(page, 'Status').count()).toBe(0);
      await ui.fill(page, 'Judul Artikel', judul);
      await ui.choose(page, 'Jenis Artikel', 'Berita');
      await ui.fill(page, 'Isi Artikel', 'Jemaat gerja bersyukur atas panen raya.');
      await ui.press(page, 'Simpan Draf');
      await ui.expectToast(page, 'Artikel berhasil ditambahkan');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/artikel');
      await ui.searchList(page, tag, 'Judul Artikel', [judul]);
      expect(await ui.column(page, 'Status')).toEqual(['Draf']);
    } finally {
      await ui.closePage(page);
    }
    const found = await ui.api<{ data: Stored[] }>('penulis', 'GET', `/artikel?q=${tag}`);
    id = found.data[0].id_artikel;
    expect(found.data[0].status).toBe('draf');
    expect(await publicStatus()).toBe(404);
  });

  it('penulis sends it for review; the list shows it waiting', async () => {
    const page = await openForm('penulis');
    try {
      expect(await currentStatus(page)).toBe('Draf');
      await ui.press(page, 'Kirim untuk Ditinjau');
      await ui.expectToast(page, 'Artikel berhasil diperbarui');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/artikel');
      await ui.searchList(page, tag, 'Judul Artikel', [judul]);
      expect(await ui.column(page, 'Status')).toEqual(['Menunggu Tinjauan']);
    } finally {
      await ui.closePage(page);
    }
    expect((await stored()).status).toBe('tinjauan');
  });

  it("pendeta finds it under 'Menunggu Tinjauan' on the overview, with the count", async () => {
    const queue = await ui.api<{ total: number }>('pendeta', 'GET', '/tinjauan');
    expect(queue.total).toBeGreaterThan(0);
    const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard', { viewport: ui.PHONE_VIEW });
    try {
      const card = page.getByRole('region', { name: /^Menunggu Tinjauan/ });
      await card.getByRole('link', { name: judul }).waitFor();
      expect(await ui.textOf(card.getByRole('heading'))).toBe(`Menunggu Tinjauan ${queue.total}`);
      const item = card.locator('.upcoming-item', { has: page.getByRole('link', { name: judul }) });
      expect(await ui.textOf(item)).toMatch(/^Artikel · sejak .+ Kabar Panen Raya/);
      await ui.shot(page, 'tinjauan-ringkasan', ui.PHONE_VIEW);
      expect(await ui.seriousViolations(page)).toEqual([]);
      await card.getByRole('link', { name: judul }).click();
      await ui.heading(page, 'Edit Artikel');
      expect(new URL(page.url()).pathname).toBe(`/admin-dashboard/detail-artikel/${id}`);
    } finally {
      await ui.closePage(page);
    }
  });

  it('pendeta sends it back to the writer with a note (the note is required)', async () => {
    const page = await openForm('pendeta');
    try {
      expect(await currentStatus(page)).toBe('Menunggu Tinjauan');
      await ui.press(page, 'Kembalikan ke Penulis');
      const dialog = page.getByRole('dialog', { name: 'Kembalikan ke Penulis' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Kembalikan', exact: true }).click();
      expect(await ui.fieldError(page, 'Catatan untuk penulis')).toBe('Catatan untuk penulis wajib diisi.');
      await ui.fill(dialog, 'Catatan untuk penulis', NOTE);
      await dialog.getByRole('button', { name: 'Kembalikan', exact: true }).click();
      await ui.expectToast(page, 'Artikel berhasil diperbarui');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/artikel');
    } finally {
      await ui.closePage(page);
    }
    expect(await stored()).toMatchObject({ status: 'draf', catatan_tinjauan: NOTE });
    const queue = await ui.api<{ data: { id: number }[] }>('pendeta', 'GET', '/tinjauan');
    expect(queue.data.map((item) => item.id)).not.toContain(id);
  });

  it("penulis reads the reviewer's note, fixes the text, previews it and sends it again", async () => {
    const page = await openForm('penulis', ui.PHONE_VIEW);
    try {
      expect(await ui.textOf(page.locator('.review-note'))).toBe(`Catatan peninjau: ${NOTE}`);
      expect(await ui.seriousViolations(page)).toEqual([]);
      await ui.fill(page, 'Isi Artikel', 'Jemaat gereja bersyukur atas panen raya.');

      // The private preview of the saved version: the whole address, to copy or open.
      await ui.press(page, 'Pratinjau di Situs');
      const address = page.getByRole('textbox', { name: 'Tautan pratinjau' });
      await address.waitFor();
      const link = await address.inputValue();
      expect(link.startsWith(ui.adminUrl('/pratinjau/#'))).toBe(true);
      expect(await page.getByRole('link', { name: 'Buka', exact: true }).getAttribute('href')).toBe(link);
      expect(await page.getByRole('link', { name: 'Buka', exact: true }).getAttribute('target')).toBe(
        '_blank',
      );
      await page.getByRole('button', { name: 'Salin Tautan' }).waitFor();
      expect(await ui.textOf(page.locator('.preview-link-result .field-description'))).toMatch(
        /^Berlaku sampai .+ WIB\./,
      );

      await ui.press(page, 'Kirim untuk Ditinjau');
      await ui.expectToast(page, 'Artikel berhasil diperbarui');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/artikel');
    } finally {
      await ui.closePage(page);
    }
    expect(await stored()).toMatchObject({
      status: 'tinjauan',
      isi_artikel: 'Jemaat gereja bersyukur atas panen raya.',
    });
  });

  it('pendeta schedules it a few seconds ahead (the time is required); the list filters by status', async () => {
    const page = await openForm('pendeta');
    try {
      expect(await ui.field(page, 'Waktu Terbit').count()).toBe(0);
      await ui.choose(page, 'Status', 'Terjadwal');
      await ui.press(page, 'Simpan');
      expect(await ui.fieldError(page, 'Waktu Terbit')).toBe(
        'Waktu terbit wajib diisi untuk konten terjadwal.',
      );
      await ui.shot(page, 'artikel-status', ui.DESKTOP_VIEW);
      expect(await ui.seriousViolations(page)).toEqual([]);
      await ui.fill(page, 'Waktu Terbit', wibFromNow(20));
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Artikel berhasil diperbarui');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/artikel');

      await ui.choose(page, 'Status', 'Terjadwal');
      await page.waitForURL((url) => url.searchParams.get('status') === 'terjadwal');
      await ui.searchList(page, tag, 'Judul Artikel', [judul]);
      const { terbit_pada } = await stored();
      expect(terbit_pada).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const [status] = await ui.column(page, 'Status');
      expect(status).toMatch(/^Terjadwal · \d{1,2} \S+ \d{4} \d{2}\.\d{2}$/);
      expect(status.endsWith(terbit_pada?.slice(11, 16).replace(':', '.') ?? '?')).toBe(true);
      // Not among the published ones yet.
      await ui.choose(page, 'Status', 'Terbit');
      await ui.expectColumn(page, 'Judul Artikel', []);
    } finally {
      await ui.closePage(page);
    }
  });

  it('goes live by itself when its time comes: published, public, no longer the writer’s to change', async () => {
    await expect
      .poll(async () => (await stored()).status, { timeout: 40_000, interval: 1_000 })
      .toBe('terbit');
    expect(await publicStatus()).toBe(200);
    expect(await stored('penulis')).toMatchObject({ status: 'terbit', dapat_diubah: false });

    const list = await ui.openAs(browser(), 'pendeta', `/admin-dashboard/artikel?status=terbit&q=${tag}`);
    try {
      await ui.expectColumn(list, 'Judul Artikel', [judul]);
      expect(await ui.column(list, 'Status')).toEqual(['Terbit']);
    } finally {
      await ui.closePage(list);
    }

    const page = await openForm('penulis');
    try {
      await ui.heading(page, 'Detail Artikel');
      expect(await ui.textOf(page.getByRole('note'))).toBe(
        'Artikel ini sudah terbit; sekarang hanya admin atau pendeta yang dapat mengubahnya.',
      );
      expect(await currentStatus(page)).toBe('Terbit');
      for (const save of ['Simpan Draf', 'Kirim untuk Ditinjau']) {
        expect(await page.getByRole('button', { name: save, exact: true }).count()).toBe(0);
      }
      expect(
        await page.getByRole('textbox', { name: 'Judul Artikel' }).getAttribute('readonly'),
      ).not.toBeNull();
    } finally {
      await ui.closePage(page);
    }
  });
});
