// The offering QRIS as an admin replaces it: the chosen picture checked at once, the merchant it pays
// shown before anything is saved, a refused picture's reason, and after a swap the warning on the
// overview, gone 7 days later. The demo QRIS is put back exactly afterwards, for the site's tests.
import { badCrcPayload, OTHER_MERCHANT, qrisPng, qrPng } from '@gkj/api/test-support/qris-images';
import { createDb } from '@gkj/db';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keepQris } from './qris-restore.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const db = createDb(inject('databaseUrl'));
afterAll(() => db.destroy());

const DEMO = { nama: 'GKJ GIRIMARTO', kota: 'WONOGIRI', nmid: 'ID1023274819306' };
const png = async (name: string, buffer: Promise<Buffer>) => ({
  name,
  mimeType: 'image/png',
  buffer: await buffer,
});

async function openQrisTab(page: Page) {
  await ui.heading(page, 'Konten Situs');
  await page.getByRole('tab', { name: 'Persembahan' }).click();
  const card = page.getByRole('region', { name: 'Gambar QRIS' });
  await card.waitFor();
  return card;
}

/** Chooses a file through the card's file button (the hidden input react-aria puts beside it). */
const choose = (card: ReturnType<Page['getByRole']>, file: Awaited<ReturnType<typeof png>>) =>
  card.locator('input[type="file"]').setInputFiles(file);

/** The merchant's name, city and NMID as one of the card's lists shows them. */
const details = async (card: ReturnType<Page['getByRole']>, name: string) =>
  (await card.getByLabel(name, { exact: true }).locator('dd').allInnerTexts()).join(' · ');

describe('the offering QRIS', () => {
  it('shows who a chosen QRIS pays before saving it, and why a picture is refused', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/konten-situs');
    try {
      const card = await openQrisTab(page);
      expect(await details(card, 'Penerima QRIS yang tersimpan')).toBe(
        `${DEMO.nama} · ${DEMO.kota} · ${DEMO.nmid}`,
      );

      await choose(card, await png('tautan.png', qrPng('https://gkjgirimarto.or.id/')));
      expect(await ui.textOf(card.getByRole('alert'))).toBe(
        'Kode QR pada gambar bukan QRIS: isinya "https://gkjgirimarto.or.id/", bukan data pembayaran.',
      );
      await choose(card, await png('rusak.png', qrPng(badCrcPayload())));
      await expect.poll(() => ui.textOf(card.getByRole('alert'))).toMatch(/^CRC QRIS tidak cocok/);

      await choose(card, await png('qris-lain.png', qrisPng(OTHER_MERCHANT)));
      await card.getByText('QRIS terbaca dan sah.', { exact: false }).waitFor();
      expect(await details(card, 'Penerima QRIS yang dipilih')).toBe(
        `${OTHER_MERCHANT.nama_merchant} · ${OTHER_MERCHANT.kota_merchant} · ${OTHER_MERCHANT.nmid}`,
      );
      expect(await ui.textOf(card.locator('.qris-change-note'))).toContain(
        `berbeda dari QRIS yang tersimpan (${DEMO.nama} · NMID ${DEMO.nmid})`,
      );
      await ui.shot(page, 'qris-diperiksa', ui.DESKTOP_VIEW);
      expect(await ui.seriousViolations(page)).toEqual([]);

      // Nothing was saved: 'Batal' goes back to the stored code.
      const stored = await ui.api<{ pengaturan: { qris_nmid: string } }>('admin', 'GET', '/konten-situs');
      expect(stored.pengaturan.qris_nmid).toBe(DEMO.nmid);
      await card.getByRole('button', { name: 'Batal' }).click();
      expect(await details(card, 'Penerima QRIS yang tersimpan')).toContain(DEMO.nmid);
    } finally {
      await ui.closePage(page);
    }
  });

  it("after a swap, warns on the admin's overview for 7 days (not on other roles')", async () => {
    const putBack = await keepQris(db);
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/konten-situs', {
      viewport: ui.PHONE_VIEW,
    });
    try {
      const card = await openQrisTab(page);
      await choose(card, await png('qris-lain.png', qrisPng(OTHER_MERCHANT)));
      await card.getByText('QRIS terbaca dan sah.', { exact: false }).waitFor();
      await ui.shot(page, 'qris-diperiksa', ui.PHONE_VIEW);
      await card.getByRole('button', { name: 'Simpan QRIS' }).click();
      await ui.expectToast(page, 'Gambar QRIS berhasil disimpan.');
      expect(await details(card, 'Penerima QRIS yang tersimpan')).toContain(OTHER_MERCHANT.nmid);

      await page.goto(ui.adminUrl('/admin-dashboard'));
      const warning = page.getByRole('region', { name: 'Peringatan: QRIS persembahan diganti' });
      await warning.waitFor();
      expect(await ui.textOf(warning.locator('p'))).toMatch(
        new RegExp(
          `^QRIS persembahan diganti pada \\w+, \\d+ \\w+ \\d{4} · \\d{2}\\.\\d{2} oleh admin: ${DEMO.nama} \\(NMID ${DEMO.nmid}\\) → ${OTHER_MERCHANT.nama_merchant} \\(NMID ${OTHER_MERCHANT.nmid}\\)\\. Pastikan ini disengaja\\.$`,
        ),
      );
      await ui.shot(page, 'qris-peringatan', ui.PHONE_VIEW);
      expect(await ui.seriousViolations(page)).toEqual([]);

      const pendeta = await ui.openAs(browser(), 'pendeta', '/admin-dashboard');
      await ui.heading(pendeta, 'Selamat datang, pendeta');
      expect(await pendeta.getByText('QRIS persembahan diganti', { exact: false }).count()).toBe(0);
      await ui.closePage(pendeta);

      // Seven days and a minute later the warning is gone.
      await sql`UPDATE audit_log SET created_at = NOW(3) - INTERVAL 7 DAY - INTERVAL 1 MINUTE
        WHERE tabel = 'pengaturan_situs' AND JSON_CONTAINS_PATH(perubahan, 'one', '$.qris_nmid')`.execute(db);
      await page.reload();
      await ui.heading(page, 'Selamat datang, admin');
      await page.getByRole('heading', { name: 'Menunggu Tinjauan' }).waitFor();
      expect(await warning.count()).toBe(0);
    } finally {
      await ui.closePage(page);
      await putBack();
    }
  });
});
