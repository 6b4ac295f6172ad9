import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '../../app/use-title.ts';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { Button } from '../../components/ui/button.tsx';
import { RemoteComboField } from '../../components/ui/combo-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PasswordInput, TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { digitsOnly, lettersAndDigitsOnly } from '../../lib/format.ts';
import { jemaatOption } from '../jemaat/jemaat-option.ts';
import { DISPLAY_NAME_HINT, DISPLAY_NAME_MAX } from '../profile/display-name.ts';
import { PasswordStrengthMeter } from '../profile/password-strength-meter.tsx';
import { ResetPasswordDialog } from '../profile/reset-password-dialog.tsx';
import { resetTwoFactor } from './reset-two-factor.ts';
import { ROLE_OPTIONS, type UserRow } from './types.ts';

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

export function UserForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const title = isEdit ? 'Edit User' : 'Tambah User';
  useTitle(title);
  const navigate = useNavigate();
  const [resetOpen, setResetOpen] = useState(false);

  const form = useResourceForm({
    initial: EMPTY,
    leaveMessage: 'Perubahan belum disimpan. Yakin kembali?',
    validate: (v) => ({
      id_jemaat: v.id_jemaat ? undefined : 'Pilih Jemaat terlebih dahulu!',
      id_role: v.id_role ? undefined : 'Pilih Role terlebih dahulu!',
      username_user: v.username_user ? undefined : 'Username wajib diisi.',
      nama_tampilan: v.nama_tampilan.trim() ? undefined : 'Nama tampilan wajib diisi.',
      telp_user: v.telp_user ? undefined : 'Telepon wajib diisi.',
      password_user: isEdit || v.password_user ? undefined : 'Password wajib diisi.',
    }),
    onSubmit: (v) => {
      const body = {
        username_user: v.username_user,
        nama_tampilan: v.nama_tampilan.trim(),
        telp_user: v.telp_user,
        id_jemaat: Number(v.id_jemaat),
        id_role: Number(v.id_role),
      };
      return persist({
        request: () =>
          isEdit
            ? apiRequest(`/user/${id}`, { method: 'PUT', json: body })
            : apiRequest('/user', { method: 'POST', json: { ...body, password_user: v.password_user } }),
        success: isEdit ? 'Data user berhasil diperbarui!' : 'Data user berhasil ditambahkan!',
        failure: 'Gagal simpan user!',
        revalidate: ['/user'],
      });
    },
    onSaved: () => navigate(listPath(LIST)),
  });

  const { record, status, reload } = useRecord<UserRow>(
    isEdit ? `/user/${id}` : null,
    (user) =>
      form.reset({
        ...EMPTY,
        username_user: user.username_user,
        nama_tampilan: user.nama_tampilan ?? '',
        telp_user: user.telp_user ?? '',
        id_jemaat: user.id_jemaat ? String(user.id_jemaat) : '',
        nama_jemaat: user.nama_jemaat ?? '',
        id_role: String(user.id_role),
      }),
    'Gagal mengambil data user',
  );

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data user..."
      failedText="Gagal mengambil data user"
      onSubmit={form.submit}
      formRef={form.formRef}
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
        <RemoteComboField
          label="Jemaat"
          endpoint="/jemaat-dropdown"
          toOption={jemaatOption}
          value={form.values.id_jemaat}
          selectedLabel={form.values.nama_jemaat}
          onChange={(idJemaat, nama) => {
            form.set('id_jemaat', idJemaat);
            form.set('nama_jemaat', nama);
          }}
          error={form.errors.id_jemaat}
          isRequired
          name="id_jemaat"
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          {...form.field('id_role')}
          isRequired
          placeholder="Pilih role"
        />
        <TextInput
          label="Username"
          {...form.field('username_user', lettersAndDigitsOnly)}
          isRequired
          autoComplete="off"
          description="Hanya huruf dan angka."
        />
        <TextInput
          label="Nama Tampilan"
          {...form.field('nama_tampilan')}
          isRequired
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="off"
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
