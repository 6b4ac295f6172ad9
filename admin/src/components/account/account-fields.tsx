import { digitsOnly, lettersAndDigitsOnly } from '../../lib/format.ts';
import { required } from '../../lib/input-rules.ts';
import type { FieldBinding } from '../resource-form/use-resource-form.ts';
import { TextInput } from '../ui/text-field.tsx';
import { DISPLAY_NAME_HINT, DISPLAY_NAME_MAX } from './display-name.ts';

/** The fields an account has on the profile page and in the user form. */
export interface AccountValues {
  username_user: string;
  nama_tampilan: string;
  telp_user: string;
}

export const validateAccount = (values: AccountValues) => ({
  username_user: values.username_user ? undefined : 'Username wajib diisi.',
  nama_tampilan: required(values.nama_tampilan, 'Nama tampilan wajib diisi.'),
  telp_user: values.telp_user ? undefined : 'Telepon wajib diisi.',
});

interface AccountFieldsProps {
  field: (name: keyof AccountValues, transform?: (value: string) => string) => FieldBinding;
  /** One's own profile lets the browser fill in the username and name; the user form does not. */
  ownAccount?: boolean;
}

export function AccountFields({ field, ownAccount = false }: AccountFieldsProps) {
  return (
    <>
      <TextInput
        label="Username"
        {...field('username_user', lettersAndDigitsOnly)}
        isRequired
        autoComplete={ownAccount ? 'username' : 'off'}
        description="Hanya huruf dan angka."
      />
      <TextInput
        label="Nama Tampilan"
        {...field('nama_tampilan')}
        isRequired
        maxLength={DISPLAY_NAME_MAX}
        autoComplete={ownAccount ? 'name' : 'off'}
        description={DISPLAY_NAME_HINT}
      />
      <TextInput
        label="Telepon"
        {...field('telp_user', digitsOnly)}
        type="tel"
        inputMode="numeric"
        maxLength={13}
        isRequired
      />
    </>
  );
}
