import { type FormEvent, useState } from 'react';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { DialogActions } from '../ui/dialog.tsx';
import { PasswordInput } from '../ui/text-field.tsx';
import { notify } from '../ui/toast.tsx';
import { FailureText } from './password-prompt.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export interface PasswordChangeFormProps {
  /** '/profile/password' for one's own password, '/user/{id}/password' for an admin resetting another's. */
  endpoint: string;
  /** One's own change asks for the current password too (the server refuses it without). */
  askCurrent: boolean;
  /** Whose password it is, so the meter can say when the password is the username. */
  username?: string;
  onSaved: () => void;
  /** The button beside 'Simpan Password Baru': 'Batal' in the dialog, 'Keluar' on the forced screen. */
  secondary: { label: string; onPress: () => void; isPending?: boolean };
}

const RULES = 'Minimal 8 karakter, bukan username, dan bukan password yang umum dipakai.';

/** The fields of a password change, their checks, the call and the server's refusal. */
export function PasswordChangeForm({
  endpoint,
  askCurrent,
  username,
  onSaved,
  secondary,
}: PasswordChangeFormProps) {
  const [values, setValues] = useState({ current: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const { current, password, confirmation } = values;
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => setValues((before) => ({ ...before, [name]: value })),
    error: errors[name],
    isRequired: true,
  });
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: askCurrent && !current ? 'Password lama wajib diisi.' : undefined,
      password: password ? undefined : 'Password baru wajib diisi.',
      confirmation: !confirmation
        ? 'Konfirmasi password wajib diisi.'
        : confirmation !== password
          ? 'Konfirmasi password tidak sama!'
          : undefined,
    };
    setErrors(found);
    setFailure('');
    if (found.current || found.password || found.confirmation) return;
    setPending(true);
    try {
      const json = askCurrent ? { password_lama: current, password } : { password };
      await apiRequest(endpoint, { method: 'PUT', json });
      notify.success('Password berhasil diubah!');
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, 'Gagal reset password'));
      setPending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      {askCurrent && (
        <PasswordInput label="Password Lama" {...bind('current')} autoComplete="current-password" autoFocus />
      )}
      <div className="password-field">
        <PasswordInput
          label="Password Baru"
          {...bind('password')}
          autoComplete="new-password"
          description={RULES}
          autoFocus={!askCurrent}
        />
        <PasswordStrengthMeter password={password} username={username} />
      </div>
      <PasswordInput label="Konfirmasi Password" {...bind('confirmation')} autoComplete="new-password" />
      <FailureText text={failure} className="dialog-error" />
      <DialogActions>
        <Button variant="secondary" onPress={secondary.onPress} isPending={secondary.isPending}>
          {secondary.label}
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Simpan Password Baru
        </Button>
      </DialogActions>
    </form>
  );
}
