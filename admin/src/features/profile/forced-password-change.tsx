import { ChurchMark } from '../../app/layout/church-mark.tsx';
import { useTitle } from '../../app/use-title.ts';
import { passwordChanged } from '../../lib/password-change.ts';
import { PasswordChangeForm } from './password-change-form.tsx';

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
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <ChurchMark />
          <div>
            <p className="login-church">GKJ Girimarto</p>
            <h1 className="login-title">Ganti Password</h1>
          </div>
        </div>
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
      </div>
    </main>
  );
}
