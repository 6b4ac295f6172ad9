// What a running instance leaves where others could read it: signed-in answers are never stored by a
// browser or a proxy, finance receipts are readable by the server's own user only, and the site says
// where to report a weakness (security.txt).
import { statSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { smallPng } from './support/images.ts';
import { onDisk } from './support/stored-files.ts';
import { bearer, createUser, login, TEST_PASSWORD } from './support/users.ts';

const ctx = await testApp();
const { app, db, config } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

describe('answers to signed-in callers', () => {
  it('carry Cache-Control: no-store, as do sign-in and every write; public reads do not', async () => {
    const user = await createUser(db, 'admin');
    const signedIn = await login(app, user.username_user, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const headers = bearer(signedIn.json().token);
    for (const url of ['/api/jemaat', '/api/profile', '/api/user', '/api/keuangan-gereja', '/api/audit']) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Refused too: a 403 or 404 for a signed-in caller says something about what exists.
    expect((await app.inject({ url: '/api/jemaat/999', headers })).headers['cache-control']).toBe('no-store');
    const write = await app.inject({ method: 'PUT', url: '/api/profile', headers, payload: {} });
    expect(write.headers['cache-control']).toBe('no-store');

    const visitor = await app.inject({ url: '/api/jadwal-ibadah' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});

describe('finance receipts on disk', () => {
  it('are files of mode 0600 in folders of mode 0700', async () => {
    const stored = await app.images.storeImage(await smallPng(), { folder: 'keuangan' });
    const file = onDisk(config, stored.file_path);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file.replace('.webp', '-480.webp')).mode & 0o777).toBe(0o600);
    expect(statSync(config.privateUploadDir).mode & 0o777).toBe(0o700);
    expect(statSync(`${config.privateUploadDir}/keuangan`).mode & 0o777).toBe(0o700);
    const copy = onDisk(config, await app.images.copyImage(stored.file_path));
    expect(statSync(copy).mode & 0o777).toBe(0o600);

    const image = await app.images.storeImage(await smallPng(), { folder: 'artikel' });
    expect(statSync(onDisk(config, image.file_path)).mode & 0o777).toBe(0o644);
  });
});

describe('/.well-known/security.txt', () => {
  it("names the church's e-mail as contact and an expiry within a year (RFC 9116)", async () => {
    expect((await app.inject({ url: '/.well-known/security.txt' })).statusCode).toBe(404);
    await db
      .insertInto('pengaturan_situs')
      .values({
        id: 1,
        nama_gereja: 'GKJ Girimarto',
        alamat: 'Girimarto, Wonogiri',
        telepon: '0273123456',
        email_1: 'sekretariat@gkjgirimarto.org',
        judul_sambutan: 'Selamat datang',
        teks_sambutan: 'Selamat datang',
        tentang_singkat: '-',
        profil_gereja: '-',
        nama_bank: 'BRI',
        nomor_rekening: '123',
        atas_nama_rekening: 'GKJ Girimarto',
        visi: '-',
        misi: '-',
        nama_pendeta: '-',
        profil_pendeta: '-',
      })
      .execute();
    const response = await app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      response.body
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toBe('mailto:sekretariat@gkjgirimarto.org');
    const expires = Date.parse(fields.Expires);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 366 * 24 * 60 * 60 * 1000);
  });
});
