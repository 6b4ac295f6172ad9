import { PasswordChangeForm } from '../../components/account/password-change-form.tsx';
import { SignInCard } from '../../components/ui/church-mark.tsx';
import { passwordChanged } from '../../lib/password-change.ts';
import { useTitle } from '../../lib/use-title.ts';

export interface ForcedPasswordChangeProps {
  username: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * Shown instead of the dashboard after an admin reset the password: the admin knows that password, so
 * nothing opens until its owner has chosen another (the API refuses every other call meanwhile).
 */
export function ForcedPasswordChange({ username, onSignOut, signingOut }: ForcedPasswordChangeProps) {
  useTitle('Ganti Password');
  return (
    <SignInCard title="Ganti Password">
      <p>
        Password akun <strong>{username}</strong> direset oleh admin. Isi Password Lama dengan password dari
        admin, lalu pilih password baru yang hanya Anda ketahui.
      </p>
      <PasswordChangeForm
        endpoint="/profile/password"
        askCurrent
        username={username}
        onSaved={passwordChanged}
        secondary={{ label: 'Keluar', onPress: onSignOut, isPending: signingOut }}
      />
    </SignInCard>
  );
}
