import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, createUser, TEST_PASSWORD, tokenFor } from './support/users.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const put = (token: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload: payload as object });

describe('profile', () => {
  it('reads the own username, display name, phone and role, and nothing else', async () => {
    const { token, user } = await tokenFor(app, 'pendeta');
    const response = await app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(response.json()).toEqual({
      username_user: user.username_user,
      nama_tampilan: user.nama_tampilan,
      telp_user: '081234567890',
      nama_role: 'pendeta',
    });
  });

  it('updates username, display name and phone, ignores unknown fields and records an audit entry', async () => {
    const { token, user } = await tokenFor(app, 'author');
    const response = await put(token, {
      username_user: 'penulisbaru',
      nama_tampilan: '  Rina Kurniasih ',
      telp_user: '0271123',
      id_role: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Profil berhasil diperbarui.',
      data: {
        username_user: 'penulisbaru',
        nama_tampilan: 'Rina Kurniasih',
        telp_user: '0271123',
        nama_role: 'author',
      },
    });
    const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ aksi: 'update', tabel: 'user', id_record: String(user.id_user) });
  });

  it('answers the spec texts for bad input', async () => {
    const { token } = await tokenFor(app, 'admin');
    const nama_tampilan = 'Pnt. Bambang Sutrisno';
    expect((await put(token, { username_user: 'ab c', nama_tampilan, telp_user: '1' })).json().message).toBe(
      'Username hanya boleh berisi huruf dan angka.',
    );
    expect(
      (await put(token, { username_user: 'abc', nama_tampilan, telp_user: '08-12' })).json().message,
    ).toBe('Nomor telepon hanya boleh berisi angka.');
    expect((await put(token, { nama_tampilan, telp_user: '0812' })).json().message).toBe(
      'Username wajib diisi.',
    );
    expect((await put(token, { username_user: 'abc', nama_tampilan, telp_user: '' })).json().message).toBe(
      'Nomor telepon wajib diisi.',
    );
    expect((await put(token, { username_user: 'abc', telp_user: '0812' })).json().message).toBe(
      'Nama tampilan wajib diisi.',
    );
    expect(
      (await put(token, { username_user: 'abc', nama_tampilan: 'ABC', telp_user: '0812' })).json().message,
    ).toBe('Nama tampilan tidak boleh sama dengan username.');
  });

  it('refuses a username that is taken with 409', async () => {
    await createUser(db, 'admin', { username: 'dipakai' });
    const { token } = await tokenFor(app, 'pendeta');
    const response = await put(token, {
      username_user: 'DIPAKAI',
      nama_tampilan: 'Ibu Sari',
      telp_user: '0812',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username sudah dipakai.', code: 'CONFLICT' });
  });

  it('refuses a password shorter than 8 characters and never logs a password', async () => {
    const { token } = await tokenFor(app, 'admin');
    const short = await app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(token),
      payload: { password_lama: TEST_PASSWORD, password: 'pendek' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password minimal 8 karakter.');
    await app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(token),
      payload: { password_lama: TEST_PASSWORD, password: 'cukup-panjang' },
    });
    const audit = await db.selectFrom('audit_log').select('perubahan').executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.perubahan)).not.toContain('cukup-panjang');
    expect(JSON.stringify(audit.perubahan)).not.toContain(TEST_PASSWORD);
  });
});
