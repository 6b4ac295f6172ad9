import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AppDialog, DialogActions } from '../../components/ui/dialog.tsx';
import { PasswordInput } from '../../components/ui/text-field.tsx';
import { messageOf } from '../../lib/api.ts';

export interface PasswordConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends the password with the change; a refusal (a wrong password) is shown in the dialog. */
  onConfirm: (password: string) => Promise<void>;
}

/** Asks for the account's password before a change a stolen session must not make alone. */
export function PasswordConfirmDialog(props: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (props.isOpen) {
      setPassword('');
      setError(undefined);
    }
  }, [props.isOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Password wajib diisi.');
      return;
    }
    setPending(true);
    try {
      await props.onConfirm(password);
      props.onOpenChange(false);
    } catch (problem) {
      setError(messageOf(problem, 'Gagal menyimpan perubahan.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AppDialog title={props.title} size="sm" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <form className="two-factor-form" noValidate onSubmit={submit}>
        <p>{props.text}</p>
        <PasswordInput
          label="Password"
          name="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          isRequired
          error={error}
          autoFocus
        />
        <DialogActions>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
            Batal
          </Button>
          <Button type="submit" variant="danger" isPending={pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
