// Activities through their screens: the whole life of one, and its photos: three uploaded with a
// progress bar each, one made the cover, one deleted, with the spec's messages on the way.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KEGIATAN_TEXTS } from './crud-cases.ts';
import { type CrudCase, runCrud } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const KEGIATAN: CrudCase = {
  ...KEGIATAN_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Nama Kegiatan', name);
    await ui.fill(page, 'Waktu Kegiatan', '2020-08-17');
    await ui.fill(page, 'Jam Kegiatan', '09:30');
    await ui.fill(page, 'Tema', 'Merdeka dalam Kristus');
    await ui.fill(page, 'Tempat', 'Balai Desa Girimarto');
    await ui.fill(page, 'Deskripsi', 'Syukur bersama warga.');
  },
  // A new activity stays open, now editable, so its photos can be uploaded; then back to the list.
  afterCreate: async (page) => {
    await ui.heading(page, 'Edit Kegiatan');
    await page.getByRole('heading', { name: 'Galeri Kegiatan' }).waitFor();
    await page.getByRole('link', { name: 'Kembali' }).first().click();
  },
  rename: async (page, name) => {
    expect(await page.getByLabel('Waktu Kegiatan').inputValue()).toBe('2020-08-17');
    // The optional time of day comes back as it was saved.
    expect(await page.getByLabel('Jam Kegiatan').inputValue()).toBe('09:30');
    await ui.fill(page, 'Nama Kegiatan', name);
  },
  sibling: async (name) => ({ nama_kegiatan_gereja: name, waktu_kegiatan_gereja: '2020-08-18' }),
  onFound: async (page) =>
    expect((await ui.column(page, 'Waktu')).sort()).toEqual(['17 Agu 2020', '18 Agu 2020']),
};

const uploader = (page: Page) => page.locator('.upload-card');
const photos = (page: Page) => page.locator('.photo-card');

/** Records every value each upload bar shows, by file name, from now on. */
function recordProgress(page: Page) {
  return page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    Object.assign(window, { uploadProgress: seen });
    const record = () => {
      for (const bar of document.querySelectorAll('.upload-item [role="progressbar"]')) {
        const name = bar.getAttribute('aria-label') ?? '';
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (!seen[name]) seen[name] = [];
        if (seen[name].at(-1) !== value) seen[name].push(value);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

describe('activities', () => {
  it('an activity through the screens: create, find by search, sort both ways, edit, delete', () =>
    runCrud(browser(), KEGIATAN, ui.DESKTOP_VIEW));

  it('asks to save the activity first, and for at least one image', async () => {
    const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/detail-kegiatan');
    await ui.heading(page, 'Tambah Kegiatan');
    await uploader(page).getByRole('button', { name: 'Unggah' }).click();
    await ui.expectToast(page, 'Pilih setidaknya satu gambar.');
    await uploader(page)
      .locator('input[type="file"]')
      .setInputFiles(await ui.testJpeg('sampul.jpg', 30));
    await uploader(page).getByRole('button', { name: 'Unggah' }).click();
    await ui.expectToast(page, 'Simpan data kegiatan terlebih dahulu.');
    await ui.closePage(page);
  });

  it('uploads three images with progress, makes one the cover and deletes one', async () => {
    const tag = ui.uniqueTag();
    const { data } = await ui.api<{ data: { id_kegiatan_gereja: number } }>(
      'pendeta',
      'POST',
      '/kegiatan-gereja',
      {
        nama_kegiatan_gereja: `${tag} Retret Pemuda`,
        waktu_kegiatan_gereja: '2020-09-12',
      },
    );
    const id = data.id_kegiatan_gereja;
    const page = await ui.openAs(browser(), 'pendeta', `/admin-dashboard/detail-kegiatan/${id}`);
    try {
      await ui.heading(page, 'Edit Kegiatan');
      await page.getByText('Belum ada gambar untuk kegiatan ini.').waitFor();
      const files = await Promise.all(
        ['retret-1.jpg', 'retret-2.jpg', 'retret-3.jpg'].map((name, i) => ui.testJpeg(name, 60 * i, true)),
      );
      await uploader(page).locator('input[type="file"]').setInputFiles(files);
      const bars = uploader(page).getByRole('progressbar');
      expect(
        await bars.evaluateAll((all) =>
          all.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
        ),
      ).toEqual([
        ['retret-1.jpg', '0'],
        ['retret-2.jpg', '0'],
        ['retret-3.jpg', '0'],
      ]);

      // A slow connection, so the bars move through the upload instead of jumping to the end.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 1024 * 1024,
      });
      await recordProgress(page);
      await uploader(page).getByRole('button', { name: 'Unggah' }).click();
      await ui.expectToast(page, 'Gambar berhasil diunggah.');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
      const seen = await page.evaluate(
        () => (window as unknown as { uploadProgress: Record<string, number[]> }).uploadProgress,
      );
      for (const file of files) {
        const values = seen[file.name];
        expect(values.at(0)).toBe(0);
        expect(values.at(-1)).toBe(100);
        expect(values.some((value) => value > 0 && value < 100)).toBe(true);
      }

      // The gallery shows the three; the first stored became the cover.
      await expect.poll(() => photos(page).count()).toBe(3);
      const cover = photos(page).filter({ hasText: '(Gambar Sampul)' });
      expect(await cover.count()).toBe(1);
      const other = photos(page).filter({ hasNotText: '(Gambar Sampul)' }).first();
      const chosen = (await other.locator('.photo-name').textContent()) ?? '';
      await other.getByRole('button', { name: 'Jadikan Thumbnail' }).click();
      await ui.expectToast(page, 'Gambar sampul berhasil diubah.');
      await expect.poll(() => cover.locator('.photo-name').allTextContents()).toEqual([chosen]);

      const removed = photos(page).filter({ hasNotText: '(Gambar Sampul)' }).first();
      await removed.getByRole('button', { name: 'Hapus' }).click();
      await ui.confirm(page, 'Yakin ingin menghapus gambar ini?');
      await ui.expectToast(page, 'Gambar berhasil dihapus.');
      await expect.poll(() => photos(page).count()).toBe(2);

      const stored = await ui.api<{ nama_gambar_kegiatan: string; is_thumbnail: number }[]>(
        'pendeta',
        'GET',
        `/gambar-kegiatan/by-kegiatan/${id}`,
      );
      expect(
        stored.filter((image) => image.is_thumbnail === 1).map((image) => image.nama_gambar_kegiatan),
      ).toEqual([chosen]);
      expect(stored).toHaveLength(2);
    } finally {
      await ui.closePage(page);
      await ui.api('admin', 'DELETE', `/kegiatan-gereja/${id}`);
    }
  });
});
