// User accounts, members (jemaat) and the church council through their screens: the whole life of
// a record, and the checks of the spec with its texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrudCase, runCrud } from './crud-flow.ts';
import {
  api,
  choose,
  closePage,
  column,
  DESKTOP_VIEW,
  expectToast,
  field,
  fieldError,
  fill,
  heading,
  openAs,
  pick,
  press,
  sharedBrowser,
  uniqueTag,
} from './support.ts';

const browser = sharedBrowser();

// The member every account of this file belongs to.
const memberName = `${uniqueTag()} Anggota Akun`;
let memberId = 0;
beforeAll(async () => {
  const saved = await api<{ data: { id_jemaat: number } }>('admin', 'POST', '/jemaat', {
    nama_jemaat: memberName,
  });
  memberId = saved.data.id_jemaat;
});
afterAll(() => api('admin', 'DELETE', `/jemaat/${memberId}`));

const USERS: CrudCase = {
  as: 'admin',
  list: '/admin-dashboard/users',
  endpoint: '/user',
  idField: 'id_user',
  add: 'Tambah Data User',
  forms: { create: 'Tambah User', edit: 'Edit User' },
  nameColumn: 'Username',
  open: 'Edit',
  names: (tag) => [`${tag}alfa`, `${tag}Beta`, `${tag}gamma`],
  fillNew: async (page, name) => {
    await pick(page, 'Jemaat', memberName);
    await choose(page, 'Role', 'Penulis');
    // The username keeps only letters and digits, the phone only digits.
    await fill(page, 'Username', `${name} !`);
    expect(await field(page, 'Username').locator('input').inputValue()).toBe(name);
    await fill(page, 'Telepon', '0812-777-888');
    expect(await field(page, 'Telepon').locator('input').inputValue()).toBe('0812777888');
    await fill(page, 'Nama Tampilan', 'Sdr. Penulis Uji');
    await fill(page, 'Password', 'rahasia-e2e-1');
  },
  rename: async (page, name) => {
    expect(await page.getByRole('combobox', { name: 'Jemaat' }).inputValue()).toBe(memberName);
    expect(await field(page, 'Password').count()).toBe(0);
    await fill(page, 'Username', name);
  },
  sibling: async (name) => ({
    username_user: name,
    nama_tampilan: 'Sdr. Penulis Kedua',
    password_user: 'rahasia-e2e-2',
    telp_user: '0812999000',
    id_jemaat: memberId,
    id_role: 4,
  }),
  // The author role reads 'penulis' in the list.
  onFound: async (page) => expect(await column(page, 'Role/Peran')).toEqual(['penulis', 'penulis']),
  messages: {
    added: 'Data user berhasil ditambahkan!',
    updated: 'Data user berhasil diperbarui!',
    confirm: (name) => `Apakah kamu yakin ingin menghapus user ${name}?`,
    deleted: (name) => `User ${name} berhasil dihapus.`,
  },
};

const JEMAAT: CrudCase = {
  as: 'pendeta',
  list: '/admin-dashboard/jemaat',
  endpoint: '/jemaat',
  idField: 'id_jemaat',
  add: 'Tambah Data Jemaat',
  forms: { create: 'Tambah Data Jemaat', edit: 'Detail Data Jemaat' },
  nameColumn: 'Nama',
  fillNew: async (page, name) => {
    await fill(page, 'Nama Jemaat', name);
    await choose(page, 'Jenis Kelamin', 'Perempuan');
    await choose(page, 'Kewargaan', 'GKJ Girimarto Pepanthan Gemawang');
    await fill(page, 'No. Telepon', '08123456789012345');
    await choose(page, 'Status Bergereja', 'aktif');
    await fill(page, 'Tanggal Baptis', '2001-05-20');
    await fill(page, 'Nama Pasangan', 'Yohanes');
  },
  rename: async (page, name) => {
    // Digits only, at most 13; baptism and marriage come back from the stored record.
    expect(await field(page, 'No. Telepon').locator('input').inputValue()).toBe('0812345678901');
    expect(await field(page, 'Tanggal Baptis').locator('input').inputValue()).toBe('2001-05-20');
    expect(await field(page, 'Nama Pasangan').locator('input').inputValue()).toBe('Yohanes');
    await fill(page, 'Nama Jemaat', name);
  },
  sibling: async (name) => ({ nama_jemaat: name, status_bergereja: 'aktif' }),
  onFound: async (page) => expect(await column(page, 'Status Bergereja')).toEqual(['aktif', 'aktif']),
  messages: {
    added: 'Data berhasil ditambahkan!',
    updated: 'Data berhasil diperbarui!',
    confirm: (name) => `Yakin ingin menghapus ${name}?`,
    deleted: () => 'Data berhasil dihapus',
  },
};

