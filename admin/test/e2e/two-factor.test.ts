// Two-factor sign-in as a person meets it: enrolling an authenticator on the profile page (QR code, key,
// first code, recovery codes), signing in with a code and with a recovery code, a wrong code said so, an
// admin's reset for a lost phone, and the enrolment at sign-in for a role that must use it (on a second
// server over the same database, whose TWO_FACTOR_ROLES names that role).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp, loadConfig } from '@gkj/api';
import { secretOf, totpCode } from '@gkj/api/test-support/totp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const PASSWORD = 'Dua-Langkah-Aman-2026';

/** A fresh account of the role (4: penulis, 2: pendeta), removed after the file. */
async function newAccount(idRole: number): Promise<{ id: number; username: string }> {
  const username = ui.uniqueTag('dualangkah');
  const id = await ui.createAccount({
    username_user: username,
    nama_tampilan: 'Sdr. Uji Dua Langkah',
    password_user: PASSWORD,
    telp_user: '0812555000',
    id_role: idRole,
  });
  created.push(id);
  return { id, username };
}
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await ui.api('admin', 'DELETE', `/user/${id}`);
});

async function signInAnew(username: string, viewport: ui.Viewport): Promise<Page> {
  const page = await ui.openAnonymous(browser(), '/login', viewport);
  await ui.signInWithForm(page, username, PASSWORD);
  return page;
}

