// Files are checked against the server's upload rules before they are sent (images only, the
// server's size limit); a file that fails shows its reason rather than a bar at 100%, and is not
// sent again with the next upload.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const NOT_AN_IMAGE = 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.';
const TOO_LARGE = 'Ukuran berkas 11 MB melebihi batas 10 MB.';

const textFile = { name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') };
// Over the limit by its size alone: it is refused before a byte of it is sent.
const hugePhoto = { name: 'besar.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 7) };
// Declared a PNG, but not one: only the server, reading the bytes, can refuse it.
const fakePng = { name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('<html>bukan png</html>') };

beforeAll(async () => {
  const rules = await ui.api<{ ukuran_maks_berkas: number }>('admin', 'GET', '/batas-unggahan');
  // The texts above name the server's default limit.
  expect(rules.ukuran_maks_berkas).toBe(10 * 1024 * 1024);
});

/** Counts the upload requests (one per file) the page sends from now on. */
function countUploads(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gambar-kegiatan')) sent.count += 1;
  });
  return sent;
}

/** The original names of the activity's stored photos. */
async function storedNames(id: number): Promise<string[]> {
  const images = await ui.api<{ nama_gambar_kegiatan: string }[]>(
    'admin',
    'GET',
    `/gambar-kegiatan/by-kegiatan/${id}`,
  );
  return images.map((image) => image.nama_gambar_kegiatan).sort();
}

/** An activity made through the API, open on its form where its photos are uploaded. */
async function openNewActivity(name: string, date: string) {
  const { data } = await ui.api<{ data: { id_kegiatan_gereja: number } }>(
    'admin',
    'POST',
    '/kegiatan-gereja',
    {
      nama_kegiatan_gereja: `${ui.uniqueTag()} ${name}`,
      waktu_kegiatan_gereja: date,
    },
  );
  const id = data.id_kegiatan_gereja;
  const page = await ui.openAs(browser(), 'admin', `/admin-dashboard/detail-kegiatan/${id}`);
  return { id, page, sent: countUploads(page) };
}

describe('activity photos', () => {
  it('refuses a non-image and a file over the limit at once, with the reason, and never sends them', async () => {
    const { id, page, sent } = await openNewActivity('Bakti Sosial', '2021-08-01');
    try {
      await ui.heading(page, 'Edit Kegiatan');
      const card = page.locator('.upload-card');
      await card
        .locator('input[type="file"]')
        .setInputFiles([await ui.testJpeg('baik.jpg', 20), textFile, hugePhoto]);
      const item = (name: string) => card.locator('.upload-item', { hasText: name });
      expect(await ui.textOf(item('catatan.txt').getByRole('alert'))).toBe(NOT_AN_IMAGE);
      expect(await ui.textOf(item('besar.jpg').getByRole('alert'))).toBe(TOO_LARGE);
      // Only the file that may go has a progress bar.
      expect(
        await card
          .getByRole('progressbar')
          .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label'))),
      ).toEqual(['baik.jpg']);

      await card.getByRole('button', { name: 'Unggah' }).click();
      await ui.expectToast(page, 'Gambar berhasil diunggah.');
      expect(sent.count).toBe(1);
      expect(await storedNames(id)).toEqual(['baik.jpg']);
    } finally {
      await ui.closePage(page);
      await ui.api('admin', 'DELETE', `/kegiatan-gereja/${id}`);
    }
  });

  it("shows the server's reason for a refused file instead of a full bar, and does not send it again", async () => {
    const { id, page, sent } = await openNewActivity('Paskah Anak', '2021-04-04');
    try {
      await ui.heading(page, 'Edit Kegiatan');
      const card = page.locator('.upload-card');
      const input = card.locator('input[type="file"]');
      await input.setInputFiles([fakePng]);
      await card.getByRole('button', { name: 'Unggah' }).click();
      await ui.expectToast(page, 'Gagal mengupload gambar.');
      const failed = card.locator('.upload-item', { hasText: 'palsu.png' });
      expect(await ui.textOf(failed.getByRole('alert'))).toBe(NOT_AN_IMAGE);
      expect(await failed.getByRole('progressbar').count()).toBe(0);

      await input.setInputFiles([await ui.testJpeg('pengganti.jpg', 70)]);
      await card.getByRole('button', { name: 'Unggah' }).click();
      await ui.expectToast(page, 'Gambar berhasil diunggah.');
      // One request for each file: the refused one was not sent again with the second.
      expect(sent.count).toBe(2);
      expect(await storedNames(id)).toEqual(['pengganti.jpg']);
      // Still listed with its reason until removed.
      await failed.getByRole('button', { name: 'Hapus dari daftar' }).click();
      await failed.waitFor({ state: 'detached' });
    } finally {
      await ui.closePage(page);
      await ui.api('admin', 'DELETE', `/kegiatan-gereja/${id}`);
    }
  });
});

describe('a single image field (the finance receipt)', () => {
  it('keeps no file the server would refuse and says why beside the field', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-keuangan');
    try {
      await ui.heading(page, 'Tambah Transaksi');
      const receipt = ui.field(page, 'Bukti Transaksi (opsional)');
      const input = receipt.locator('input[type="file"]');
      await input.setInputFiles([hugePhoto]);
      expect(await ui.textOf(receipt.getByRole('alert'))).toBe(TOO_LARGE);
      await input.setInputFiles([textFile]);
      expect(await ui.textOf(receipt.getByRole('alert'))).toBe(NOT_AN_IMAGE);
      expect(await receipt.getByRole('img').count()).toBe(0);

      await input.setInputFiles([await ui.testJpeg('nota.jpg', 50)]);
      await receipt.getByRole('img', { name: 'Pratinjau bukti transaksi (opsional)' }).waitFor();
      expect(await receipt.getByRole('alert').count()).toBe(0);
    } finally {
      await ui.closePage(page);
    }
  });
});
