// A weekly bulletin from the dashboard to the public site: the admin writes one for a Sunday with its
// PDF (a file that is no PDF refused on the way) and publishes it; after the site's rebuild, visitors find
// it on /warta under its month and read it on its own page, the PDF a click away.

import { Writable } from 'node:stream';
import { rebuildSite } from '@gkj/scripts/rebuild-site';
import { bulletinPdf } from '@gkj/seed';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const tag = ui.uniqueTag('warta');
const judul = `Warta Pentakosta ${tag}`;
/** A Sunday older than every demo bulletin: its month stands last on /warta. */
const SUNDAY = '2025-06-01';
const pdf = bulletinPdf({ title: `Warta Jemaat ${tag}`, lines: ['Ibadah Pentakosta pukul 07.00 WIB.'] });
let id = 0;

/** Builds the live site from the API as it is now, as the publisher does after a save. */
function rebuild() {
  const baseUrl = inject('baseUrl');
  // The build's own log would fill the test's output.
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  return rebuildSite({
    siteDir: inject('siteDir'),
    apiUrl: baseUrl,
    siteUrl: baseUrl,
    log: () => {},
    output: quiet,
  });
}

afterAll(async () => {
  if (!id) return;
  await ui.api('admin', 'DELETE', `/warta-jemaat/${id}`);
  // The files after this one see the site of the demo content again.
  await rebuild();
}, 180_000);

const pdfField = (page: Page) => page.locator('.pdf-field');
/** The PDF field's file: its name and what is said of it. */
const pdfFile = (page: Page) =>
  Promise.all([
    ui.textOf(pdfField(page).locator('.pdf-file-name')),
    ui.textOf(pdfField(page).locator('.pdf-file-size')),
  ]);

