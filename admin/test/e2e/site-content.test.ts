// Beyond the spec's resources: the church gallery (a photo added to one church, then deleted)
// and one edit of the site's texts. Both leave the content as they found it, for the site's tests.
import { describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

interface KontenSitus {
  pengaturan: Record<string, string | null>;
  gereja: {
    lokasi: string;
    nama_gereja: string;
    alamat: string;
    latitude: number | null;
    longitude: number | null;
    waktu_ibadah: { nama: string; jam: string }[];
    galeri: { id_galeri: number; nama: string }[];
  }[];
}

const konten = () => ui.api<KontenSitus>('admin', 'GET', '/konten-situs');

describe('the church gallery', () => {
  it("adds a photo to one church's tab and deletes it; 'Mohon lengkapi semua field.' first", async () => {
    const nama = `${ui.uniqueTag()} Paduan Suara`;
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/galeri');
    try {
      await ui.heading(page, 'Galeri Gereja');
      await page.getByRole('tab', { name: 'Pepanthan Simpar' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Pepanthan Simpar' });
      await ui.fill(panel, 'Nama Foto', nama);
      await panel.getByRole('button', { name: 'Tambah Foto' }).click();
      await ui.expectToast(page, 'Mohon lengkapi semua field.');

      await ui.fill(panel, 'Kegiatan', 'Natal Pepanthan');
      await panel
        .locator('.image-field input[type="file"]')
        .setInputFiles(await ui.testJpeg('paduan.jpg', 150));
      await panel.getByRole('button', { name: 'Tambah Foto' }).click();
      await ui.expectToast(page, 'Foto galeri berhasil ditambahkan.');
      const card = panel.locator('.photo-card', { hasText: nama });
      await card.waitFor();
      const simpar = (await konten()).gereja.find((gereja) => gereja.lokasi === 'Pepanthan Simpar');
      expect(simpar?.galeri.map((foto) => foto.nama)).toContain(nama);

      await card.getByRole('button', { name: 'Hapus' }).click();
      await ui.confirm(page, `Yakin ingin menghapus foto ${nama}?`);
      await ui.expectToast(page, 'Foto galeri berhasil dihapus.');
      await card.waitFor({ state: 'detached' });
    } finally {
      await ui.closePage(page);
      for (const gereja of (await konten()).gereja) {
        for (const foto of gereja.galeri.filter((item) => item.nama === nama)) {
          await ui.api('admin', 'DELETE', `/galeri-gereja/${foto.id_galeri}`);
        }
      }
    }
  });
});

describe('the site texts', () => {
  it('saves the vision from its tab, and the API answers the new text', async () => {
    const before = (await konten()).pengaturan;
    const visi = `Menjadi gereja yang bersaksi (${ui.uniqueTag()}).`;
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/konten-situs');
    try {
      await ui.heading(page, 'Konten Situs');
      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Visi & Misi' });
      const save = panel.getByRole('button', { name: 'Simpan', exact: true });
      // Nothing to save until something changed.
      expect(await save.isDisabled()).toBe(true);
      await ui.fill(panel, 'Visi', visi);
      await save.click();
      await ui.expectToast(page, 'Konten situs berhasil disimpan.');
      expect((await konten()).pengaturan.visi).toBe(visi);
      await expect.poll(() => save.isDisabled()).toBe(true);
    } finally {
      await ui.closePage(page);
      // Put the text back exactly: the site's own tests compare its pages with these settings.
      const form = new FormData();
      for (const [name, value] of Object.entries(before)) {
        if (typeof value === 'string' && !/(logo|gambar|foto|_width|_height|updated_at)/.test(name)) {
          form.append(name, value);
        }
      }
      await ui.api('admin', 'PUT', '/konten-situs/pengaturan', form);
    }
  });
});

describe("a church's position", () => {
  it('takes a pasted pair into both fields, refuses half of one, and saves it for the directions', async () => {
    const gemawang = (await konten()).gereja.find((gereja) => gereja.lokasi === 'Pepanthan Gemawang');
    if (!gemawang) throw new Error('Pepanthan Gemawang tidak ada di data demo');
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/konten-situs');
    try {
      await ui.heading(page, 'Konten Situs');
      await page.getByRole('tab', { name: 'Gereja & Waktu Ibadah' }).click();
      const form = page.locator('form', { has: page.getByRole('group', { name: 'Pepanthan Gemawang' }) });
      const latitude = form.getByRole('textbox', { name: 'Lintang (latitude)' });
      const longitude = form.getByRole('textbox', { name: 'Bujur (longitude)' });
      expect(await latitude.inputValue()).toBe(String(gemawang.latitude));

      await longitude.fill('');
      await form.getByRole('button', { name: 'Simpan Pepanthan Gemawang' }).click();
      await form.getByText('Lintang dan bujur harus diisi bersama-sama, atau kosongkan keduanya.').waitFor();

      // As a map application copies a position: both numbers at once, into either field.
      await latitude.fill('-7.80511, 111.03452');
      expect([await latitude.inputValue(), await longitude.inputValue()]).toEqual(['-7.80511', '111.03452']);
      const check = form.getByRole('link', { name: 'Periksa lokasi Pepanthan Gemawang di OpenStreetMap' });
      expect(await check.getAttribute('href')).toBe(
        'https://www.openstreetmap.org/?mlat=-7.80511&mlon=111.03452#map=17/-7.80511/111.03452',
      );
      await form.getByRole('button', { name: 'Simpan Pepanthan Gemawang' }).click();
      await ui.expectToast(page, 'Data Pepanthan Gemawang berhasil disimpan.');
      const saved = (await konten()).gereja.find((gereja) => gereja.lokasi === 'Pepanthan Gemawang');
      expect([saved?.latitude, saved?.longitude]).toEqual([-7.80511, 111.03452]);
    } finally {
      await ui.closePage(page);
      // Put the position back: the site's tests compare the directions with the demo data.
      const { nama_gereja, alamat, latitude, longitude, waktu_ibadah } = gemawang;
      await ui.api('admin', 'PUT', `/konten-situs/gereja/${encodeURIComponent(gemawang.lokasi)}`, {
        nama_gereja,
        alamat,
        latitude,
        longitude,
        waktu_ibadah,
      });
    }
  });
});
