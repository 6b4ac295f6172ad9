import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { birthdayText } from '../src/features/jemaat-stats/birthday-text.ts';
import { BirthdaysPage } from '../src/features/jemaat-stats/birthdays-page.tsx';
import type { Birthdays } from '../src/features/jemaat-stats/types.ts';
import { renderRoutes, signIn, stubFetch } from './support.tsx';

const WEEK: Birthdays = {
  dari: '2026-12-06',
  sampai: '2026-12-12',
  ulang_tahun: [
    {
      id_jemaat: 1,
      nama_jemaat: 'Budi Santoso',
      kewargaan: 'GKJ Girimarto Pepanthan Paseban',
      tanggal: '2026-12-06',
      tanggal_lahir_jemaat: '1980-12-06',
      usia: 46,
    },
    {
      id_jemaat: 2,
      nama_jemaat: 'Sri Lestari',
      kewargaan: 'GKJ Girimarto',
      tanggal: '2026-12-09',
      tanggal_lahir_jemaat: '1990-12-09',
      usia: 36,
    },
    {
      id_jemaat: 3,
      nama_jemaat: 'Yohanes',
      kewargaan: null,
      tanggal: '2026-12-12',
      tanggal_lahir_jemaat: '2000-12-12',
      usia: 26,
    },
  ],
  pernikahan: [
    {
      id_jemaat: 4,
      nama_jemaat: 'Agus Wibowo',
      kewargaan: 'GKJ Girimarto Pepanthan Simpar',
      pasangan: 'Rina',
      tanggal: '2026-12-08',
      tanggal_nikah: '2001-12-08',
      tahun: 25,
    },
    {
      id_jemaat: 5,
      nama_jemaat: 'Daniel',
      kewargaan: 'GKJ Girimarto',
      pasangan: null,
      tanggal: '2026-12-10',
      tanggal_nikah: '2016-12-10',
      tahun: 10,
    },
  ],
};

describe('the birthday list as text for the bulletin', () => {
  it('writes one line per person: the day in full, the name and the congregation, under a heading per list', () => {
    expect(birthdayText(WEEK).split('\n')).toEqual([
      'Ulang Tahun',
      'Minggu, 6 Desember 2026 — Budi Santoso (Pepanthan Paseban)',
      'Rabu, 9 Desember 2026 — Sri Lestari (Induk Girimarto)',
      'Sabtu, 12 Desember 2026 — Yohanes',
      '',
      'Ulang Tahun Pernikahan',
      'Selasa, 8 Desember 2026 — Agus Wibowo & Rina (25 tahun pernikahan, Pepanthan Simpar)',
      'Kamis, 10 Desember 2026 — Daniel (10 tahun pernikahan, Induk Girimarto)',
    ]);
  });

  it('leaves out the age, which with the day would publish a birth date', () => {
    expect(birthdayText(WEEK)).not.toMatch(/\b(46|36|26) tahun/);
  });

  it('names no congregation when the list is of one, and leaves out a list with no one', () => {
    expect(birthdayText({ ...WEEK, pernikahan: [] }, false)).toBe(
      [
        'Ulang Tahun',
        'Minggu, 6 Desember 2026 — Budi Santoso',
        'Rabu, 9 Desember 2026 — Sri Lestari',
        'Sabtu, 12 Desember 2026 — Yohanes',
      ].join('\n'),
    );
    expect(birthdayText({ ...WEEK, ulang_tahun: [] }, false)).toBe(
      [
        'Ulang Tahun Pernikahan',
        'Selasa, 8 Desember 2026 — Agus Wibowo & Rina (25 tahun pernikahan)',
        'Kamis, 10 Desember 2026 — Daniel (10 tahun pernikahan)',
      ].join('\n'),
    );
    expect(birthdayText({ ...WEEK, ulang_tahun: [], pernikahan: [] })).toBe('');
  });
});

describe("'Salin sebagai teks' on the birthdays screen", () => {
  const PATH = '/admin-dashboard/ulang-tahun';

  function showWeek(data: Birthdays = WEEK) {
    signIn('pendeta');
    const calls = stubFetch(() => ({ body: data }));
    renderRoutes([{ path: PATH, element: <BirthdaysPage /> }], `${PATH}?kewargaan=GKJ%20Girimarto`);
    return calls;
  }

  afterEach(() => {
    // The clipboard a test put on the navigator (jsdom has none).
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('puts the list shown, of the congregation chosen, on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const calls = showWeek();
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Salin sebagai teks' }));
    expect(await screen.findByText('Daftar disalin.')).toBeTruthy();
    // One congregation chosen: its name is not repeated on every line.
    expect(await navigator.clipboard.readText()).toBe(birthdayText(WEEK, false));
    expect(calls[0].url.searchParams.get('kewargaan')).toBe('GKJ Girimarto');
    expect(screen.queryByRole('textbox', { name: 'Teks untuk warta' })).toBeNull();
  });

  it.each([
    ['has no clipboard for the page (plain http)', undefined],
    [
      'refuses to write it',
      { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    ],
  ])('offers the text selected in a field when the browser %s', async (_, clipboard) => {
    const user = userEvent.setup();
    // Put after user-event's own clipboard, so this one is what the screen meets.
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    showWeek();
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Salin sebagai teks' }));
    const field = (await screen.findByRole('textbox', { name: 'Teks untuk warta' })) as HTMLTextAreaElement;
    expect(field.value).toBe(birthdayText(WEEK, false));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(
      await screen.findByText(
        'Daftar tidak dapat disalin otomatis; salin teks yang sudah dipilih di kolom Teks untuk warta.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Daftar disalin.')).toBeNull();
  });

  it('cannot be pressed when no one is on the list', async () => {
    showWeek({ ...WEEK, ulang_tahun: [], pernikahan: [] });
    await screen.findByText('Tidak ada yang berulang tahun.');
    expect(screen.getByRole('button', { name: 'Salin sebagai teks' }).hasAttribute('disabled')).toBe(true);
  });
});
