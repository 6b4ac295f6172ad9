import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceList } from '../src/components/resource-list/resource-list.tsx';
import { $session } from '../src/lib/session.ts';
import { type FakeCall, renderRoutes, signIn, stubFetch } from './support.tsx';

interface Member {
  id_jemaat: number;
  nama_jemaat: string;
  kewargaan: string;
}

const MEMBERS: Member[] = Array.from({ length: 25 }, (_, i) => ({
  id_jemaat: i + 1,
  nama_jemaat: `Jemaat ${String(i + 1).padStart(2, '0')}`,
  kewargaan: i % 2 ? 'GKJ Girimarto' : 'GKJ Girimarto Pepanthan Simpar',
}));

/** A server-side list: q over the chosen field, sort, order, page and per_page, like the API. */
function listAnswer(call: FakeCall) {
  const p = call.url.searchParams;
  const q = (p.get('q') ?? '').toLowerCase();
  const column = p.get('field') === 'kelompok' ? 'kewargaan' : 'nama_jemaat';
  let rows = MEMBERS.filter((row) => row[column].toLowerCase().includes(q));
  if (p.get('sort') === 'nama_jemaat') {
    rows = [...rows].sort((a, b) => a.nama_jemaat.localeCompare(b.nama_jemaat));
    if (p.get('order') === 'desc') rows.reverse();
  }
  const perPage = Number(p.get('per_page') ?? 10);
  const page = Number(p.get('page') ?? 1);
  return { body: { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length } };
}

function JemaatLikeList() {
  return (
    <ResourceList<Member>
      title="Data Jemaat"
      endpoint="/jemaat"
      idOf={(row) => row.id_jemaat}
      nameOf={(row) => row.nama_jemaat}
      searchPlaceholder="Cari nama jemaat..."
      searchFields={[
        { id: 'nama', label: 'Nama', placeholder: 'Cari nama jemaat...' },
        { id: 'kelompok', label: 'Kelompok', placeholder: 'Cari kelompok...' },
      ]}
      loadingText="Memuat data jemaat..."
      loadErrorText="Gagal mengambil data jemaat!"
      add={{ label: 'Tambah Data Jemaat', href: '/admin-dashboard/detail-jemaat' }}
      detail={{ label: 'Lihat Detail', href: (row) => `/admin-dashboard/detail-jemaat/${row.id_jemaat}` }}
      remove={{
        path: (row) => `/jemaat/${row.id_jemaat}`,
        confirm: (row) => `Yakin ingin menghapus ${row.nama_jemaat}?`,
        success: () => 'Data berhasil dihapus',
        failure: 'Gagal menghapus data jemaat',
      }}
      columns={[
        { id: 'nama_jemaat', label: 'Nama', render: (row) => row.nama_jemaat },
        { id: 'kewargaan', label: 'Kewargaan', render: (row) => row.kewargaan, sortable: false },
      ]}
    />
  );
}

function show(url = '/admin-dashboard/jemaat') {
  return renderRoutes(
    [
      { path: '/admin-dashboard/jemaat', element: <JemaatLikeList /> },
      { path: '/admin-dashboard/detail-jemaat/:id', element: <p>halaman detail</p> },
      { path: '/login', element: <p>halaman login</p> },
    ],
    url,
  );
}

/** Signed in, with the server answering `answer`: the list open on its first page. */
async function openList(answer: Parameters<typeof stubFetch>[0] = listAnswer) {
  signIn();
  const user = userEvent.setup();
  const calls = stubFetch(answer);
  show();
  await screen.findByText('Jemaat 01');
  return { user, calls };
}

const lastList = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET').at(-1)?.url.searchParams;

