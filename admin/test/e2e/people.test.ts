// User accounts, members (jemaat) and the church council through their screens: the whole life of
// a record, and the checks of the spec with its texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEMAAT_TEXTS, KEMAJELISAN_TEXTS, USERS_TEXTS } from './crud-cases.ts';
import { type CrudCase, runCrud } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

// The member every account of this file belongs to.
const memberName = `${ui.uniqueTag()} Anggota Akun`;
let memberId = 0;
beforeAll(async () => {
  const saved = await ui.api<{ data: { id_jemaat: number } }>('admin', 'POST', '/jemaat', {
    nama_jemaat: memberName,
  });
  memberId = saved.data.id_jemaat;
});
afterAll(() => ui.api('admin', 'DELETE', `/jemaat/${memberId}`));

const USERS: CrudCase = {
  ...USERS_TEXTS,
  names: (tag) => [`${tag}alfa`, `${tag}Beta`, `${tag}gamma`],
  fillNew: async (page, name) => {
    await ui.pick(page, 'Jemaat', memberName);
    await ui.choose(page, 'Role', 'Penulis');
    // The username keeps only letters and digits, the phone only digits.
    await ui.fill(page, 'Username', `${name} !`);
    expect(await ui.field(page, 'Username').locator('input').inputValue()).toBe(name);
    await ui.fill(page, 'Telepon', '0812-777-888');
    expect(await ui.field(page, 'Telepon').locator('input').inputValue()).toBe('0812777888');
    await ui.fill(page, 'Nama Tampilan', 'Sdr. Penulis Uji');
    await ui.fill(page, 'Password', 'rahasia-e2e-1');
  },
  rename: async (page, name) => {
    expect(await page.getByRole('combobox', { name: 'Jemaat' }).inputValue()).toBe(memberName);
    expect(await ui.field(page, 'Password').count()).toBe(0);
    await ui.fill(page, 'Username', name);
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
  onFound: async (page) => expect(await ui.column(page, 'Role/Peran')).toEqual(['penulis', 'penulis']),
};

const JEMAAT: CrudCase = {
  ...JEMAAT_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Nama Jemaat', name);
    await ui.choose(page, 'Jenis Kelamin', 'Perempuan');
    await ui.choose(page, 'Kewargaan', 'GKJ Girimarto Pepanthan Gemawang');
    await ui.fill(page, 'No. Telepon', '08123456789012345');
    await ui.choose(page, 'Status Bergereja', 'aktif');
    await ui.fill(page, 'Tanggal Baptis', '2001-05-20');
    await ui.fill(page, 'Nama Pasangan', 'Yohanes');
  },
  rename: async (page, name) => {
    // Digits only, at most 13; baptism and marriage come back from the stored record.
    expect(await ui.field(page, 'No. Telepon').locator('input').inputValue()).toBe('0812345678901');
    expect(await ui.field(page, 'Tanggal Baptis').locator('input').inputValue()).toBe('2001-05-20');
    expect(await ui.field(page, 'Nama Pasangan').locator('input').inputValue()).toBe('Yohanes');
    await ui.fill(page, 'Nama Jemaat', name);
  },
  sibling: async (name) => ({ nama_jemaat: name, status_bergereja: 'aktif' }),
  onFound: async (page) => expect(await ui.column(page, 'Status Bergereja')).toEqual(['aktif', 'aktif']),
};

const KEMAJELISAN: CrudCase = {
  ...KEMAJELISAN_TEXTS,
  fillNew: async (page, name) => {
    await ui.fill(page, 'Nama Majelis', name);
    await ui.choose(page, 'Jabatan', 'Diaken');
    await ui.choose(page, 'Bidang Kemajelisan', 'Diakonia');
    await ui.fill(page, 'Periode Mulai', '2023-01-01');
    await ui.fill(page, 'Periode Selesai', '2027-12-31');
  },
  rename: (page, name) => ui.fill(page, 'Nama Majelis', name),
  sibling: async (name) => ({
    nama: name,
    jabatan: 'Diaken',
    bidang_kemajelisan: 'Diakonia',
    periode_mulai: '2023-01-01',
    periode_selesai: '2027-12-31',
  }),
  onFound: async (page) => expect(await ui.column(page, 'Periode')).toEqual(['2023–2027', '2023–2027']),
};

describe('through the screens: create, find by search, sort both ways, edit, delete', () => {
  it('a user account', () => runCrud(browser(), USERS, ui.DESKTOP_VIEW));
  it('a member (jemaat) as pendeta', () => runCrud(browser(), JEMAAT, ui.DESKTOP_VIEW));
  it('a council member', () => runCrud(browser(), KEMAJELISAN, ui.DESKTOP_VIEW));
});

describe('the user form', () => {
  it("asks for the member and the role with the spec's texts, and shows the server's refusal", async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-user');
    await ui.heading(page, 'Tambah User');
    await ui.press(page, 'Simpan');
    expect(await ui.fieldError(page, 'Jemaat')).toBe('Pilih Jemaat terlebih dahulu!');
    expect(await ui.fieldError(page, 'Role')).toBe('Pilih Role terlebih dahulu!');
    expect(await ui.fieldError(page, 'Nama Tampilan')).toBe('Nama tampilan wajib diisi.');
    await ui.pick(page, 'Jemaat', memberName);
    await ui.choose(page, 'Role', 'Admin');
    await ui.fill(page, 'Username', 'admin');
    await ui.fill(page, 'Nama Tampilan', 'Pnt. Admin Kedua');
    await ui.fill(page, 'Telepon', '0812111222');
    await ui.fill(page, 'Password', 'rahasia-e2e-3');
    await ui.press(page, 'Simpan');
    await ui.expectToast(page, 'Username sudah dipakai.');
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/detail-user');
    await ui.closePage(page);
  });
});

describe('the member list', () => {
  it('searches the chosen column and goes back to page 1 when the search changes', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/jemaat?page=2');
    await page.locator('.table-body .tr').first().waitFor();
    // The status filter shows the active members unless told otherwise.
    await ui.choose(page, 'Status Bergereja', 'Semua');
    await ui.choose(page, 'Cari berdasarkan', 'Status Bergereja');
    await page.getByPlaceholder('Cari status bergereja...').fill('meninggal');
    await page.waitForURL((url) => url.searchParams.get('q') === 'meninggal');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect
      .poll(async () => [...new Set(await ui.column(page, 'Status Bergereja'))], { timeout: 8_000 })
      .toEqual(['meninggal']);
    await ui.closePage(page);
  });
});

describe('the council form', () => {
  it('asks for the position', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/detail-kemajelisan');
    await ui.heading(page, 'Tambah Majelis');
    await ui.fill(page, 'Nama Majelis', 'Tanpa Jabatan');
    await ui.press(page, 'Simpan');
    expect(await ui.fieldError(page, 'Jabatan')).toBe('Jabatan wajib dipilih.');
    await ui.closePage(page);
  });
});
