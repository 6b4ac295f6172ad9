import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AppDialog, DialogActions } from '../../components/ui/dialog.tsx';
import { PasswordInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';

export interface ResetPasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** '/profile/password' for one's own password, '/user/{id}/password' for an admin resetting another's. */
  endpoint: string;
}

export function ResetPasswordDialog({ isOpen, onOpenChange, endpoint }: ResetPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  function close() {
    setPassword('');
    setConfirmation('');
    setErrors({});
    setFailure('');
    onOpenChange(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: password ? undefined : 'Password baru wajib diisi.',
      confirmation: !confirmation
        ? 'Konfirmasi password wajib diisi.'
        : confirmation !== password
          ? 'Konfirmasi password tidak sama!'
          : undefined,
    };
    setErrors(found);
    setFailure('');
    if (found.password || found.confirmation) return;
    setPending(true);
    try {
      await apiRequest(endpoint, { method: 'PUT', json: { password } });
      notify.success('Password berhasil diubah!');
      close();
    } catch (error) {
      setFailure(messageOf(error, 'Gagal reset password'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AppDialog
      title="Reset Password"
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <form className="form" noValidate onSubmit={save}>
        <PasswordInput
          label="Password Baru"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          isRequired
          error={errors.password}
          autoFocus
        />
        <PasswordInput
          label="Konfirmasi Password"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          isRequired
          error={errors.confirmation}
        />
        {failure && (
          <p className="dialog-error" role="alert">
            {failure}
          </p>
        )}
        <DialogActions>
          <Button variant="secondary" onPress={close}>
            Batal
          </Button>
          <Button type="submit" variant="primary" isPending={pending}>
            Simpan Password Baru
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
