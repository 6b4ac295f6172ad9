// Every list opens a record from its row: a click on a wide screen, a tap on a phone's card, Enter on
// the focused row. The row menu's button and entries do their own thing and never open the row.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECORD_SCREENS } from './crud-cases.ts';
import { removeTagged } from './crud-flow.ts';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

const firstRow = (page: Page) => page.locator('.table-body .tr').first();
const path = (page: Page) => new URL(page.url()).pathname;

describe('a press on a row opens its record', () => {
  for (const viewport of ui.VIEWPORTS) {
    for (const { list, form, title } of RECORD_SCREENS) {
      it(`${list} at ${viewport.name}`, async () => {
        const page = await ui.openAs(browser(), 'admin', `/admin-dashboard/${list}`, { viewport });
        // The row's name (its first column), not the number or the menu: where a person presses.
        await firstRow(page).locator('.td-primary').click();
        await page.waitForURL((url) => new RegExp(`^/admin-dashboard/${form}/\\d+$`).test(url.pathname));
        await ui.heading(page, title);
        await ui.closePage(page);
      });
    }
  }
});

describe('the row by keyboard and its menu', () => {
  it('Enter on the focused row opens it; Tab reaches the rows from the search box', async () => {
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/jadwal');
    await firstRow(page).waitFor();
    await page.getByRole('searchbox').focus();
    // The grid is one stop in the tab order; arrows move between its rows.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const onRow = await page.evaluate(() => document.activeElement?.closest('.table-body') !== null);
      if (onRow) break;
    }
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('.table-body .tr:focus');
    await focused.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/admin-dashboard\/detail-jadwal\/\d+$/.test(url.pathname));
    await ui.heading(page, 'Edit Jadwal Ibadah');
    await ui.closePage(page);
  });

  for (const viewport of [ui.DESKTOP_VIEW, ui.PHONE_VIEW]) {
    it(`the ⋮ button and 'Hapus' in its menu stay on the list at ${viewport.name}`, async () => {
      const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/inventaris', { viewport });
      const before = path(page);
      await firstRow(page).locator('.row-menu-trigger').click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(path(page)).toBe(before);
      await menu.getByRole('menuitem', { name: 'Hapus', exact: true }).click();
      const dialog = page
        .getByRole('alertdialog')
        .filter({ has: page.getByRole('heading', { name: 'Konfirmasi' }) });
      await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(path(page)).toBe(before);
      // 'Lihat Detail' in the menu still opens the record.
      await firstRow(page).locator('.row-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Lihat Detail', exact: true }).click();
      await ui.heading(page, 'Edit Inventaris');
      await ui.closePage(page);
    });
  }

  it('an audit row opens its detail dialog', async () => {
    // A change of its own, so the log has a row whatever ran before.
    const tag = ui.uniqueTag();
    await ui.api('admin', 'POST', '/inventarisasi-gereja', {
      nama_inventaris: `${tag} Mimbar`,
      jenis_inventaris: 'Perabot',
      jumlah_inventaris: 1,
      lokasi_inventaris: 'Induk Girimarto',
    });
    const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/riwayat');
    try {
      await firstRow(page).locator('.td-primary').click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Detail Perubahan' }).waitFor();
    } finally {
      await ui.closePage(page);
      await removeTagged({ endpoint: '/inventarisasi-gereja', idField: 'id_inventaris' }, tag);
    }
  });

  for (const viewport of ui.VIEWPORTS) {
    it(`the list passes axe with rows that open at ${viewport.name}`, async () => {
      const page = await ui.openAs(browser(), 'admin', '/admin-dashboard/jemaat', { viewport });
      await firstRow(page).waitFor();
      // The rows themselves: the frame around them is checked where it is built.
      expect(await ui.seriousViolations(page, '.table-wrap')).toEqual([]);
      await ui.closePage(page);
    });
  }
});
