// The revision history of articles and activities through their edit screens: every save is listed,
// two revisions are compared with the changed words marked, and an earlier one is restored into the
// form and the API as a new revision.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

/**
 * Drafts, and removed afterwards: the site's own browser tests read the public API beside a site built
 * once, so these records must never be public.
 */
const created: string[] = [];
afterAll(async () => {
  for (const path of created) await ui.api('admin', 'DELETE', path);
});

const FIRST_TITLE = 'Kasih yang Sejati';
const FIRST_BODY = 'Tuhan adalah gembalaku.\n\nTakkan kekurangan aku.';
const LAST_BODY = 'Tuhan adalah gembalaku yang baik.\n\nTakkan kekurangan aku.';

interface Stored {
  updated_at: string;
}
interface StoredArtikel extends Stored {
  id_artikel: number;
  judul_artikel: string;
  isi_artikel: string;
}

function artikelForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** An article the admin wrote and saved twice more: revisions 1 (Dibuat), 2 and 3 (Disimpan). */
async function articleSavedThreeTimes(tag: string): Promise<StoredArtikel> {
  const fields = {
    judul_artikel: `${tag} ${FIRST_TITLE}`,
    jenis_artikel: 'renungan',
    isi_artikel: FIRST_BODY,
    status: 'draf',
  };
  const { data } = await ui.api<{ data: StoredArtikel }>('admin', 'POST', '/artikel', artikelForm(fields));
  const path = `/artikel/${data.id_artikel}`;
  created.push(path);
  const edits = [{ judul_artikel: `${tag} Kasih yang Abadi` }, { isi_artikel: LAST_BODY }];
  let current: StoredArtikel = data;
  for (const edit of edits) {
    Object.assign(fields, edit);
    const body = artikelForm({ ...fields, updated_at: current.updated_at });
    current = (await ui.api<{ data: StoredArtikel }>('admin', 'PUT', path, body)).data;
  }
  return current;
}

const history = (page: Page) => page.getByRole('region', { name: 'Riwayat Revisi' });
const comparison = (page: Page, older: number, newer: number) =>
  page.getByRole('region', { name: `Perbandingan revisi ${older} dan ${newer}` });

/** The history's rows as 'Revisi 3 · Disimpan', newest first. */
function revisionRows(page: Page): Promise<string[]> {
  return history(page)
    .locator('.revision-item')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.revision-number')?.textContent} · ${item.querySelector('.revision-note')?.textContent}`,
      ),
    );
}

