// Worship schedules and inventory through their screens: the whole life of a record (a schedule on
// a phone too), and the schedule's date-and-time rule with the spec's text.
import { describe, expect, it } from 'vitest';
import { type CrudCase, runCrud } from './crud-flow.ts';
import {
  choose,
  closePage,
  DESKTOP_VIEW,
  fieldError,
  fill,
  heading,
  openAs,
  press,
  sharedBrowser,
  VIEWPORTS,
} from './support.ts';

const browser = sharedBrowser();

const JADWAL: CrudCase = {
  as: 'pendeta',
  list: '/admin-dashboard/jadwal',
  endpoint: '/jadwal-ibadah',
  idField: 'id_jadwal_ibadah',
  add: 'Tambah Jadwal Ibadah',
  forms: { create: 'Tambah Jadwal Ibadah', edit: 'Edit Jadwal Ibadah' },
  nameColumn: 'Nama Ibadah',
  fillNew: async (page, name) => {
    // A past date: the record never shows among the site's upcoming services.
    await fill(page, 'Tanggal Ibadah', '2021-03-14');
    await fill(page, 'Jam Ibadah', '07:30');
    await choose(page, 'Lokasi', 'Pepanthan Paseban');
    await fill(page, 'Nama Ibadah', name);
    await fill(page, 'Pemimpin Ibadah', 'Pdt. Uji Coba');
    await fill(page, 'Tema Ibadah', 'Hidup dalam kasih');
  },
  rename: async (page, name) => {
    // The stored date and time come back split into the form's two inputs.
    expect(await page.getByLabel('Tanggal Ibadah').inputValue()).toBe('2021-03-14');
    expect(await page.getByLabel('Jam Ibadah').inputValue()).toBe('07:30');
    await fill(page, 'Nama Ibadah', name);
  },
  sibling: async (name) => ({
    tanggal_ibadah: '2021-03-21T09:00',
    nama_ibadah: name,
    lokasi_ibadah: 'Induk Girimarto',
    pemimpin_ibadah: 'Pdt. Uji Coba',
    tema_ibadah: 'Pengharapan',
  }),
  messages: {
    added: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus jadwal ${name}?`,
    deleted: () => 'Jadwal berhasil dihapus',
  },
};

const INVENTARIS: CrudCase = {
  as: 'inventaris',
  list: '/admin-dashboard/inventaris',
  endpoint: '/inventarisasi-gereja',
  idField: 'id_inventaris',
  add: 'Tambah Inventaris',
  forms: { create: 'Tambah Inventaris', edit: 'Edit Inventaris' },
  nameColumn: 'Nama Inventaris',
  fillNew: async (page, name) => {
    await fill(page, 'Nama Inventaris', name);
    await fill(page, 'Jenis Inventaris', 'Perabot');
    await fill(page, 'Jumlah', '12');
    await choose(page, 'Milik', 'Pepanthan Simpar');
  },
  rename: async (page, name) => {
    expect(await page.getByLabel('Jumlah').inputValue()).toBe('12');
    await fill(page, 'Nama Inventaris', name);
  },
  sibling: async (name) => ({
    nama_inventaris: name,
    jenis_inventaris: 'Perabot',
    jumlah_inventaris: 3,
    lokasi_inventaris: 'Induk Girimarto',
  }),
  messages: {
    added: 'Inventaris berhasil ditambahkan.',
    updated: 'Inventaris berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus ${name}?`,
    deleted: () => 'Data berhasil dihapus!',
  },
};

describe('through the screens: create, find by search, sort both ways, edit, delete', () => {
  it.each(VIEWPORTS)('a worship schedule at $name', (viewport) => runCrud(browser(), JADWAL, viewport));
  it('an inventory item as petugas inventaris', () => runCrud(browser(), INVENTARIS, DESKTOP_VIEW));
});

describe('the schedule form', () => {
  it("asks for both date and time: 'Tanggal dan jam ibadah wajib diisi.'", async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/detail-jadwal');
    await heading(page, 'Tambah Jadwal Ibadah');
    await press(page, 'Simpan');
    expect(await fieldError(page, 'Tanggal Ibadah')).toBe('Tanggal dan jam ibadah wajib diisi.');
    expect(await fieldError(page, 'Nama Ibadah')).toBe('Nama ibadah wajib diisi.');
    await fill(page, 'Tanggal Ibadah', '2021-04-04');
    await press(page, 'Simpan');
    expect(await fieldError(page, 'Jam Ibadah')).toBe('Tanggal dan jam ibadah wajib diisi.');
    // Nothing was sent: the form is still the new-schedule form.
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-jadwal');
    await closePage(page);
  });
});
