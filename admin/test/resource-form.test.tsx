import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FormPage, FormSection } from '../src/components/resource-form/form-shell.tsx';
import { persist } from '../src/components/resource-form/persist.ts';
import { differs, useResourceForm } from '../src/components/resource-form/use-resource-form.ts';
import { TextInput } from '../src/components/ui/text-field.tsx';
import { ApiError } from '../src/lib/api.ts';
import { digitsOnly } from '../src/lib/format.ts';
import { renderRoutes, signIn } from './support.tsx';

interface Values {
  nama: string;
  telp: string;
}

interface PatternFormProps {
  save: (values: Values) => Promise<unknown>;
  loaded?: Values;
  leaveMessage?: string;
}

/** A screen built the way every resource form is: the hook, the page shell, persist. */
function PatternForm({ save, loaded, leaveMessage }: PatternFormProps) {
  const navigate = useNavigate();
  const form = useResourceForm({
    initial: { nama: '', telp: '' },
    leaveMessage,
    validate: (v) => ({ nama: v.nama.trim() ? undefined : 'Nama wajib diisi.' }),
    onSubmit: (v) =>
      persist({
        request: () => save(v),
        success: 'Data berhasil ditambahkan!',
        failure: 'Gagal menyimpan data',
      }),
    onSaved: () => navigate('/daftar'),
  });
  const { reset } = form;
  useEffect(() => {
    if (loaded) reset(loaded);
  }, [loaded, reset]);
  return (
    <FormPage
      title="Tambah Data"
      backTo="/daftar"
      onSubmit={form.submit}
      formRef={form.formRef}
      submitting={form.submitting}
    >
      <FormSection title="Data">
        <TextInput label="Nama" {...form.field('nama')} isRequired />
        <TextInput label="Telepon" {...form.field('telp', digitsOnly)} />
      </FormSection>
    </FormPage>
  );
}

function show(props: PatternFormProps) {
  signIn();
  return renderRoutes(
    [
      { path: '/form', element: <PatternForm {...props} /> },
      { path: '/daftar', element: <h1>Halaman daftar</h1> },
    ],
    '/form',
  );
}

describe('the form pattern', () => {
  it('validates before sending: shows the field message, focuses the field, sends nothing', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({}));
    show({ save });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi.')).toBeTruthy();
    const nama = screen.getByRole('textbox', { name: /Nama/ });
    expect(nama.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nama));
    expect(save).not.toHaveBeenCalled();
    // Typing clears the message.
    await user.type(nama, 'Sri');
    expect(screen.queryByText('Nama wajib diisi.')).toBeNull();
  });

  it('applies a field transform as the user types', async () => {
    const user = userEvent.setup();
    show({ save: async () => ({}) });
    const telp = screen.getByRole('textbox', { name: 'Telepon' });
    await user.type(telp, '08a12-34');
    expect((telp as HTMLInputElement).value).toBe('081234');
  });

  it('saves, says so, and returns to the list without asking', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({ message: 'ok' }));
    show({ save });
    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Sri Rahayu');
    await user.type(screen.getByRole('textbox', { name: 'Telepon' }), '0812');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('heading', { name: 'Halaman daftar' })).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ nama: 'Sri Rahayu', telp: '0812' });
    expect(screen.getByText('Data berhasil ditambahkan!')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Konfirmasi' })).toBeNull();
  });

  it('keeps the input and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new ApiError(409, { message: 'Username sudah dipakai.', code: 'CONFLICT' });
    });
    show({ save });
    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Sri');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Username sudah dipakai.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nama/ }) as HTMLInputElement).value).toBe('Sri');
    expect(screen.getByRole('heading', { name: 'Tambah Data' })).toBeTruthy();
  });

  it('falls back to its own failure text when the server sent none', async () => {
    const user = userEvent.setup();
    show({
      save: async () => {
        throw new ApiError(0);
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Sri');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal menyimpan data')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes; Batal stays, confirming leaves', async () => {
    const user = userEvent.setup();
    show({ save: async () => ({}) });
    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Sri');
    const back = screen.getAllByRole('link', { name: /Kembali/ });
    await user.click(back[0]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(dialog).getByText('Perubahan belum disimpan. Yakin ingin kembali?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Konfirmasi' })).toBeNull());
    expect((screen.getByRole('textbox', { name: /Nama/ }) as HTMLInputElement).value).toBe('Sri');

    await user.click(screen.getAllByRole('link', { name: /Kembali/ })[1]);
    const again = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    await user.click(within(again).getByRole('button', { name: 'Ya, Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Halaman daftar' })).toBeTruthy();
  });

  it('uses the screen’s own leave question', async () => {
    const user = userEvent.setup();
    show({ save: async () => ({}), leaveMessage: 'Perubahan belum disimpan. Yakin kembali?' });
    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'x');
    await user.click(screen.getAllByRole('link', { name: /Kembali/ })[0]);
    expect(await screen.findByText('Perubahan belum disimpan. Yakin kembali?')).toBeTruthy();
  });

  it('leaves without asking when the loaded values are unchanged', async () => {
    const user = userEvent.setup();
    show({ save: async () => ({}), loaded: { nama: 'Budi', telp: '0812' } });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Nama/ }) as HTMLInputElement).value).toBe('Budi'),
    );
    await user.click(screen.getAllByRole('link', { name: /Kembali/ })[0]);
    expect(await screen.findByRole('heading', { name: 'Halaman daftar' })).toBeTruthy();
  });

  it('counts a changed file as a change, and equal values as none', () => {
    const file = new File(['a'], 'a.png', { type: 'image/png' });
    expect(differs({ gambar: file, nama: 'x' }, { gambar: null, nama: 'x' })).toBe(true);
    expect(differs({ gambar: file, nama: 'x' }, { gambar: file, nama: 'x' })).toBe(false);
    expect(differs({ list: [{ a: 1 }] }, { list: [{ a: 1 }] })).toBe(false);
    expect(differs({ list: [{ a: 1 }] }, { list: [{ a: 2 }] })).toBe(true);
  });
});
