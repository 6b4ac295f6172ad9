// Beyond the spec's resources: the church gallery (a photo added to one church, then deleted)
// and one edit of the site's texts. Both leave the content as they found it, for the site's tests.
import { describe, expect, it } from 'vitest';
import {
  api,
  closePage,
  confirm,
  expectToast,
  fill,
  heading,
  openAs,
  sharedBrowser,
  testJpeg,
  uniqueTag,
} from './support.ts';

const browser = sharedBrowser();

interface KontenSitus {
  pengaturan: Record<string, string | null>;
  gereja: { lokasi: string; galeri: { id_galeri: number; nama: string }[] }[];
}

const konten = () => api<KontenSitus>('admin', 'GET', '/konten-situs');

describe('the church gallery', () => {
  it("adds a photo to one church's tab and deletes it; 'Mohon lengkapi semua field.' first", async () => {
    const nama = `${uniqueTag()} Paduan Suara`;
    const page = await openAs(browser(), 'admin', '/admin-dashboard/galeri');
    try {
      await heading(page, 'Galeri Gereja');
      await page.getByRole('tab', { name: 'Pepanthan Simpar' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Pepanthan Simpar' });
      await fill(panel, 'Nama Foto', nama);
      await panel.getByRole('button', { name: 'Tambah Foto' }).click();
      await expectToast(page, 'Mohon lengkapi semua field.');

      await fill(panel, 'Kegiatan', 'Natal Pepanthan');
      await panel.locator('.image-field input[type="file"]').setInputFiles(await testJpeg('paduan.jpg', 150));
      await panel.getByRole('button', { name: 'Tambah Foto' }).click();
      await expectToast(page, 'Foto galeri berhasil ditambahkan.');
      const card = panel.locator('.photo-card', { hasText: nama });
      await card.waitFor();
      const simpar = (await konten()).gereja.find((gereja) => gereja.lokasi === 'Pepanthan Simpar');
      expect(simpar?.galeri.map((foto) => foto.nama)).toContain(nama);

      await card.getByRole('button', { name: 'Hapus' }).click();
      await confirm(page, `Yakin ingin menghapus foto ${nama}?`);
      await expectToast(page, 'Foto galeri berhasil dihapus.');
      await card.waitFor({ state: 'detached' });
    } finally {
      await closePage(page);
      for (const gereja of (await konten()).gereja) {
        for (const foto of gereja.galeri.filter((item) => item.nama === nama)) {
          await api('admin', 'DELETE', `/galeri-gereja/${foto.id_galeri}`);
        }
      }
    }
  });
});

describe('the site texts', () => {
  it('saves the vision from its tab, and the API answers the new text', async () => {
    const before = (await konten()).pengaturan;
    const visi = `Menjadi gereja yang bersaksi (${uniqueTag()}).`;
    const page = await openAs(browser(), 'admin', '/admin-dashboard/konten-situs');
    try {
      await heading(page, 'Konten Situs');
      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Visi & Misi' });
      const save = panel.getByRole('button', { name: 'Simpan', exact: true });
      // Nothing to save until something changed.
      expect(await save.isDisabled()).toBe(true);
      await fill(panel, 'Visi', visi);
      await save.click();
      await expectToast(page, 'Konten situs berhasil disimpan.');
      expect((await konten()).pengaturan.visi).toBe(visi);
      await expect.poll(() => save.isDisabled()).toBe(true);
    } finally {
      await closePage(page);
      // Put the text back exactly: the site's own tests compare its pages with these settings.
      const form = new FormData();
      for (const [name, value] of Object.entries(before)) {
        if (typeof value === 'string' && !/(logo|gambar|foto|_width|_height|updated_at)/.test(name)) {
          form.append(name, value);
        }
      }
      await api('admin', 'PUT', '/konten-situs/pengaturan', form);
    }
  });
});
