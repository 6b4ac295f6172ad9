// Articles as their writer (penulis) through the screens: one with an image is previewed before it
// is saved as a draft, appears in the list, is found, sorted, edited and deleted; the form's own rules.
import { describe, expect, it } from 'vitest';
import { ARTIKEL_TEXTS } from './crud-cases.ts';
import { type CrudCase, runCrud } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const ARTIKEL: CrudCase = {
  ...ARTIKEL_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Judul Artikel', name);
    await ui.choose(page, 'Jenis Artikel', 'Renungan');
    await ui.fill(page, 'Ayat Alkitab (opsional)', 'Mazmur 23:1');
    await ui.fill(page, 'Catatan (opsional)', 'Bahan renungan keluarga.');
    await ui.fill(page, 'Isi Artikel', 'Tuhan adalah gembalaku.\n\nTakkan kekurangan aku.');
    await page.locator('.image-field input[type="file"]').setInputFiles(await ui.testJpeg('gembala.jpg', 90));
    await page.getByRole('img', { name: 'Pratinjau gambar artikel (opsional)' }).waitFor();
    // The preview shows title, type, image, verse, note and the body's paragraphs.
    await ui.press(page, 'Preview');
    const preview = page.getByRole('dialog', { name: 'Preview Artikel' });
    await preview.waitFor();
    expect(await ui.textOf(preview.locator('.article-preview-title'))).toBe(name);
    expect(await ui.textOf(preview.locator('.article-preview-meta'))).toBe('Renungan');
    expect(await ui.textOf(preview.locator('.article-preview-verse'))).toBe('Mazmur 23:1');
    expect(await ui.textOf(preview.locator('.article-preview-note'))).toBe('Bahan renungan keluarga.');
    expect(await preview.locator('.article-preview-paragraph').allTextContents()).toEqual([
      'Tuhan adalah gembalaku.',
      'Takkan kekurangan aku.',
    ]);
    const image = preview.locator('.article-preview-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await preview.getByRole('button', { name: 'Tutup' }).click();
    await preview.waitFor({ state: 'hidden' });
  },
  rename: async (page, name) => {
    // The stored image (a WebP the server made) is shown until another is chosen.
    const stored = page.getByRole('img', { name: 'Pratinjau gambar artikel (opsional)' });
    expect(await stored.getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    await ui.fill(page, 'Judul Artikel', name);
  },
  sibling: async (name) => {
    const form = new FormData();
    form.append('judul_artikel', name);
    form.append('jenis_artikel', 'berita');
    form.append('isi_artikel', 'Kabar dari jemaat.');
    return form;
  },
  onFound: async (page) => {
    // Listed by the writer's display name, not the login name 'penulis'.
    const { nama_tampilan } = await ui.api<{ nama_tampilan: string }>('penulis', 'GET', '/profile');
    expect(nama_tampilan).not.toBe('penulis');
    expect(await ui.column(page, 'Penulis')).toEqual([nama_tampilan, nama_tampilan]);
    expect((await ui.column(page, 'Jenis')).sort()).toEqual(['Berita', 'Renungan']);
    // A penulis's articles are drafts until admin or pendeta publish them.
    expect(await ui.column(page, 'Status')).toEqual(['Draf', 'Draf']);
  },
};

describe('articles', () => {
  it('written by penulis: preview, create, find in the list, sort both ways, edit, delete', () =>
    runCrud(browser(), ARTIKEL, ui.DESKTOP_VIEW));

  it('asks for title, type and body; offers the activity only for the type kegiatan', async () => {
    const page = await ui.openAs(browser(), 'penulis', '/admin-dashboard/detail-artikel');
    await ui.heading(page, 'Tambah Artikel');
    await ui.press(page, 'Simpan Draf');
    expect(await ui.fieldError(page, 'Judul Artikel')).toBe('Judul artikel wajib diisi.');
    expect(await ui.fieldError(page, 'Jenis Artikel')).toBe('Jenis artikel wajib dipilih.');
    expect(await ui.fieldError(page, 'Isi Artikel')).toBe('Isi artikel wajib diisi.');
    const activity = page.getByRole('combobox', { name: 'Kegiatan Terkait' });
    expect(await activity.count()).toBe(0);
    await ui.choose(page, 'Jenis Artikel', 'Kegiatan');
    await activity.waitFor();
    await ui.choose(page, 'Jenis Artikel', 'Berita');
    await activity.waitFor({ state: 'detached' });
    await ui.closePage(page);
  });
});