describe('ResourceList', () => {
  it('shows the spinner, then the first page from the server with the token and the count text', async () => {
    signIn();
    const calls = stubFetch(listAnswer);
    show();
    expect(screen.getByText('Memuat data jemaat...')).toBeTruthy();
    expect(await screen.findByText('Jemaat 01')).toBeTruthy();
    expect(screen.getByText('Menampilkan 10 data dari 25')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah Data Jemaat' }).getAttribute('href')).toBe(
      '/admin-dashboard/detail-jemaat',
    );
    const first = calls[0];
    expect(first.url.pathname).toBe('/api/jemaat');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ field: 'nama', page: '1', per_page: '10' });
    expect(first.headers.get('Authorization')).toBe('Bearer test-token');
    // Rows are numbered across pages.
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('1')).toBeTruthy();
  });

  it('sorts on the server: a header press sorts ascending, the same header again descending', async () => {
    const { user, calls } = await openList();
    await user.click(screen.getByRole('columnheader', { name: /Nama/ }));
    await waitFor(() => expect(lastList(calls)?.get('order')).toBe('asc'));
    expect(lastList(calls)?.get('sort')).toBe('nama_jemaat');
    await user.click(screen.getByRole('columnheader', { name: /Nama/ }));
    await waitFor(() => expect(lastList(calls)?.get('order')).toBe('desc'));
    expect(await screen.findByText('Jemaat 25')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Nama/ }).getAttribute('aria-sort')).toBe('descending');
    // A column marked unsortable offers no sorting.
    expect(screen.getByRole('columnheader', { name: 'Kewargaan' }).getAttribute('aria-sort')).toBeNull();
  });

  it('pages, changes the page size, and a new search goes back to page 1', async () => {
    const { user, calls } = await openList();
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(await screen.findByText('Jemaat 21')).toBeTruthy();
    expect(screen.getByText('Menampilkan 5 data dari 25')).toBeTruthy();
    expect(lastList(calls)?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox'), 'jemaat 1');
    await waitFor(() => expect(lastList(calls)?.get('q')).toBe('jemaat 1'), { timeout: 2000 });
    expect(lastList(calls)?.get('page')).toBe('1');
    expect(await screen.findByText('Menampilkan 10 data dari 10')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Baris per halaman/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastList(calls)?.get('per_page')).toBe('25'));
  });

  it('searches the column chosen in the field selector', async () => {
    const { user, calls } = await openList();
    await user.click(screen.getByRole('button', { name: /Cari berdasarkan/ }));
    await user.click(await screen.findByRole('option', { name: 'Kelompok' }));
    await user.type(screen.getByPlaceholderText('Cari kelompok...'), 'simpar');
    await waitFor(() => expect(lastList(calls)?.get('q')).toBe('simpar'), { timeout: 2000 });
    expect(lastList(calls)?.get('field')).toBe('kelompok');
    expect(await screen.findByText('Menampilkan 10 data dari 13')).toBeTruthy();
  });

  it('opens one row menu at a time and removes a row after confirmation', async () => {
    const { user, calls } = await openList((call) =>
      call.method === 'DELETE' ? { body: { message: 'ok' } } : listAnswer(call),
    );
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 01' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Lihat Detail' })).toBeTruthy();
    // A press elsewhere closes it; pressing another row's button never leaves two open.
    await user.click(screen.getByRole('heading', { name: 'Data Jemaat', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 01' }));
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 02', hidden: true }));
    await waitFor(() => expect(screen.queryAllByRole('menu').length).toBeLessThanOrEqual(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(dialog).getByText('Yakin ingin menghapus Jemaat 01?')).toBeTruthy();
    const listCallsBefore = calls.filter((call) => call.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Data berhasil dihapus')).toBeTruthy();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url.pathname).toBe('/api/jemaat/1');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(listCallsBefore),
    );
  });

  it('keeps the row when the removal is cancelled, and reports a failed removal', async () => {
    const { user, calls } = await openList((call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { message: 'Data masih dipakai oleh data lain.' } }
        : listAnswer(call),
    );
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', {
        name: 'Batal',
      }),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Aksi untuk Jemaat 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', {
        name: 'Hapus',
      }),
    );
    // The server's reason, not the screen's 'Gagal menghapus data jemaat'.
    expect(await screen.findByText('Data masih dipakai oleh data lain.')).toBeTruthy();
  });

  it('tells the user when the list cannot be loaded', async () => {
    signIn();
    stubFetch(() => ({ status: 500, body: { message: 'Terjadi kesalahan pada server.' } }));
    show();
    expect((await screen.findAllByText('Gagal mengambil data jemaat!')).length).toBeGreaterThan(0);
  });

  it('ends the session when the API answers 401', async () => {
    signIn();
    stubFetch(() => ({
      status: 401,
      body: { message: 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.' },
    }));
    show();
    await waitFor(() => expect($session.get()).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
