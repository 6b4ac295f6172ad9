// The life of one record through the screens, the same for every resource: create it, find it by
// search beside a sibling made through the API, sort the two both ways, edit it, delete it, each
// step with the spec's message.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as ui from './support.ts';

export interface CrudCase {
  as: ui.DemoUser;
  /** The list's address and its API endpoint, and the id field of its rows. */
  list: string;
  endpoint: string;
  idField: string;
  add: string;
  forms: { create: string; edit: string };
  /** The column that shows the record's name (the row menu is named after it too). */
  nameColumn: string;
  /** The row menu's entry that opens the form. */
  open?: string;
  /** The button that saves the form: 'Simpan', or a penulis's 'Simpan Draf'. */
  save?: string;
  /** Three names for the record, its sibling and the record after editing (users: letters and digits). */
  names?: (tag: string) => [string, string, string];
  fillNew: (page: Page, name: string) => Promise<void>;
  /** Renames the record on its form (pressing any button the form needs first). */
  rename: (page: Page, name: string) => Promise<void>;
  /** The body that creates a sibling called `name` through the API. */
  sibling: (name: string) => Promise<object | FormData>;
  /** Checks the found rows further (how a column shows its values). */
  onFound?: (page: Page) => Promise<void>;
  /** Where a created record leaves the user when not on the list (an activity stays on its form). */
  afterCreate?: (page: Page) => Promise<void>;
  messages: {
    added: string;
    updated: string;
    confirm: (name: string) => string;
    deleted: (name: string) => string;
  };
}

/** A case's addresses and the texts it expects (crud-cases.ts); the rest is how to fill its form. */
export type CrudTexts = Pick<
  CrudCase,
  'as' | 'list' | 'endpoint' | 'idField' | 'add' | 'forms' | 'nameColumn' | 'open' | 'save' | 'messages'
>;

/** Deletes through the API every record of the case whose searchable text holds `tag`. */
export async function removeTagged(c: Pick<CrudCase, 'endpoint' | 'idField'>, tag: string) {
  const found = await ui.api<{ data: Record<string, unknown>[] }>(
    'admin',
    'GET',
    `${c.endpoint}?q=${encodeURIComponent(tag)}&per_page=100`,
  );
  for (const row of found.data) await ui.api('admin', 'DELETE', `${c.endpoint}/${row[c.idField]}`);
}

export async function runCrud(browser: Browser, c: CrudCase, viewport: ui.Viewport): Promise<void> {
  const tag = ui.uniqueTag();
  const [first, second, renamed] = c.names?.(tag) ?? [`${tag} alfa`, `${tag} Beta`, `${tag} gamma`];
  await ui.api(c.as, 'POST', c.endpoint, await c.sibling(second));
  let page: Page | undefined;
  try {
    page = await ui.openAs(browser, c.as, c.list, { viewport });
    await page.getByRole('link', { name: c.add, exact: true }).click();
    await ui.heading(page, c.forms.create);
    await c.fillNew(page, first);
    await ui.press(page, c.save ?? 'Simpan');
    await ui.expectToast(page, c.messages.added);
    if (c.afterCreate) await c.afterCreate(page);
    await page.waitForURL((url) => url.pathname === c.list);

    await ui.searchList(page, tag, c.nameColumn, [first, second]);
    expect(await ui.summary(page)).toBe('Menampilkan 2 data dari 2');
    await c.onFound?.(page);
    // Lowercased comparison: 'alfa' comes before 'Beta' although 'B' sorts before 'a' in ASCII.
    await ui.sortBy(page, viewport, c.nameColumn, 'asc');
    await ui.expectColumn(page, c.nameColumn, [first, second]);
    await ui.sortBy(page, viewport, c.nameColumn, 'desc');
    await ui.expectColumn(page, c.nameColumn, [second, first]);

    await ui.rowAction(page, first, c.open ?? 'Lihat Detail');
    await ui.heading(page, c.forms.edit);
    await c.rename(page, renamed);
    await ui.press(page, c.save ?? 'Simpan');
    await ui.expectToast(page, c.messages.updated);
    // Back on the list as it was left: same search, same order.
    await page.waitForURL((url) => url.pathname === c.list && url.searchParams.get('q') === tag);
    await ui.expectColumn(page, c.nameColumn, [renamed, second]);

    await ui.rowAction(page, renamed, 'Hapus');
    await ui.confirm(page, c.messages.confirm(renamed));
    await ui.expectToast(page, c.messages.deleted(renamed));
    await ui.expectColumn(page, c.nameColumn, [second]);
    expect(await ui.summary(page)).toBe('Menampilkan 1 data dari 1');
  } finally {
    if (page) await ui.closePage(page);
    await removeTagged(c, tag);
  }
}
