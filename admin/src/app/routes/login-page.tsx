import type { SecondStepDue as SecondStep } from '@gkj/contract';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FailureText } from '../../components/account/password-prompt.tsx';
import { isSecondStep } from '../../components/two-factor/second-step.ts';
import { Button } from '../../components/ui/button.tsx';
import { SignInCard } from '../../components/ui/church-mark.tsx';
import { PasswordInput, TextInput } from '../../components/ui/text-field.tsx';
import { noteSignIn } from '../../lib/password-change.ts';
import { $session, startSession } from '../../lib/session.ts';
import { useTitle } from '../../lib/use-title.ts';
import { returnPath } from './return-path.ts';
import { SecondStepForm } from './second-step-form.tsx';
import { requestSignIn, type SignedIn, signInFailureText } from './sign-in.ts';

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
  const [secondStep, setSecondStep] = useState<SecondStep>();
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
      const answer = await requestSignIn(username.trim(), password);
      if (isSecondStep(answer)) {
        setSecondStep(answer);
        setPending(false);
      } else enter(answer);
    } catch (error) {
      setFailure(signInFailureText(error));
      setPending(false);
    }
  }

  function enter(answer: SignedIn) {
    setPending(true);
    startSession(answer);
    noteSignIn(answer);
    navigate(target, { replace: true });
  }

  function backToPassword() {
    setSecondStep(undefined);
    setPassword('');
  }

  return (
    <SignInCard title={secondStep ? 'Verifikasi Dua Langkah' : 'Masuk Dasbor'}>
      {secondStep ? (
        <SecondStepForm
          step={secondStep}
          username={username.trim()}
          onSignedIn={enter}
          onCancel={backToPassword}
        />
      ) : (
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
          <FailureText text={failure} />
        </form>
      )}
      <a className="login-home" href="/">
        ← Kembali ke Beranda
      </a>
    </SignInCard>
  );
}
