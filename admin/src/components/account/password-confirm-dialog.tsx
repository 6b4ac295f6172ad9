import { messageOf } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { AppDialog, DialogActions } from '../ui/dialog.tsx';
import { PromptPasswordInput, usePasswordPrompt } from './password-prompt.tsx';

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
  const prompt = usePasswordPrompt(props.isOpen ? props.title : null);
  const confirm = (password: string) => props.onConfirm(password).then(() => props.onOpenChange(false));

  return (
    <AppDialog title={props.title} size="sm" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <form
        className="two-factor-form"
        noValidate
        onSubmit={(event) =>
          prompt.submit(event, confirm, (problem) =>
            prompt.setError(messageOf(problem, 'Gagal menyimpan perubahan.')),
          )
        }
      >
        <p>{props.text}</p>
        <PromptPasswordInput {...prompt.input} />
        <DialogActions>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
            Batal
          </Button>
          <Button type="submit" variant="danger" isPending={prompt.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
