import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, createUser, login, TEST_PASSWORD, tokenFor } from './support/users.ts';

// Security events in the audit log beside the data changes: sign-ins, failures, throttle delays and
// passwords, never with a password, and the 'Riwayat Perubahan' filter between the two kinds.

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const events = () =>
  db
    .selectFrom('audit_log')
    .select(['id_user', 'username', 'aksi', 'tabel', 'id_record', 'perubahan'])
    .orderBy('id_audit')
    .execute();
const everything = async () => JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());

describe('sign-in events', () => {
  it('records a sign-in with its user and address, and a failure with the name as typed, cut to 50', async () => {
    const user = await createUser(db, 'pendeta', { username: 'pendetasepuh' });
    await login(app, 'PendetaSepuh', 'bukan-ini-sandinya', '203.0.113.5');
    const long = `${'x'.repeat(60)}-mungkin-password-yang-salah-ketik`;
    await login(app, long, 'salah-juga', '203.0.113.6');
    expect((await login(app, user.username_user, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);

    expect(await events()).toEqual([
      {
        id_user: null,
        username: 'PendetaSepuh',
        aksi: 'login_fail',
        tabel: 'user',
        id_record: String(user.id_user),
        perubahan: { alamat: '203.0.113.5', alasan: 'password salah' },
      },
      {
        id_user: null,
        username: 'x'.repeat(50),
        aksi: 'login_fail',
        tabel: 'user',
        id_record: '-',
        perubahan: { alamat: '203.0.113.6', alasan: 'username tidak dikenal' },
      },
      {
        id_user: user.id_user,
        username: 'pendetasepuh',
        aksi: 'login',
        tabel: 'user',
        id_record: String(user.id_user),
        perubahan: { alamat: '203.0.113.5' },
      },
    ]);
    const stored = await everything();
    for (const secret of ['bukan-ini-sandinya', 'salah-juga', TEST_PASSWORD, 'mungkin-password']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records the delay a failure imposes, with its cause and length', async () => {
    const user = await createUser(db, 'author', { username: 'penulistamu' });
    for (let i = 0; i < 6; i++) {
      await db
        .updateTable('login_failure')
        .set({ terakhir: sql<string>`terakhir - INTERVAL 1 HOUR` })
        .execute();
      expect((await login(app, 'penulistamu', `tebakan-${i}`, '203.0.113.7')).statusCode).toBe(401);
    }
    const delays = (await events()).filter((event) => event.aksi === 'throttle');
    expect(delays.map((event) => event.perubahan)).toEqual([
      { alamat: '203.0.113.7', penyebab: 'akun dari alamat ini', jumlah_gagal: 5, tunggu_detik: 1 },
      { alamat: '203.0.113.7', penyebab: 'akun dari alamat ini', jumlah_gagal: 6, tunggu_detik: 2 },
    ]);
    expect(delays[0]).toMatchObject({ username: 'penulistamu', id_record: String(user.id_user) });
  });
});

describe('password events', () => {
  it('records a change, a wrong current password and a reset, without any password', async () => {
    const { token, user } = await tokenFor(app, 'author');
    const admin = await tokenFor(app, 'admin');
    const change = (password_lama: string, password: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: bearer(token),
        payload: { password_lama, password },
        remoteAddress: '203.0.113.8',
      });
    expect((await change('salah-tebak-1', 'Sandi-Baru-Sekali-1')).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD, 'Sandi-Baru-Sekali-1')).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/user/${user.id_user}/password`,
      headers: bearer(admin.token),
      payload: { password: 'Dari-Admin-Sekali-2' },
      remoteAddress: '203.0.113.9',
    });
    expect(reset.statusCode).toBe(200);

    const recorded = await events();
    expect(
      recorded.map(({ aksi, username, id_record, perubahan }) => ({ aksi, username, id_record, perubahan })),
    ).toEqual([
      {
        aksi: 'pw_wrong',
        username: user.username_user,
        id_record: String(user.id_user),
        perubahan: { alamat: '203.0.113.8' },
      },
      {
        aksi: 'pw_change',
        username: user.username_user,
        id_record: String(user.id_user),
        perubahan: { alamat: '203.0.113.8', setelah_reset_admin: false },
      },
      {
        aksi: 'pw_reset',
        username: admin.user.username_user,
        id_record: String(user.id_user),
        perubahan: { username_user: user.username_user, alamat: '203.0.113.9', harus_ganti: true },
      },
    ]);
    const stored = await everything();
    for (const secret of ['salah-tebak-1', 'Sandi-Baru-Sekali-1', 'Dari-Admin-Sekali-2', TEST_PASSWORD]) {
      expect(stored).not.toContain(secret);
    }
  });
});

describe('GET /api/audit?kategori=', () => {
  it("separates security events ('keamanan') from data changes ('data')", async () => {
    const admin = await tokenFor(app, 'admin');
    const user = await createUser(db, 'author');
    await login(app, user.username_user, 'salah-sekali');
    await login(app, user.username_user, TEST_PASSWORD);
    await app.inject({
      method: 'POST',
      url: '/api/jemaat',
      headers: bearer(admin.token),
      payload: { nama_jemaat: 'Yakobus Setyawan' },
    });
    const list = async (kategori?: string) => {
      const response = await app.inject({
        url: '/api/audit',
        query: kategori ? { kategori } : {},
        headers: bearer(admin.token),
      });
      return response
        .json()
        .data.map((row: { aksi: string }) => row.aksi)
        .sort();
    };
    expect(await list('keamanan')).toEqual(['login', 'login_fail']);
    expect(await list('data')).toEqual(['create']);
    expect(await list()).toEqual(['create', 'login', 'login_fail']);
    const bad = await app.inject({ url: '/api/audit?kategori=semua', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(400);
  });
});
