// The public site's build state as staff see it: the top bar's word on the latest build and the list
// on the overview page. The builds are rows of the real `site_build` table (the publisher is off in the
// browser tests, so the test writes the rows a publisher would).
import { createDb } from '@gkj/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closePage, expectToast, heading, openAs, PHONE_VIEW, sharedBrowser, textOf } from './support.ts';

const browser = sharedBrowser();
const db = createDb(inject('databaseUrl'));

async function addBuild(status: string, pemicu: string, extra: Record<string, unknown> = {}) {
  const result = await db
    .insertInto('site_build')
    .values({ status, pemicu, ...extra } as never)
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

beforeAll(() => db.deleteFrom('site_build').execute());
afterAll(async () => {
  await db.deleteFrom('site_build').execute();
  await db.destroy();
});

describe('the build state of the public site', () => {
  it('says when the site was updated, that it is being built, and that a build failed', async () => {
    await addBuild('live', 'artikel 3 diperbarui', {
      requested_at: '2026-11-20 08:00:00.000',
      started_at: '2026-11-20 08:00:01.000',
      finished_at: '2026-11-20 08:00:06.500',
      halaman: 64,
    });
    const page = await openAs(browser(), 'admin', '/admin-dashboard');
    try {
      const indicator = page.locator('.build-indicator');
      expect(await textOf(indicator)).toBe('Situs diperbarui 20 Nov 2026 08.00');
      const builds = page.getByRole('table');
      const first = builds.getByRole('row').nth(1);
      expect(await textOf(first)).toContain('Tayang');
      expect(await textOf(first)).toContain('artikel 3 diperbarui');
      expect(await textOf(first)).toContain('5,5 dtk');
      expect(await textOf(first)).toContain('64');

      const building = await addBuild('building', 'jadwal 7 dihapus', { started_at: '2026-11-20 09:00:00' });
      await page.reload();
      await heading(page, 'Selamat datang, admin');
      expect(await textOf(indicator)).toBe('Sedang membangun situs …');
      expect(await textOf(builds.getByRole('row').nth(1))).toContain('Sedang dibangun');
      expect(await page.getByRole('button', { name: 'Perbarui Sekarang' }).isDisabled()).toBe(true);

      await db
        .updateTable('site_build')
        .set({
          status: 'failed',
          finished_at: '2026-11-20 09:00:04',
          error: 'astro build keluar dengan kode 1',
        })
        .where('id_build', '=', building)
        .execute();
      // The top bar polls while a build runs, so the failure shows without a reload.
      await page.locator('.build-indicator[data-tone="failed"]').waitFor();
      expect(await textOf(indicator)).toBe('Gagal membangun situs');
      const failed = builds.getByRole('row').nth(1);
      expect(await textOf(failed)).toContain('Gagal');
      await failed.getByText('Lihat kesalahan').click();
      expect(await textOf(failed.locator('.build-error'))).toBe('astro build keluar dengan kode 1');

      // The browser tests' server has publishing off: the admin is told so, and nothing is queued.
      await page.getByRole('button', { name: 'Perbarui Sekarang' }).click();
      await expectToast(page, 'Pembangunan situs otomatis dimatikan di server ini (PUBLISH=off).');
      expect(
        await db.selectFrom('site_build').select('status').where('status', '=', 'queued').execute(),
      ).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('keeps only the dot on a phone, and leaves roles that never change the site without it', async () => {
    const phone = await openAs(browser(), 'penulis', '/admin-dashboard', { viewport: PHONE_VIEW });
    const inventaris = await openAs(browser(), 'inventaris', '/admin-dashboard');
    try {
      const dot = phone.locator('.build-indicator-dot');
      await dot.waitFor();
      expect(await phone.locator('.build-indicator-text').boundingBox()).toMatchObject({
        width: 1,
        height: 1,
      });
      await heading(inventaris, 'Selamat datang, inventaris');
      expect(await inventaris.locator('.build-indicator').count()).toBe(0);
    } finally {
      await closePage(phone);
      await closePage(inventaris);
    }
  });
});
