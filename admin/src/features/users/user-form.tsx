import type { UserRow } from '@gkj/contract';
import { useState } from 'react';
import { AccountFields, validateAccount } from '../../components/account/account-fields.tsx';
import { PasswordStrengthMeter } from '../../components/account/password-strength-meter.tsx';
import { ResetPasswordDialog } from '../../components/account/reset-password-dialog.tsx';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { JemaatField } from '../../components/ui/jemaat-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PasswordInput } from '../../components/ui/text-field.tsx';
import { ROLE_OPTIONS } from '../../lib/choices.ts';
import { USERS } from '../../resources/records.ts';
import { resetTwoFactor } from './reset-two-factor.ts';

const LIST = '/admin-dashboard/users';
const EMPTY = {
  username_user: '',
  nama_tampilan: '',
  password_user: '',
  telp_user: '',
  id_jemaat: '',
  nama_jemaat: '',
  id_role: '',
};
type Values = typeof EMPTY;

const fromRecord = (user: UserRow): Values => ({
  ...EMPTY,
  username_user: user.username_user,
  nama_tampilan: user.nama_tampilan ?? '',
  telp_user: user.telp_user ?? '',
  id_jemaat: user.id_jemaat ? String(user.id_jemaat) : '',
  nama_jemaat: user.nama_jemaat ?? '',
  id_role: String(user.id_role),
});

const toBody = (v: Values, isEdit: boolean) => ({
  username_user: v.username_user,
  nama_tampilan: v.nama_tampilan.trim(),
  telp_user: v.telp_user,
  id_jemaat: Number(v.id_jemaat),
  id_role: Number(v.id_role),
  // The password is set here only for a new account; later it changes through the reset dialog.
  ...(isEdit ? {} : { password_user: v.password_user }),
});

export function UserForm() {
  const [resetOpen, setResetOpen] = useState(false);
  const { id, isEdit, form, page, record, reload } = useRecordForm(USERS, {
    initial: EMPTY,
    leaveMessage: 'Perubahan belum disimpan. Yakin kembali?',
    validate: (v, isEdit) => ({
      id_jemaat: v.id_jemaat ? undefined : 'Pilih Jemaat terlebih dahulu!',
      id_role: v.id_role ? undefined : 'Pilih Role terlebih dahulu!',
      ...validateAccount(v),
      password_user: isEdit || v.password_user ? undefined : 'Password wajib diisi.',
    }),
    fromRecord,
    toBody,
  });

  return (
    <FormPage
      {...page}
      after={
        isEdit && (
          <ResetPasswordDialog
            isOpen={resetOpen}
            onOpenChange={setResetOpen}
            endpoint={`/user/${id}/password`}
            username={form.values.username_user}
          />
        )
      }
      actions={
        <FormActions backTo={LIST}>
          {isEdit && (
            <Button variant="secondary" onPress={() => setResetOpen(true)}>
              Reset Password
            </Button>
          )}
          {record?.dua_langkah_aktif && (
            <Button variant="secondary" onPress={() => void resetTwoFactor(record, reload)}>
              Reset Verifikasi Dua Langkah
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={form.submitting}>
            Simpan
          </Button>
        </FormActions>
      }
    >
      <FormSection title="Data Akun">
        <JemaatField label="Jemaat" {...form.pickField('id_jemaat', 'nama_jemaat')} isRequired />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          {...form.field('id_role')}
          isRequired
          placeholder="Pilih role"
        />
        <AccountFields field={form.field} />
        {!isEdit && (
          <div className="password-field">
            <PasswordInput
              label="Password"
              {...form.field('password_user')}
              autoComplete="new-password"
              isRequired
            />
            <PasswordStrengthMeter
              password={form.values.password_user}
              username={form.values.username_user}
            />
          </div>
        )}
      </FormSection>
    </FormPage>
  );
}
