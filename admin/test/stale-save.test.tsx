import { STALE_SAVE_MESSAGE } from '@gkj/contract/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JadwalForm } from '../src/features/jadwal/jadwal-form.tsx';
import { KeuanganForm } from '../src/features/keuangan/keuangan-form.tsx';
import { clearCache } from '../src/lib/revalidate.ts';
import { type FakeCall, renderRoutes, signIn, stubFetch } from './support.tsx';

const LOADED = '2026-03-01 10:15:42.123';

const JADWAL = {
  id_jadwal_ibadah: 5,
  nama_ibadah: 'Ibadah Minggu',
  info_ibadah: null,
  lokasi_ibadah: 'Induk Girimarto',
  tema_ibadah: 'Kasih',
  tanggal_ibadah: '2030-01-06 07:00:00',
  pemimpin_ibadah: 'Pdt. Yohanes',
  updated_at: LOADED,
};

const TRANSAKSI = {
  id_transaksi: 9,
  tanggal_transaksi: '2026-03-01',
  nama_transaksi: 'Kolekte',
  jenis_transaksi: 'pemasukan',
  jumlah_transaksi: 150000,
  keterangan_transaksi: null,
  bukti_transaksi: null,
  jumlah_item: null,
  id_inventaris: null,
  log_inventaris: [],
  updated_at: LOADED,
};

/** The API of one record: reads answer it, saves answer 409 (someone saved it first). */
function staleServer(record: object) {
  return stubFetch((call) =>
    call.method === 'GET'
      ? { body: record }
      : { status: 409, body: { message: STALE_SAVE_MESSAGE, code: 'STALE_RECORD' } },
  );
}

const saves = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

function show(path: string, element: React.ReactNode, list: string) {
  signIn();
  return renderRoutes(
    [
      { path, element },
      { path: list, element: <h1>Daftar</h1> },
    ],
    path.replace(':id', path.includes('jadwal') ? '5' : '9'),
  );
}

describe('saving a record someone else saved after it was loaded', () => {
  it('sends the loaded updated_at with a JSON save, shows the 409 message and keeps the input', async () => {
    const user = userEvent.setup();
    const calls = staleServer(JADWAL);
    show('/admin-dashboard/detail-jadwal/:id', <JadwalForm />, '/admin-dashboard/jadwal');
    const nama = await screen.findByRole('textbox', { name: /Nama Ibadah/ });
    await waitFor(() => expect((nama as HTMLInputElement).value).toBe('Ibadah Minggu'));
    await user.clear(nama);
    await user.type(nama, 'Ibadah Pagi');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText(STALE_SAVE_MESSAGE)).toBeTruthy();
    const [save] = saves(calls);
    expect(save.method).toBe('PUT');
    expect(save.url.pathname).toBe('/api/jadwal-ibadah/5');
    expect(JSON.parse(String(save.body))).toMatchObject({ nama_ibadah: 'Ibadah Pagi', updated_at: LOADED });
    // Still on the form with the user's input, nothing lost.
    expect((screen.getByRole('textbox', { name: /Nama Ibadah/ }) as HTMLInputElement).value).toBe(
      'Ibadah Pagi',
    );
    expect(screen.queryByRole('heading', { name: 'Daftar' })).toBeNull();
  });

  it('sends it as a multipart field with the spec’s POST ?_method=PUT; a form opened later sends its own', async () => {
    const user = userEvent.setup();
    const calls = staleServer(TRANSAKSI);
    const view = show('/admin-dashboard/detail-keuangan/:id', <KeuanganForm />, '/admin-dashboard/keuangan');
    await saveTransaksi(user);

    // The finance screen's own failure text gives way to the reason.
    expect(await screen.findByText(STALE_SAVE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Gagal menyimpan transaksi')).toBeNull();
    const [save] = saves(calls);
    expect(save.method).toBe('POST');
    expect(save.url.pathname).toBe('/api/keuangan-gereja/9');
    expect(save.url.searchParams.get('_method')).toBe('PUT');
    const form = save.body as FormData;
    expect(form.get('nama_transaksi')).toBe('Kolekte Minggu');
    expect(form.get('updated_at')).toBe(LOADED);

    // The version belongs to the form that loaded it: after leaving, a new form sends the one it loads.
    view.unmount();
    await clearCache();
    const reloaded = '2026-03-02 08:00:00.000';
    const again = staleServer({ ...TRANSAKSI, updated_at: reloaded });
    show('/admin-dashboard/detail-keuangan/:id', <KeuanganForm />, '/admin-dashboard/keuangan');
    await saveTransaksi(user);
    await waitFor(() => expect(saves(again)).toHaveLength(1));
    expect((saves(again)[0].body as FormData).get('updated_at')).toBe(reloaded);
  });
});

async function saveTransaksi(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.type(screen.getByRole('textbox', { name: /Nama Transaksi/ }), ' Minggu');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
}
