// Two-factor sign-in as a person meets it: enrolling an authenticator on the profile page (QR code, key,
// first code, recovery codes), signing in with a code and with a recovery code, a wrong code said so, an
// admin's reset for a lost phone, and the enrolment at sign-in for a role that must use it (on a second
// server over the same database, whose TWO_FACTOR_ROLES names that role).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp, loadConfig } from '../../../api/src/app.ts';
import { secretOf, totpCode } from '../../../api/test/support/totp.ts';
import {
  adminUrl,
  api,
  closePage,
  DESKTOP_VIEW,
  expectToast,
  fill,
  heading,
  openAnonymous,
  openAs,
  PHONE_VIEW,
  press,
  seriousViolations,
  sharedBrowser,
  shot,
  signInWithForm,
  textOf,
  uniqueTag,
  type Viewport,
} from './support.ts';

const browser = sharedBrowser();
const PASSWORD = 'Dua-Langkah-Aman-2026';

/** A fresh account of the role (4: penulis, 2: pendeta), removed after the file. */
async function newAccount(idRole: number): Promise<{ id: number; username: string }> {
  const members = await api<{ id_jemaat: number }[]>('admin', 'GET', '/jemaat-dropdown');
  const username = uniqueTag('dualangkah');
  const saved = await api<{ data: { id_user: number } }>('admin', 'POST', '/user', {
    username_user: username,
    nama_tampilan: 'Sdr. Uji Dua Langkah',
    password_user: PASSWORD,
    telp_user: '0812555000',
    id_jemaat: members[0].id_jemaat,
    id_role: idRole,
  });
  created.push(saved.data.id_user);
  return { id: saved.data.id_user, username };
}
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api('admin', 'DELETE', `/user/${id}`);
});

async function signInAnew(username: string, viewport: Viewport): Promise<Page> {
  const page = await openAnonymous(browser(), '/login', viewport);
  await signInWithForm(page, username, PASSWORD);
  return page;
}