describe('a bulletin from the dashboard to the site', () => {
  it('admin writes a bulletin for a Sunday with its PDF and publishes it', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/warta');
    try {
      await ui.heading(page, 'Warta Jemaat');
      await page.getByRole('link', { name: 'Tambah Warta' }).click();
      await ui.heading(page, 'Tambah Warta Jemaat');
      await ui.fill(page, 'Tanggal (hari Minggu)', '2025-06-02');
      await ui.fill(page, 'Judul', judul);
      await ui.fill(page, 'Isi Warta (opsional)', 'Ibadah Pentakosta pukul 07.00 WIB.\n\nPerjamuan Kudus.');
      await ui.press(page, 'Simpan');
      expect(await ui.fieldError(page, 'Tanggal (hari Minggu)')).toBe('Tanggal warta harus hari Minggu.');
      await ui.fill(page, 'Tanggal (hari Minggu)', SUNDAY);

      // A picture is refused before it is sent; one renamed .pdf by the server, judging its bytes.
      const input = pdfField(page).locator('input[type="file"]');
      const picture = await ui.testJpeg('warta.jpg', 40);
      await input.setInputFiles(picture);
      expect(await ui.textOf(pdfField(page).locator('.field-error'))).toBe('Berkas harus berupa PDF.');
      await input.setInputFiles({ ...picture, name: 'warta.pdf', mimeType: 'application/pdf' });
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Berkas harus berupa PDF.');

      await input.setInputFiles({ name: 'warta-pentakosta.pdf', mimeType: 'application/pdf', buffer: pdf });
      expect(await pdfFile(page)).toEqual(['warta-pentakosta.pdf', 'Belum disimpan · 1 KB']);
      expect(await ui.textOf(ui.field(page, 'Status').locator('.select-trigger'))).toBe('Terbit');
      await ui.press(page, 'Simpan');
      await ui.expectToast(page, 'Warta jemaat berhasil ditambahkan.');
      await ui.heading(page, 'Warta Jemaat');
      await ui.searchList(page, tag, 'Judul', [judul]);
      expect(await ui.column(page, 'Tanggal')).toEqual(['1 Jun 2025']);
      expect(await ui.column(page, 'PDF')).toEqual(['Ada · 1 KB']);
      expect(await ui.column(page, 'Status')).toEqual(['Terbit']);

      const { data } = await ui.api<{ data: { id_warta: number; judul_warta: string }[] }>(
        'admin',
        'GET',
        `/warta-jemaat?q=${tag}`,
      );
      id = data[0].id_warta;
      // The stored PDF is shown under the name it downloads as.
      await ui.rowAction(page, judul, 'Lihat Detail');
      await ui.heading(page, 'Edit Warta Jemaat');
      await expect.poll(() => pdfFile(page)).toEqual(['warta-2025-06-01.pdf', 'Tersimpan · 1 KB']);
      expect(await pdfField(page).getByRole('link', { name: 'Buka PDF' }).getAttribute('href')).toMatch(
        /^\/uploads\/warta-jemaat\/[a-f0-9]{32}\.pdf$/,
      );
    } finally {
      await ui.closePage(page);
    }
  });

  it('is on /warta under its month and on its own page after the rebuild', { timeout: 240_000 }, async () => {
    expect(id).toBeGreaterThan(0);
    const stored = await ui.api<{ berkas_pdf: string }>('admin', 'GET', `/warta-jemaat/${id}`);
    await rebuild();
    for (const viewport of ui.VIEWPORTS) {
      const page = await ui.openAnonymous(browser(), '/warta', viewport);
      try {
        await ui.heading(page, 'Warta Jemaat');
        const month = page.locator('.warta-month', { has: page.getByRole('heading', { name: 'Juni 2025' }) });
        const item = month.locator('.warta-item', { hasText: judul });
        expect(await ui.textOf(item.locator('.warta-item-date'))).toBe('Minggu, 1 Juni 2025');
        const download = item.getByRole('link', { name: /^Unduh PDF/ });
        expect(await download.getAttribute('href')).toBe(stored.berkas_pdf);
        expect(await download.getAttribute('download')).toBe('warta-2025-06-01.pdf');
        // The newest month comes first; this one, the oldest, last.
        expect(await page.locator('.warta-month-title').last().textContent()).toBe('Juni 2025');
        expect(await ui.seriousViolations(page)).toEqual([]);

        await item.getByRole('link', { name: new RegExp(judul) }).click();
        await ui.heading(page, judul);
        expect(page.url()).toBe(ui.adminUrl(`/warta/${id}`));
        expect(await ui.textOf(page.locator('.warta-detail time'))).toBe('Minggu, 1 Juni 2025');
        expect(await page.locator('.warta-detail .detail-body p').allTextContents()).toEqual([
          'Ibadah Pentakosta pukul 07.00 WIB.',
          'Perjamuan Kudus.',
        ]);
        const open = page.getByRole('link', { name: /^Buka PDF/ });
        expect(await open.getAttribute('href')).toBe(stored.berkas_pdf);
        expect(await ui.seriousViolations(page)).toEqual([]);
        expect(await page.locator('astro-island').count()).toBe(0);
      } finally {
        await ui.closePage(page);
      }
    }
    const served = await fetch(ui.adminUrl(stored.berkas_pdf));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="warta-2025-06-01.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('shows a draft bulletin at its private preview address with the page’s own component', async () => {
    const draft = await ui.api<{ data: { id_warta: number } }>('admin', 'POST', '/warta-jemaat', {
      tanggal_warta: SUNDAY,
      judul_warta: `Draf ${judul}`,
      isi_warta: 'Belum terbit.',
      status: 'draf',
    });
    const draftId = draft.data.id_warta;
    try {
      expect((await fetch(ui.adminUrl(`/api/warta-jemaat/${draftId}`))).status).toBe(404);
      const link = await ui.api<{ data: { url: string } }>(
        'admin',
        'POST',
        `/warta-jemaat/${draftId}/pratinjau`,
      );
      const page = await ui.openAnonymous(browser(), link.data.url, ui.PHONE_VIEW);
      try {
        await ui.heading(page, `Draf ${judul}`);
        expect(await ui.textOf(page.getByRole('status').filter({ hasText: 'Pratinjau' }))).toContain(
          'Status: Draf',
        );
        expect(await page.title()).toBe(`Pratinjau: Draf ${judul} - Warta Jemaat GKJ Girimarto`);
        expect(await page.locator('.warta-detail .detail-body p').allTextContents()).toEqual([
          'Belum terbit.',
        ]);
        expect(await page.locator('[data-share]').count()).toBe(0);
        expect(await ui.seriousViolations(page)).toEqual([]);
      } finally {
        await ui.closePage(page);
      }
    } finally {
      await ui.api('admin', 'DELETE', `/warta-jemaat/${draftId}`);
    }
  });
});
