import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput, TextInput } from '../../components/ui/text-field.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { noteSignIn, type PasswordChangeFlag } from '../../lib/password-change.ts';
import { $session, type LoginAnswer, startSession } from '../../lib/session.ts';
import { ChurchMark } from '../layout/church-mark.tsx';
import { useTitle } from '../use-title.ts';
import { returnPath } from './return-path.ts';

const WRONG = 'Username atau password salah!';

export function LoginPage() {
  useTitle('Masuk');
  const session = useStore($session);
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const target = returnPath(location.state);

  if (session && !pending) return <Navigate to={target} replace />;

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const missing = {
      username: username.trim() ? undefined : 'Username wajib diisi.',
      password: password ? undefined : 'Password wajib diisi.',
    };
    setErrors(missing);
    if (missing.username || missing.password) return;
    setPending(true);
    setFailure('');
    try {
      const answer = await apiRequest<LoginAnswer & PasswordChangeFlag>('/login', {
        method: 'POST',
        json: { username_user: username.trim(), password },
      });
      startSession(answer);
      noteSignIn(answer);
      navigate(target, { replace: true });
    } catch (error) {
      // Too many tries and a database outage say so; every other failure reads the same.
      const status = error instanceof ApiError ? error.status : 0;
      const told =
        (status === 429 || status === 503) && error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(told ?? WRONG);
      setPending(false);
    }
  }

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <ChurchMark />
          <div>
            <p className="login-church">GKJ Girimarto</p>
            <h1 className="login-title">Masuk Dasbor</h1>
          </div>
        </div>
        <form className="login-form" noValidate onSubmit={signIn}>
          <TextInput
            label="Username"
            name="username"
            value={username}
            onChange={setUsername}
            autoComplete="username"
            isRequired
            error={errors.username}
            autoFocus
          />
          <PasswordInput
            label="Password"
            name="password"
            value={password}
            onChange={setPassword}
            isRequired
            error={errors.password}
          />
          <Button type="submit" variant="primary" className="btn-block" isPending={pending}>
            Masuk
          </Button>
          {failure && (
            <p className="login-failure" role="alert">
              {failure}
            </p>
          )}
        </form>
        <a className="login-home" href="/">
          ← Kembali ke Beranda
        </a>
      </div>
    </main>
  );
}