describe('enrolling on the profile page, then signing in with codes', () => {
  it('shows the QR code and key, turns on with the first code, shows ten recovery codes once', async () => {
    const { username, id } = await newAccount(2);
    const page = await signInAnew(username, DESKTOP_VIEW);
    await page.waitForURL(adminUrl('/admin-dashboard'));
    await page.goto(adminUrl('/admin-dashboard/profile'));
    await heading(page, 'Kelola Profil');
    await page.getByRole('heading', { name: 'Verifikasi Dua Langkah' }).waitFor();
    const section = page.locator('section[aria-labelledby="two-factor-title"]');
    expect(await textOf(section.locator('.badge'))).toBe('Belum aktif');
    await press(page, 'Aktifkan Verifikasi Dua Langkah');
    await section.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor();
    const secret = (await textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');

    await fill(section, 'Kode Verifikasi', '123');
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await expect.poll(() => textOf(section.locator('.field-error'))).toMatch(/Kode tidak cocok/);
    await fill(section, 'Kode Verifikasi', totpCode(secret));
    await shot(page, 'two-factor-enrol', DESKTOP_VIEW);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await expectToast(page, 'Verifikasi dua langkah aktif.');
    const codes = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    await shot(page, 'two-factor-codes', DESKTOP_VIEW);
    await press(page, 'Selesai');
    await expect.poll(() => textOf(section.locator('.badge'))).toBe('Aktif');
    expect(await textOf(section)).toContain('Sisa kode cadangan: 10');
    await closePage(page);

    // On a phone: the password, then a wrong code (said so), then the app's next code.
    const phone = await signInAnew(username, PHONE_VIEW);
    await heading(phone, 'Verifikasi Dua Langkah');
    await fill(phone, 'Kode Verifikasi', '000000');
    await press(phone, 'Verifikasi');
    await expect
      .poll(() => textOf(phone.getByRole('alert').filter({ hasText: 'Kode' })))
      .toBe('Kode verifikasi salah atau sudah dipakai.');
    await fill(phone, 'Kode Verifikasi', totpCode(secret, Date.now(), 1));
    await shot(phone, 'two-factor-sign-in', PHONE_VIEW);
    expect(await seriousViolations(phone, '.login-page')).toEqual([]);
    await press(phone, 'Verifikasi');
    await phone.waitForURL(adminUrl('/admin-dashboard'));
    await closePage(phone);

    // A lost phone: a recovery code, typed in capitals, signs in once.
    const recovery = await signInAnew(username, PHONE_VIEW);
    await fill(recovery, 'Kode Verifikasi', codes[0].toUpperCase());
    await press(recovery, 'Verifikasi');
    await recovery.waitForURL(adminUrl('/admin-dashboard'));
    await closePage(recovery);

    // The admin resets it from the user's form: the password alone signs in again.
    const admin = await openAs(browser(), 'admin', `/admin-dashboard/detail-user/${id}`);
    await heading(admin, 'Edit User');
    await press(admin, 'Reset Verifikasi Dua Langkah');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await expectToast(admin, `Verifikasi dua langkah ${username} direset.`);
    await closePage(admin);
    const plain = await signInAnew(username, DESKTOP_VIEW);
    await plain.waitForURL(adminUrl('/admin-dashboard'));
    await closePage(plain);
  });
});

describe('new recovery codes and turning it off, on the profile page', () => {
  it('asks for the password for each; a wrong one is said in the dialog', async () => {
    const { username } = await newAccount(2);
    const page = await signInAnew(username, PHONE_VIEW);
    await page.waitForURL(adminUrl('/admin-dashboard'));
    await page.goto(adminUrl('/admin-dashboard/profile'));
    const section = page.locator('section[aria-labelledby="two-factor-title"]');
    await press(page, 'Aktifkan Verifikasi Dua Langkah');
    const secret = (await textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');
    await fill(section, 'Kode Verifikasi', totpCode(secret));
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    const first = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    await press(page, 'Selesai');

    await press(page, 'Buat Kode Cadangan Baru');
    const renew = page.getByRole('dialog', { name: 'Buat Kode Cadangan Baru' });
    await fill(renew, 'Password', PASSWORD);
    await renew.getByRole('button', { name: 'Buat Kode Baru' }).click();
    await expectToast(page, 'Kode cadangan baru dibuat; kode lama tidak berlaku lagi.');
    const second = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    expect(second).toHaveLength(10);
    expect(second).not.toContain(first[0]);
    await press(page, 'Selesai');

    await press(page, 'Matikan');
    const off = page.getByRole('dialog', { name: 'Matikan Verifikasi Dua Langkah' });
    await fill(off, 'Password', 'bukan-password-nya');
    await off.getByRole('button', { name: 'Matikan' }).click();
    await expect.poll(() => textOf(off.locator('.field-error'))).toBe('Password salah.');
    await shot(page, 'two-factor-off', PHONE_VIEW);
    expect(await seriousViolations(page, '.modal')).toEqual([]);
    await fill(off, 'Password', PASSWORD);
    await off.getByRole('button', { name: 'Matikan' }).click();
    await expectToast(page, 'Verifikasi dua langkah dimatikan.');
    await expect.poll(() => textOf(section.locator('.badge'))).toBe('Belum aktif');
    await closePage(page);
  });
});

describe('a role that must use a second factor', () => {
  let second: App;
  let dir: string;
  let secondUrl = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gkj-2fa-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: inject('databaseUrl'),
      JWT_SECRET: 'second-server-secret-long-enough-for-hs256-0123',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SITE_DIR: path.join(dir, 'site'),
      PUBLISH: 'off',
      LOG_LEVEL: 'warn',
      TWO_FACTOR_ROLES: 'author',
    });
    second = await buildApp(config, { logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    if (!address || typeof address === 'string') throw new Error('Server kedua tidak mendapat port.');
    secondUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await second?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('enrols the app at sign-in, shows the recovery codes, then opens the dashboard', async () => {
    const { username } = await newAccount(4);
    const context = await browser().newContext({
      viewport: PHONE_VIEW.size,
      locale: 'id-ID',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${secondUrl}/login`);
    await signInWithForm(page, username, PASSWORD);
    await heading(page, 'Verifikasi Dua Langkah');
    expect(await textOf(page.locator('.login-form'))).toContain(
      'Peran Anda wajib memakai verifikasi dua langkah',
    );
    const secret = (await textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');
    expect(secretOf(`otpauth://totp/x?secret=${secret}`)).toBe(secret);
    await shot(page, 'two-factor-required', PHONE_VIEW);
    expect(await seriousViolations(page, '.login-page')).toEqual([]);
    await fill(page, 'Kode Verifikasi', totpCode(secret));
    await press(page, 'Verifikasi');
    await page.getByTestId('kode-cadangan').waitFor();
    expect(await page.getByTestId('kode-cadangan').locator('li').count()).toBe(10);
    await press(page, 'Sudah Disimpan, Lanjutkan');
    await page.waitForURL(`${secondUrl}/admin-dashboard`);
    await context.close();
  });
});
