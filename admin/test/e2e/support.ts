// The steps every admin screen shares, as a person takes them: signing in, the menu, fields of a
// form, toasts and confirmations, and the list's search, sort and row menu. Re-exports pages.ts,
// so a test imports everything from here.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Viewport } from './pages.ts';

export { seriousViolations } from '@gkj/scripts/e2e/axe';
export * from './pages.ts';

/** The element's text with its whitespace collapsed. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits for the toast with exactly this text, then closes it so it covers nothing after. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.toast', { has: page.getByText(text, { exact: true }) }).first();
  await toast.waitFor().catch(async () => {
    const shown = await page.locator('.toast').allInnerTexts();
    throw new Error(`Tidak ada toast '${text}'; yang tampil: ${JSON.stringify(shown)} di ${page.url()}`);
  });
  // It may also time out (4 s) before the press lands on a busy machine: either way it is gone after.
  await toast
    .getByRole('button', { name: 'Tutup notifikasi' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached', timeout: 6_000 });
}

/** Where a form's fields are looked for: the page, or one part of it (a tab panel). */
export type Scope = Page | Locator;
const pageOf = (scope: Scope): Page => ('goto' in scope ? scope : scope.page());

/** The field (label, control, error) whose label reads `label` (a required one's ends in ' *'). */
export function field(scope: Scope, label: string) {
  const text = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  return scope
    .locator('.field')
    .filter({ has: pageOf(scope).locator('.field-label, .visually-hidden').getByText(text) })
    .first();
}

export async function fill(scope: Scope, label: string, value: string): Promise<void> {
  await field(scope, label).locator('input, textarea').first().fill(value);
}

/** Picks an option of a select field. */
export async function choose(scope: Scope, label: string, option: string): Promise<void> {
  await field(scope, label).locator('.select-trigger').click();
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
}

/** Types into a combo box (its options come from the API) and picks the first that shows `option`. */
export async function pick(page: Page, label: string, typed: string, option = typed): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

/** The text shown under the field as its error. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const error = field(page, label).locator('.field-error');
  await error.waitFor();
  return textOf(error);
}

/** On a phone the menu lives behind the 'Menu' button; on a wide screen it is always there. */
export async function openMenu(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
}

export async function menuLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Menu utama' }).locator('.sidebar-label').allInnerTexts();
}

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true, level: 1 }).waitFor();

/** The cells of one column of the list, as shown (on a phone the same cells form the cards). */
export async function column(page: Page, label: string): Promise<string[]> {
  const cells = page.locator(`.table-body .tr .td[data-label="${label}"]`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

export async function expectColumn(page: Page, label: string, expected: string[]) {
  await expect.poll(() => column(page, label), { timeout: 8_000 }).toEqual(expected);
}

/** Types into the list's search box and waits until the column shows exactly `expected`, any order. */
export async function searchList(page: Page, text: string, label: string, expected: string[]) {
  await page.getByRole('searchbox').fill(text);
  await expect
    .poll(async () => (await column(page, label)).sort(), { timeout: 8_000 })
    .toEqual([...expected].sort());
}

/**
 * Sorts the list by a column: its header on a wide screen (first press ascending, the second
 * descending), the 'Urutkan' chooser on a phone, where the rows are cards without a header.
 */
export async function sortBy(page: Page, viewport: Viewport, column: string, order: 'asc' | 'desc') {
  if (viewport.phone) {
    await choose(page, 'Urutkan', `${column} (${order === 'asc' ? 'naik' : 'turun'})`);
    await page.waitForURL((url) => url.searchParams.get('order') === order);
    return;
  }
  // The header toggles from the order it shows, so each press waits until the table shows its
  // result (the address changes first, the table a render later).
  const header = page.getByRole('columnheader', { name: column, exact: true });
  const shown = () => header.getAttribute('aria-sort');
  const before = await shown();
  await header.click();
  // On a busy machine a press can land in the middle of a re-render and be lost: press again then
  // (only then: a press that sorted the wrong way still fails below).
  const moved = await expect
    .poll(shown, { timeout: 4_000 })
    .not.toBe(before)
    .then(
      () => true,
      () => false,
    );
  if (!moved) await header.click();
  await expect.poll(shown, { timeout: 8_000 }).toBe(order === 'asc' ? 'ascending' : 'descending');
  expect(new URL(page.url()).searchParams.get('order')).toBe(order);
}

/** Chooses an entry of a row's menu ('Lihat Detail', 'Edit', 'Hapus'). */
export async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Aksi untuk ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Answers the app's confirm dialog after checking its question. */
export async function confirm(page: Page, question: string, answer = 'Hapus'): Promise<void> {
  // Toasts are alert dialogs too: the question is the one titled 'Konfirmasi'.
  const dialog = page
    .getByRole('alertdialog')
    .filter({ has: page.getByRole('heading', { name: 'Konfirmasi' }) });
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** 'Menampilkan {n} data dari {total}' as shown under the list. */
export async function summary(page: Page): Promise<string> {
  return textOf(page.locator('.pagination-summary'));
}

/** Signs in through the login screen, as a person does. */
export async function signInWithForm(page: Page, username: string, password = inject('demoPassword')) {
  await fill(page, 'Username', username);
  await fill(page, 'Password', password);
  await press(page, 'Masuk');
}
