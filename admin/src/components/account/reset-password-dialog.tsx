import { AppDialog } from '../ui/dialog.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

export interface ResetPasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** '/profile/password' for one's own password, '/user/{id}/password' for an admin resetting another's. */
  endpoint: string;
  /** Whose password it is, for the strength meter. */
  username?: string;
}

/** The spec's 'Reset Password' dialog; one's own change also asks for the current password. */
export function ResetPasswordDialog({ isOpen, onOpenChange, endpoint, username }: ResetPasswordDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <AppDialog
      title="Reset Password"
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <PasswordChangeForm
        endpoint={endpoint}
        askCurrent={endpoint === '/profile/password'}
        username={username}
        onSaved={close}
        secondary={{ label: 'Batal', onPress: close }}
      />
    </AppDialog>
  );
}