/** The text of every removed or added run of a comparison, in order (with its spoken label). */
async function marked(scope: ReturnType<typeof comparison>, tag: 'del' | 'ins'): Promise<string[]> {
  return (await scope.locator(tag).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function openComparison(page: Page): Promise<void> {
  await history(page).getByRole('button', { name: 'Bandingkan revisi', exact: true }).click();
}

async function restore(page: Page, nomor: number): Promise<void> {
  await history(page)
    .getByRole('button', { name: `Pulihkan revisi ${nomor}`, exact: true })
    .click();
  await ui.confirm(
    page,
    `Pulihkan revisi ${nomor}? Isinya disimpan sebagai revisi baru; perubahan di formulir yang belum disimpan akan hilang.`,
    'Pulihkan',
  );
  await ui.expectToast(page, `Revisi ${nomor} berhasil dipulihkan.`);
}

const fieldValue = (page: Page, label: string) =>
  ui.field(page, label).locator('input, textarea').first().inputValue();

describe('the revision history', () => {
  it('of an article, on a phone: lists every save, compares two, restores the first', async () => {
    const tag = ui.uniqueTag();
    const article = await articleSavedThreeTimes(tag);
    const path = `/admin-dashboard/detail-artikel/${article.id_artikel}`;
    const page = await ui.openAs(browser(), 'admin', path, { viewport: ui.PHONE_VIEW });
    try {
      await ui.heading(page, 'Edit Artikel');
      await expect
        .poll(() => revisionRows(page))
        .toEqual(['Revisi 3 · Disimpan', 'Revisi 2 · Disimpan', 'Revisi 1 · Dibuat']);

      // By default the newest against the one before it: only the body changed, by two words.
      await openComparison(page);
      const lastTwo = comparison(page, 2, 3);
      await lastTwo.getByRole('heading', { name: 'Isi Artikel' }).waitFor();
      expect(await lastTwo.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Isi Artikel']);
      expect(await marked(lastTwo, 'del')).toEqual([]);
      expect(await marked(lastTwo, 'ins')).toEqual(['[ditambahkan: yang baik]']);

      // The first against the newest: the title's word too.
      await ui.choose(page, 'Dari revisi', 'Revisi 1 · Dibuat');
      const whole = comparison(page, 1, 3);
      await whole.getByRole('heading', { name: 'Judul Artikel' }).waitFor();
      expect(await marked(whole, 'del')).toEqual(['[dihapus: Sejati]']);
      expect(await marked(whole, 'ins')).toEqual(['[ditambahkan: Abadi]', '[ditambahkan: yang baik]']);
      await ui.shot(page, 'riwayat-revisi-artikel', ui.PHONE_VIEW);

      await restore(page, 1);
      await expect.poll(() => fieldValue(page, 'Judul Artikel')).toBe(`${tag} ${FIRST_TITLE}`);
      expect(await fieldValue(page, 'Isi Artikel')).toBe(FIRST_BODY);
      await expect
        .poll(() => revisionRows(page))
        .toEqual([
          'Revisi 4 · Dipulihkan dari revisi 1',
          'Revisi 3 · Disimpan',
          'Revisi 2 · Disimpan',
          'Revisi 1 · Dibuat',
        ]);
      const stored = await ui.api<StoredArtikel>('admin', 'GET', `/artikel/${article.id_artikel}`);
      expect(stored.judul_artikel).toBe(`${tag} ${FIRST_TITLE}`);
      // A multipart body carries its line breaks as CRLF.
      expect(stored.isi_artikel.replaceAll('\r\n', '\n')).toBe(FIRST_BODY);
    } finally {
      await ui.closePage(page);
    }
  });

  it('of an article, on a wide screen: the comparison side by side, with no serious accessibility fault', async () => {
    const article = await articleSavedThreeTimes(ui.uniqueTag());
    const page = await ui.openAs(browser(), 'admin', `/admin-dashboard/detail-artikel/${article.id_artikel}`);
    try {
      await ui.heading(page, 'Edit Artikel');
      await openComparison(page);
      const lastTwo = comparison(page, 2, 3);
      await lastTwo.locator('ins').first().waitFor();
      const [older, newer] = await lastTwo.locator('.revision-side').all();
      const [left, right] = [await older.boundingBox(), await newer.boundingBox()];
      expect(right && left && right.x > left.x + left.width - 1).toBe(true);
      await ui.shot(page, 'riwayat-revisi-artikel', ui.DESKTOP_VIEW);
      expect(await ui.seriousViolations(page)).toEqual([]);
    } finally {
      await ui.closePage(page);
    }
  });

  it('of an activity: renamed, then its first name restored', async () => {
    const tag = ui.uniqueTag();
    const first = `${tag} Retret Pemuda`;
    const { data } = await ui.api<{ data: Stored & { id_kegiatan_gereja: number } }>(
      'admin',
      'POST',
      '/kegiatan-gereja',
      { nama_kegiatan_gereja: first, waktu_kegiatan_gereja: '2030-07-20', status: 'draf' },
    );
    const id = data.id_kegiatan_gereja;
    created.push(`/kegiatan-gereja/${id}`);
    await ui.api('admin', 'PUT', `/kegiatan-gereja/${id}`, {
      nama_kegiatan_gereja: `${tag} Retret Remaja`,
      waktu_kegiatan_gereja: '2030-07-20',
      updated_at: data.updated_at,
    });
    const page = await ui.openAs(browser(), 'admin', `/admin-dashboard/detail-kegiatan/${id}`);
    try {
      await ui.heading(page, 'Edit Kegiatan');
      await expect.poll(() => revisionRows(page)).toEqual(['Revisi 2 · Disimpan', 'Revisi 1 · Dibuat']);
      await openComparison(page);
      const both = comparison(page, 1, 2);
      await both.getByRole('heading', { name: 'Nama Kegiatan' }).waitFor();
      expect(await marked(both, 'del')).toEqual(['[dihapus: Pemuda]']);
      expect(await marked(both, 'ins')).toEqual(['[ditambahkan: Remaja]']);

      await restore(page, 1);
      await expect.poll(() => fieldValue(page, 'Nama Kegiatan')).toBe(first);
      await expect.poll(() => revisionRows(page)).toContain('Revisi 3 · Dipulihkan dari revisi 1');
      const stored = await ui.api<{ nama_kegiatan_gereja: string }>('admin', 'GET', `/kegiatan-gereja/${id}`);
      expect(stored.nama_kegiatan_gereja).toBe(first);
    } finally {
      await ui.closePage(page);
    }
  });
});
