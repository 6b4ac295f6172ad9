import { describe, expect, it } from 'vitest';
import { addJemaat as addMember } from './support/members.ts';
import { apiSuite } from './support/suite.ts';
import { createUser, login, tokenFor } from './support/users.ts';

const { app, db, call } = await apiSuite();

const addJemaat = (nama: string) => addMember(db, nama);

async function newAccount(token: string, overrides: object = {}) {
  const id_jemaat = await addJemaat('Yohanes Sutrisno');
  const payload = {
    username_user: 'yohanes',
    nama_tampilan: 'Pdt. Yohanes Sutrisno',
    password_user: 'kata-sandi-1',
    telp_user: '081234567',
    id_jemaat,
    id_role: 2,
    ...overrides,
  };
  return call(token, 'POST', '/user', payload);
}

describe('user accounts', () => {
  it('is for admins only', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    expect((await call(token, 'GET', '/user')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('creates an account that can sign in, answering names and never the password', async () => {
    const { token } = await tokenFor(app, 'admin');
    const response = await newAccount(token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Data user berhasil ditambahkan!',
      data: {
        id_user: expect.any(Number),
        username_user: 'yohanes',
        nama_tampilan: 'Pdt. Yohanes Sutrisno',
        telp_user: '081234567',
        id_jemaat: expect.any(Number),
        nama_jemaat: 'Yohanes Sutrisno',
        id_role: 2,
        nama_role: 'pendeta',
        dua_langkah_aktif: false,
        updated_at: expect.any(String),
      },
    });
    expect((await login(app, 'yohanes', 'kata-sandi-1')).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ aksi: 'create', tabel: 'user', id_record: String(body.data.id_user) });
    expect(JSON.stringify(audit.perubahan)).not.toContain('kata-sandi-1');
  });

  it('answers the spec texts for bad input', async () => {
    const { token } = await tokenFor(app, 'admin');
    const message = async (overrides: object) => (await newAccount(token, overrides)).json().message;
    expect(await message({ id_jemaat: 0 })).toBe('Pilih Jemaat terlebih dahulu!');
    expect(await message({ id_jemaat: null })).toBe('Pilih Jemaat terlebih dahulu!');
    expect(await message({ id_role: 5 })).toBe('Pilih Role terlebih dahulu!');
    expect(await message({ id_role: undefined })).toBe('Pilih Role terlebih dahulu!');
    // JSON carries its types: true or '2' is no role number (a coercing validator read them as 1 and 2).
    expect(await message({ id_role: true })).toBe('Pilih Role terlebih dahulu!');
    expect(await message({ id_role: '2' })).toBe('Pilih Role terlebih dahulu!');
    expect(await message({ id_jemaat: true })).toBe('Pilih Jemaat terlebih dahulu!');
    expect(await message({ username_user: 'yo hanes' })).toBe('Username hanya boleh berisi huruf dan angka.');
    expect(await message({ telp_user: '0812-345' })).toBe('Nomor telepon hanya boleh berisi angka.');
    expect(await message({ telp_user: '08123456789012' })).toBe('Nomor telepon maksimal 13 karakter.');
    expect(await message({ password_user: 'pendek' })).toBe('Password minimal 8 karakter.');
    expect(await message({ password_user: undefined })).toBe('Password wajib diisi.');
    expect(await message({ nama_tampilan: undefined })).toBe('Nama tampilan wajib diisi.');
    expect(await message({ nama_tampilan: '   ' })).toBe('Nama tampilan wajib diisi.');
    expect(await message({ nama_tampilan: 'x'.repeat(101) })).toBe('Nama tampilan maksimal 100 karakter.');
    // The display name is public: it may not be the login name in disguise.
    expect(await message({ nama_tampilan: ' Yohanes ' })).toBe(
      'Nama tampilan tidak boleh sama dengan username.',
    );
    const unknownJemaat = await newAccount(token, { id_jemaat: 999999 });
    expect(unknownJemaat.statusCode).toBe(400);
    expect(unknownJemaat.json().message).toBe('Jemaat tidak ditemukan.');
  });

  it('refuses a taken username with 409', async () => {
    const { token } = await tokenFor(app, 'admin');
    await createUser(db, 'author', { username: 'dipakai' });
    const response = await newAccount(token, { username_user: 'Dipakai' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username sudah dipakai.', code: 'CONFLICT' });
  });

  it('lists with q on the username only, sorting and paging', async () => {
    const { token } = await tokenFor(app, 'admin');
    const maria = await addJemaat('Maria Wulandari');
    const budi = await addJemaat('Budi Santoso');
    for (const [username, id_jemaat] of [
      ['mariaw', maria],
      ['budis', budi],
      ['andreas', budi],
    ] as const) {
      await call(token, 'POST', '/user', {
        username_user: username,
        nama_tampilan: `Sdr. ${username.toUpperCase()}!`,
        password_user: 'kata-sandi-1',
        telp_user: '0812',
        id_jemaat,
        id_role: 4,
      });
    }
    const byName = await call(token, 'GET', '/user?q=MARIA');
    expect(byName.json()).toMatchObject({
      total: 1,
      data: [{ username_user: 'mariaw', nama_role: 'author' }],
    });
    // The member's name is not searched: only the username is.
    expect((await call(token, 'GET', '/user?q=Wulandari')).json().total).toBe(0);
    const sorted = await call(token, 'GET', '/user?sort=nama_jemaat&order=desc&per_page=2&page=1');
    expect(sorted.json().total).toBe(4);
    expect(sorted.json().data.map((row: { nama_jemaat: string }) => row.nama_jemaat)).toEqual([
      'Maria Wulandari',
      'Budi Santoso',
    ]);
    expect(sorted.json().data[0]).not.toHaveProperty('password_user');
    const refused = await call(token, 'GET', '/user?sort=password_user');
    expect(refused.statusCode).toBe(400);
  });

  it('reads one account and answers 404 for an unknown or malformed id', async () => {
    const { token, user } = await tokenFor(app, 'admin');
    const response = await call(token, 'GET', `/user/${user.id_user}`);
    expect(response.json()).toMatchObject({
      username_user: user.username_user,
      nama_role: 'admin',
      nama_jemaat: null,
    });
    expect((await call(token, 'GET', '/user/999999')).json()).toEqual({
      message: 'User tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect((await call(token, 'GET', '/user/abc')).statusCode).toBe(404);
  });
});