const KEMAJELISAN: CrudCase = {
  as: 'admin',
  list: '/admin-dashboard/kemajelisan',
  endpoint: '/kemajelisan',
  idField: 'id_kemajelisan',
  add: 'Tambah Majelis',
  forms: { create: 'Tambah Majelis', edit: 'Edit Majelis' },
  nameColumn: 'Nama Majelis',
  fillNew: async (page, name) => {
    await fill(page, 'Nama Majelis', name);
    await choose(page, 'Jabatan', 'Diaken');
    await choose(page, 'Bidang Kemajelisan', 'Diakonia');
    await fill(page, 'Periode Mulai', '2023-01-01');
    await fill(page, 'Periode Selesai', '2027-12-31');
  },
  rename: (page, name) => fill(page, 'Nama Majelis', name),
  sibling: async (name) => ({
    nama: name,
    jabatan: 'Diaken',
    bidang_kemajelisan: 'Diakonia',
    periode_mulai: '2023-01-01',
    periode_selesai: '2027-12-31',
  }),
  onFound: async (page) => expect(await column(page, 'Periode')).toEqual(['2023–2027', '2023–2027']),
  messages: {
    added: 'Data berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    confirm: (name) => `Yakin ingin menghapus ${name} (Diaken) dari struktur kemajelisan?`,
    deleted: () => 'Data berhasil dihapus.',
  },
};

describe('through the screens: create, find by search, sort both ways, edit, delete', () => {
  it('a user account', () => runCrud(browser(), USERS, DESKTOP_VIEW));
  it('a member (jemaat) as pendeta', () => runCrud(browser(), JEMAAT, DESKTOP_VIEW));
  it('a council member', () => runCrud(browser(), KEMAJELISAN, DESKTOP_VIEW));
});

describe('the user form', () => {
  it("asks for the member and the role with the spec's texts, and shows the server's refusal", async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/detail-user');
    await heading(page, 'Tambah User');
    await press(page, 'Simpan');
    expect(await fieldError(page, 'Jemaat')).toBe('Pilih Jemaat terlebih dahulu!');
    expect(await fieldError(page, 'Role')).toBe('Pilih Role terlebih dahulu!');
    expect(await fieldError(page, 'Nama Tampilan')).toBe('Nama tampilan wajib diisi.');
    await pick(page, 'Jemaat', memberName);
    await choose(page, 'Role', 'Admin');
    await fill(page, 'Username', 'admin');
    await fill(page, 'Nama Tampilan', 'Pnt. Admin Kedua');
    await fill(page, 'Telepon', '0812111222');
    await fill(page, 'Password', 'rahasia-e2e-3');
    await press(page, 'Simpan');
    await expectToast(page, 'Username sudah dipakai.');
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-user');
    await closePage(page);
  });
});

describe('the member list', () => {
  it('searches the chosen column and goes back to page 1 when the search changes', async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/jemaat?page=2');
    await page.locator('.table-body .tr').first().waitFor();
    // The status filter shows the active members unless told otherwise.
    await choose(page, 'Status Bergereja', 'Semua');
    await choose(page, 'Cari berdasarkan', 'Status Bergereja');
    await page.getByPlaceholder('Cari status bergereja...').fill('meninggal');
    await page.waitForURL((url) => url.searchParams.get('q') === 'meninggal');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect
      .poll(async () => [...new Set(await column(page, 'Status Bergereja'))], { timeout: 8_000 })
      .toEqual(['meninggal']);
    await closePage(page);
  });
});

describe('the council form', () => {
  it('asks for the position', async () => {
    const page = await openAs(browser(), 'admin', '/admin-dashboard/detail-kemajelisan');
    await heading(page, 'Tambah Majelis');
    await fill(page, 'Nama Majelis', 'Tanpa Jabatan');
    await press(page, 'Simpan');
    expect(await fieldError(page, 'Jabatan')).toBe('Jabatan wajib dipilih.');
    await closePage(page);
  });
});
