// Worship schedules and inventory through their screens: the whole life of a record (a schedule on
// a phone too), and the schedule's date-and-time rule with the spec's text.
import { describe, expect, it } from 'vitest';
import { INVENTARIS_TEXTS, JADWAL_TEXTS } from './crud-cases.ts';
import { type CrudCase, runCrud } from './crud-flow.ts';
import { fillNewJadwal, NEW_JADWAL } from './jadwal-form.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const JADWAL: CrudCase = {
  ...JADWAL_TEXTS,
  fillNew: fillNewJadwal,
  rename: async (page, name) => {
    // The stored date and time come back split into the form's two inputs.
    expect(await page.getByLabel('Tanggal Ibadah').inputValue()).toBe(NEW_JADWAL.tanggal);
    expect(await page.getByLabel('Jam Ibadah').inputValue()).toBe(NEW_JADWAL.jam);
    await ui.fill(page, 'Nama Ibadah', name);
  },
  sibling: async (name) => ({
    tanggal_ibadah: '2021-03-21T09:00',
    nama_ibadah: name,
    lokasi_ibadah: 'Induk Girimarto',
    pemimpin_ibadah: 'Pdt. Uji Coba',
    tema_ibadah: 'Pengharapan',
  }),
};

const INVENTARIS: CrudCase = {
  ...INVENTARIS_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Nama Inventaris', name);
    await ui.fill(page, 'Jenis Inventaris', 'Perabot');
    await ui.fill(page, 'Jumlah', '12');
    await ui.choose(page, 'Milik', 'Pepanthan Simpar');
  },
  rename: async (page, name) => {
    expect(await page.getByLabel('Jumlah').inputValue()).toBe('12');
    await ui.fill(page, 'Nama Inventaris', name);
  },
  sibling: async (name) => ({
    nama_inventaris: name,
    jenis_inventaris: 'Perabot',
    jumlah_inventaris: 3,
    lokasi_inventaris: 'Induk Girimarto',
  }),
};

describe('through the screens: create, find by search, sort both ways, edit, delete', () => {
  it.each(ui.VIEWPORTS)('a worship schedule at $name', (viewport) => runCrud(browser(), JADWAL, viewport));
  it('an inventory item as petugas inventaris', () => runCrud(browser(), INVENTARIS, ui.DESKTOP_VIEW));
});

describe('the schedule form', () => {
  it("asks for both date and time: 'Tanggal dan jam ibadah wajib diisi.'", async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-jadwal');
    await ui.heading(page, 'Tambah Jadwal Ibadah');
    await ui.press(page, 'Simpan');
    expect(await ui.fieldError(page, 'Tanggal Ibadah')).toBe('Tanggal dan jam ibadah wajib diisi.');
    expect(await ui.fieldError(page, 'Nama Ibadah')).toBe('Nama ibadah wajib diisi.');
    await ui.fill(page, 'Tanggal Ibadah', '2021-04-04');
    await ui.press(page, 'Simpan');
    expect(await ui.fieldError(page, 'Jam Ibadah')).toBe('Tanggal dan jam ibadah wajib diisi.');
    // Nothing was sent: the form is still the new-schedule form.
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-jadwal');
    await ui.closePage(page);
  });
});
