import type { Profile } from '@gkj/contract';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { AccountFields, validateAccount } from '../../components/account/account-fields.tsx';
import { ResetPasswordDialog } from '../../components/account/reset-password-dialog.tsx';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { roleLabel } from '../../lib/format.ts';
import { $session, renameSessionUser } from '../../lib/session.ts';
import { useTitle } from '../../lib/use-title.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const EMPTY = { username_user: '', nama_tampilan: '', telp_user: '' };

export function ProfilePage() {
  useTitle('Kelola Profil');
  const session = useStore($session);
  const [resetOpen, setResetOpen] = useState(false);
  const form = useResourceForm({
    initial: EMPTY,
    validate: validateAccount,
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
        <AccountFields field={form.field} ownAccount />
        <TextInput label="Role" value={roleLabel(record?.nama_role ?? session?.role)} isReadOnly />
      </FormSection>
    </FormPage>
  );
}