describe('enrolling on the profile page, then signing in with codes', () => {
  it('shows the QR code and key, turns on with the first code, shows ten recovery codes once', async () => {
    const { username, id } = await newAccount(2);
    const page = await signInAnew(username, ui.DESKTOP_VIEW);
    await page.waitForURL(ui.adminUrl('/admin-dashboard'));
    await page.goto(ui.adminUrl('/admin-dashboard/profile'));
    await ui.heading(page, 'Kelola Profil');
    await page.getByRole('heading', { name: 'Verifikasi Dua Langkah' }).waitFor();
    const section = page.locator('section[aria-labelledby="two-factor-title"]');
    expect(await ui.textOf(section.locator('.badge'))).toBe('Belum aktif');
    await ui.press(page, 'Aktifkan Verifikasi Dua Langkah');
    await section.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor();
    const secret = (await ui.textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');

    await ui.fill(section, 'Kode Verifikasi', '123');
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await expect.poll(() => ui.textOf(section.locator('.field-error'))).toMatch(/Kode tidak cocok/);
    await ui.fill(section, 'Kode Verifikasi', totpCode(secret));
    await ui.shot(page, 'two-factor-enrol', ui.DESKTOP_VIEW);
    expect(await ui.seriousViolations(page, 'main')).toEqual([]);
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await ui.expectToast(page, 'Verifikasi dua langkah aktif.');
    const codes = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    await ui.shot(page, 'two-factor-codes', ui.DESKTOP_VIEW);
    await ui.press(page, 'Selesai');
    await expect.poll(() => ui.textOf(section.locator('.badge'))).toBe('Aktif');
    expect(await ui.textOf(section)).toContain('Sisa kode cadangan: 10');
    await ui.closePage(page);

    // On a phone: the password, then a wrong code (said so), then the app's next code.
    const phone = await signInAnew(username, ui.PHONE_VIEW);
    await ui.heading(phone, 'Verifikasi Dua Langkah');
    await ui.fill(phone, 'Kode Verifikasi', '000000');
    await ui.press(phone, 'Verifikasi');
    await expect
      .poll(() => ui.textOf(phone.getByRole('alert').filter({ hasText: 'Kode' })))
      .toBe('Kode verifikasi salah atau sudah dipakai.');
    await ui.fill(phone, 'Kode Verifikasi', totpCode(secret, Date.now(), 1));
    await ui.shot(phone, 'two-factor-sign-in', ui.PHONE_VIEW);
    expect(await ui.seriousViolations(phone, '.login-page')).toEqual([]);
    await ui.press(phone, 'Verifikasi');
    await phone.waitForURL(ui.adminUrl('/admin-dashboard'));
    await ui.closePage(phone);

    // A lost phone: a recovery code, typed in capitals, signs in once.
    const recovery = await signInAnew(username, ui.PHONE_VIEW);
    await ui.fill(recovery, 'Kode Verifikasi', codes[0].toUpperCase());
    await ui.press(recovery, 'Verifikasi');
    await recovery.waitForURL(ui.adminUrl('/admin-dashboard'));
    await ui.closePage(recovery);

    // The admin resets it from the user's form: the password alone signs in again.
    const admin = await ui.openAs(browser(), 'admin', `/admin-dashboard/detail-user/${id}`);
    await ui.heading(admin, 'Edit User');
    await ui.press(admin, 'Reset Verifikasi Dua Langkah');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await ui.expectToast(admin, `Verifikasi dua langkah ${username} direset.`);
    await ui.closePage(admin);
    const plain = await signInAnew(username, ui.DESKTOP_VIEW);
    await plain.waitForURL(ui.adminUrl('/admin-dashboard'));
    await ui.closePage(plain);
  });
});

describe('new recovery codes and turning it off, on the profile page', () => {
  it('asks for the password for each; a wrong one is said in the dialog', async () => {
    const { username } = await newAccount(2);
    const page = await signInAnew(username, ui.PHONE_VIEW);
    await page.waitForURL(ui.adminUrl('/admin-dashboard'));
    await page.goto(ui.adminUrl('/admin-dashboard/profile'));
    const section = page.locator('section[aria-labelledby="two-factor-title"]');
    await ui.press(page, 'Aktifkan Verifikasi Dua Langkah');
    const secret = (await ui.textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');
    await ui.fill(section, 'Kode Verifikasi', totpCode(secret));
    await section.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    const first = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    await ui.press(page, 'Selesai');

    await ui.press(page, 'Buat Kode Cadangan Baru');
    const renew = page.getByRole('dialog', { name: 'Buat Kode Cadangan Baru' });
    await ui.fill(renew, 'Password', PASSWORD);
    await renew.getByRole('button', { name: 'Buat Kode Baru' }).click();
    await ui.expectToast(page, 'Kode cadangan baru dibuat; kode lama tidak berlaku lagi.');
    const second = await page.getByTestId('kode-cadangan').locator('li').allTextContents();
    expect(second).toHaveLength(10);
    expect(second).not.toContain(first[0]);
    await ui.press(page, 'Selesai');

    await ui.press(page, 'Matikan');
    const off = page.getByRole('dialog', { name: 'Matikan Verifikasi Dua Langkah' });
    await ui.fill(off, 'Password', 'bukan-password-nya');
    await off.getByRole('button', { name: 'Matikan' }).click();
    await expect.poll(() => ui.textOf(off.locator('.field-error'))).toBe('Password salah.');
    await ui.shot(page, 'two-factor-off', ui.PHONE_VIEW);
    expect(await ui.seriousViolations(page, '.modal')).toEqual([]);
    await ui.fill(off, 'Password', PASSWORD);
    await off.getByRole('button', { name: 'Matikan' }).click();
    await ui.expectToast(page, 'Verifikasi dua langkah dimatikan.');
    await expect.poll(() => ui.textOf(section.locator('.badge'))).toBe('Belum aktif');
    await ui.closePage(page);
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
      viewport: ui.PHONE_VIEW.size,
      locale: 'id-ID',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${secondUrl}/login`);
    await ui.signInWithForm(page, username, PASSWORD);
    await ui.heading(page, 'Verifikasi Dua Langkah');
    expect(await ui.textOf(page.locator('.login-form'))).toContain(
      'Peran Anda wajib memakai verifikasi dua langkah',
    );
    const secret = (await ui.textOf(page.getByTestId('kunci-autentikator'))).replaceAll(' ', '');
    expect(secretOf(`otpauth://totp/x?secret=${secret}`)).toBe(secret);
    await ui.shot(page, 'two-factor-required', ui.PHONE_VIEW);
    expect(await ui.seriousViolations(page, '.login-page')).toEqual([]);
    await ui.fill(page, 'Kode Verifikasi', totpCode(secret));
    await ui.press(page, 'Verifikasi');
    await page.getByTestId('kode-cadangan').waitFor();
    expect(await page.getByTestId('kode-cadangan').locator('li').count()).toBe(10);
    await ui.press(page, 'Sudah Disimpan, Lanjutkan');
    await page.waitForURL(`${secondUrl}/admin-dashboard`);
    await context.close();
  });
});
