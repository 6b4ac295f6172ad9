// When the API refuses a save or a removal it says why, in Indonesian; the screens show that reason
// instead of their own 'Gagal menyimpan …' / 'Gagal menghapus …', which would leave the user guessing.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { removeTagged } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const INVENTARIS = { endpoint: '/inventarisasi-gereja', idField: 'id_inventaris' };
const KEUANGAN = { endpoint: '/keuangan-gereja', idField: 'id_transaksi' };

async function newItem(tag: string, jumlah: number) {
  const name = `${tag} Sound System`;
  const { data } = await ui.api<{ data: { id_inventaris: number } }>('admin', 'POST', INVENTARIS.endpoint, {
    nama_inventaris: name,
    jenis_inventaris: 'Elektronik',
    jumlah_inventaris: jumlah,
    lokasi_inventaris: 'Induk Girimarto',
  });
  return { id: data.id_inventaris, name };
}

async function withPage(path: string, run: (page: Page) => Promise<void>, tag?: string) {
  const page = await ui.openAs(browser(), 'admin', path);
  try {
    await run(page);
  } finally {
    await ui.closePage(page);
    if (tag) {
      await removeTagged(KEUANGAN, tag);
      await removeTagged(INVENTARIS, tag);
    }
  }
}

describe("the server's reason is shown", () => {
  it('finance: selling more items than are in stock', async () => {
    const tag = ui.uniqueTag();
    const item = await newItem(tag, 2);
    await withPage(
      '/admin-dashboard/detail-keuangan',
      async (page) => {
        await ui.heading(page, 'Tambah Transaksi');
        await ui.fill(page, 'Tanggal Transaksi', '2021-06-08');
        await ui.fill(page, 'Nama Transaksi', `${tag} Jual speaker`);
        await ui.choose(page, 'Jenis Transaksi', 'Pemasukan');
        await ui.fill(page, 'Jumlah Transaksi (Rp)', '500000');
        await page.getByRole('radiogroup', { name: 'Terkait inventaris?' }).getByText('Ya').click();
        await ui.pick(page, 'Barang Inventaris', tag, item.name);
        await ui.fill(page, 'Jumlah Item', '5');
        await ui.press(page, 'Simpan');
        await ui.expectToast(
          page,
          `Jumlah inventaris "${item.name}" tidak boleh kurang dari 0: tersedia 2, perubahan ini mengurangi 5.`,
        );
        await ui.heading(page, 'Tambah Transaksi');
      },
      tag,
    );
  });

  it('inventory: removing an item a transaction still records', async () => {
    const tag = ui.uniqueTag();
    const item = await newItem(tag, 4);
    const sale = new FormData();
    for (const [name, value] of Object.entries({
      tanggal_transaksi: '2021-06-09',
      nama_transaksi: `${tag} Beli speaker`,
      jenis_transaksi: 'pengeluaran',
      jumlah_transaksi: '900000',
      id_inventaris: String(item.id),
      jumlah_item: '1',
    }))
      sale.append(name, value);
    await ui.api('admin', 'POST', KEUANGAN.endpoint, sale);
    await withPage(
      '/admin-dashboard/inventaris',
      async (page) => {
        await ui.searchList(page, tag, 'Nama Inventaris', [item.name]);
        await ui.rowAction(page, item.name, 'Hapus');
        await ui.confirm(page, `Yakin ingin menghapus ${item.name}?`);
        await ui.expectToast(
          page,
          'Inventaris tidak dapat dihapus karena masih tercatat pada transaksi keuangan. Hapus transaksinya terlebih dahulu.',
        );
      },
      tag,
    );
  });

  it('users: an admin removing their own account', () =>
    withPage('/admin-dashboard/users', async (page) => {
      await ui.searchList(page, 'admin', 'Username', ['admin']);
      await ui.rowAction(page, 'admin', 'Hapus');
      await ui.confirm(page, 'Apakah kamu yakin ingin menghapus user admin?');
      await ui.expectToast(page, 'Anda tidak dapat menghapus akun Anda sendiri.');
    }));

  it('activities: a name longer than the server stores', () =>
    withPage('/admin-dashboard/detail-kegiatan', async (page) => {
      await ui.heading(page, 'Tambah Kegiatan');
      await ui.fill(page, 'Nama Kegiatan', 'Persekutuan '.repeat(20));
      await ui.fill(page, 'Waktu Kegiatan', '2021-06-10');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Nama kegiatan maksimal 200 karakter.');
    }));
});
