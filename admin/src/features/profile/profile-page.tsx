import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTitle } from '../../app/use-title.ts';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { digitsOnly, lettersAndDigitsOnly, roleLabel } from '../../lib/format.ts';
import { $session, renameSessionUser } from '../../lib/session.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { DISPLAY_NAME_HINT, DISPLAY_NAME_MAX } from './display-name.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

interface Profile {
  username_user: string;
  nama_tampilan: string | null;
  telp_user: string;
  nama_role: string;
}

const EMPTY = { username_user: '', nama_tampilan: '', telp_user: '' };

export function ProfilePage() {
  useTitle('Kelola Profil');
  const session = useStore($session);
  const [resetOpen, setResetOpen] = useState(false);
  const form = useResourceForm({
    initial: EMPTY,
    validate: (values) => ({
      username_user: values.username_user ? undefined : 'Username wajib diisi.',
      nama_tampilan: values.nama_tampilan.trim() ? undefined : 'Nama tampilan wajib diisi.',
      telp_user: values.telp_user ? undefined : 'Telepon wajib diisi.',
    }),
    onSubmit: (values) =>
      persist({
        request: () =>
          apiRequest<{ message: string }>('/profile', {
            method: 'PUT',
            json: { ...values, nama_tampilan: values.nama_tampilan.trim() },
          }),
        success: (answer) => answer?.message ?? 'Profil berhasil diperbarui.',
        failure: 'Gagal update profil',
        revalidate: ['/profile'],
      }),
    onSaved: (_answer, values) => renameSessionUser(values.username_user),
  });
  const { record, status } = useRecord<Profile>(
    '/profile',
    (profile) =>
      form.reset({
        username_user: profile.username_user,
        nama_tampilan: profile.nama_tampilan ?? '',
        telp_user: profile.telp_user ?? '',
      }),
    'Gagal memuat profil',
  );

  return (
    <FormPage
      title="Kelola Profil"
      backTo="/admin-dashboard"
      status={status}
      loadingText="Memuat profil..."
      failedText="Gagal memuat profil"
      onSubmit={form.submit}
      formRef={form.formRef}
      after={
        <>
          <TwoFactorSection />
          <ActiveSessions />
          <ResetPasswordDialog
            isOpen={resetOpen}
            onOpenChange={setResetOpen}
            endpoint="/profile/password"
            username={session?.username}
          />
        </>
      }
      actions={
        <div className="form-actions">
          <Button variant="secondary" onPress={() => setResetOpen(true)}>
            Reset Password
          </Button>
          <Button type="submit" variant="primary" isPending={form.submitting}>
            Ubah
          </Button>
        </div>
      }
    >
      <FormSection title="Data Akun">
        <TextInput
          label="Username"
          {...form.field('username_user', lettersAndDigitsOnly)}
          isRequired
          autoComplete="username"
          description="Hanya huruf dan angka."
        />
        <TextInput
          label="Nama Tampilan"
          {...form.field('nama_tampilan')}
          isRequired
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="name"
          description={DISPLAY_NAME_HINT}
        />
        <TextInput
          label="Telepon"
          {...form.field('telp_user', digitsOnly)}
          type="tel"
          inputMode="numeric"
          maxLength={13}
          isRequired
        />
        <TextInput label="Role" value={roleLabel(record?.nama_role ?? session?.role)} isReadOnly />
      </FormSection>
    </FormPage>
  );
}
