import { STALE_SAVE_MESSAGE } from '@gkj/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../src/components/revision-history/field-changes.ts';
import { ArtikelForm } from '../src/features/artikel/artikel-form.tsx';
import { type FakeCall, renderRoutes, signIn, stubFetch } from './support.tsx';

const LOADED = '2026-03-01 10:15:42.123';
const AFTER_RESTORE = '2026-03-01 10:20:00.000';

const ISI_LAMA = {
  judul_artikel: 'Kasih yang Sejati',
  jenis_artikel: 'renungan',
  isi_artikel: 'Tuhan adalah gembalaku.',
  ayat_alkitab: 'Mazmur 23:1',
  catatan_artikel: null,
  id_kegiatan_gereja: null,
};
const ISI_BARU = { ...ISI_LAMA, judul_artikel: 'Kasih yang Abadi', jenis_artikel: 'berita' };

const artikel = (isi: typeof ISI_LAMA, updated_at: string) => ({
  id_artikel: 12,
  ...isi,
  gambar_artikel: null,
  author: 'Admin',
  dapat_diubah: true,
  updated_at,
});

const summary = (id_revisi: number, nomor: number, keterangan: string) => ({
  id_revisi,
  nomor,
  keterangan,
  username: 'admin',
  created_at: `2026-03-01 10:0${nomor}:00`,
});

/** One article with revisions 1 (created) and 2 (renamed); restoring answers `restoreAnswer`. */
function articleServer(restoreAnswer: { status?: number; body?: unknown }) {
  let restored = false;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (call.method === 'POST') {
      if (!restoreAnswer.status) restored = true;
      return restoreAnswer;
    }
    if (path === '/api/artikel/12')
      return { body: restored ? artikel(ISI_LAMA, AFTER_RESTORE) : artikel(ISI_BARU, LOADED) };
    if (path === '/api/artikel/12/revisi') {
      const list = [summary(102, 2, 'Disimpan'), summary(101, 1, 'Dibuat')];
      return { body: { data: restored ? [summary(103, 3, 'Dipulihkan dari revisi 1'), ...list] : list } };
    }
    if (path === '/api/artikel/12/revisi/101')
      return { body: { ...summary(101, 1, 'Dibuat'), isi: ISI_LAMA } };
    if (path === '/api/artikel/12/revisi/102')
      return { body: { ...summary(102, 2, 'Disimpan'), isi: ISI_BARU } };
    if (path === '/api/artikel/12/revisi/103')
      return { body: { ...summary(103, 3, 'Dipulihkan dari revisi 1'), isi: ISI_LAMA } };
    return { body: { data: [], total: 0 } };
  });
}

function showArticle() {
  signIn();
  renderRoutes(
    [
      { path: '/admin-dashboard/detail-artikel/:id?', element: <ArtikelForm /> },
      { path: '/admin-dashboard/artikel', element: <h1>Daftar</h1> },
    ],
    '/admin-dashboard/detail-artikel/12',
  );
}

const restores = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const judul = () => screen.getByRole('textbox', { name: /Judul Artikel/ }) as HTMLInputElement;

describe('the revision history of an article', () => {
  it('lists the revisions, compares the last two word by word and restores the earlier one', async () => {
    const user = userEvent.setup();
    const calls = articleServer({ body: { message: 'Revisi 1 berhasil dipulihkan.' } });
    showArticle();
    const history = await screen.findByRole('region', { name: 'Riwayat Revisi' });
    await within(history).findByText('Revisi 2');
    expect(within(history).getByText('Dibuat')).toBeTruthy();
    expect(within(history).getByText('admin · Minggu, 1 Mar 2026 · 10.01')).toBeTruthy();
    // The newest is what the form holds: only the older one can be restored.
    expect(within(history).getAllByRole('button', { name: /^Pulihkan revisi/ })).toHaveLength(1);

    await user.click(within(history).getByRole('button', { name: 'Bandingkan revisi' }));
    const comparison = await screen.findByRole('region', { name: 'Perbandingan revisi 1 dan 2' });
    await within(comparison).findByText('Judul Artikel');
    // Only the fields that differ, under the form's labels, choices by their label.
    expect(within(comparison).queryByText('Isi Artikel')).toBeNull();
    expect([...comparison.querySelectorAll('del')].map((node) => node.textContent)).toEqual([
      '[dihapus: Sejati]',
      '[dihapus: Renungan]',
    ]);
    expect([...comparison.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
      '[ditambahkan: Abadi]',
      '[ditambahkan: Berita]',
    ]);

    await user.click(within(history).getByRole('button', { name: 'Pulihkan revisi 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    await user.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    expect(await screen.findByText('Revisi 1 berhasil dipulihkan.')).toBeTruthy();
    const [restore] = restores(calls);
    expect(restore.url.pathname).toBe('/api/artikel/12/revisi/101/pulihkan');
    expect(JSON.parse(String(restore.body))).toEqual({ updated_at: LOADED });
    // The form holds the restored text and the history the new revision.
    await waitFor(() => expect(judul().value).toBe('Kasih yang Sejati'));
    expect(await within(history).findByText('Dipulihkan dari revisi 1')).toBeTruthy();
    // The comparison now shows what the restore changed.
    expect(await screen.findByRole('region', { name: 'Perbandingan revisi 2 dan 3' })).toBeTruthy();
  });

  it('shows the server message when the article was saved meanwhile and keeps the form', async () => {
    const user = userEvent.setup();
    articleServer({ status: 409, body: { message: STALE_SAVE_MESSAGE, code: 'STALE_RECORD' } });
    showArticle();
    const history = await screen.findByRole('region', { name: 'Riwayat Revisi' });
    await waitFor(() => expect(judul().value).toBe('Kasih yang Abadi'));
    await user.click(await within(history).findByRole('button', { name: 'Pulihkan revisi 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    await user.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    expect(await screen.findByText(STALE_SAVE_MESSAGE)).toBeTruthy();
    expect(judul().value).toBe('Kasih yang Abadi');
  });
});

describe('comparing two texts', () => {
  const fields = [{ name: 'isi', label: 'Isi' }];

  it('keeps only the words around a change in a long text and shows a new line break', () => {
    const opening = Array.from({ length: 60 }, (_, i) => `kata${i}`).join(' ');
    const [change] = fieldChanges(fields, { isi: `${opening} lama.` }, { isi: `${opening} baru.\nAmin.` });
    const kept = change.older[0];
    expect(kept.kind).toBe('same');
    expect(kept.text.startsWith('… ')).toBe(true);
    expect(kept.text.length).toBeLessThan(100);
    expect(change.older.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual(['lama']);
    expect(change.newer.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toContain(
      'baru',
    );
  });

  it('leaves out fields that are the same and names fields the form does not list', () => {
    const changes = fieldChanges(fields, { isi: 'a', lain_lain: 1 }, { isi: 'a', lain_lain: 2 });
    expect(changes.map((change) => change.label)).toEqual(['lain lain']);
  });
});
