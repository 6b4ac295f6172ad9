import { type FormEvent, useEffect, useState } from 'react';
import { PasswordInput } from '../ui/text-field.tsx';

/**
 * A dialog that asks for the account's password (sign in again over a form, confirm a change): the
 * field, its 'wajib diisi' check, the pending state and the failure, all emptied whenever the dialog
 * opens for `openFor` (null while closed).
 */
export function usePasswordPrompt(openFor: string | null) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (openFor === null) return;
    setPassword('');
    setError(undefined);
  }, [openFor]);

  /** Sends the typed password with `action`; `onFailure` tells what a refusal means here. */
  async function submit(
    event: FormEvent,
    action: (password: string) => Promise<void>,
    onFailure: (problem: unknown) => void,
  ) {
    event.preventDefault();
    if (!password) {
      setError('Password wajib diisi.');
      return;
    }
    setPending(true);
    try {
      await action(password);
    } catch (problem) {
      onFailure(problem);
    } finally {
      setPending(false);
    }
  }

  const input = {
    value: password,
    onChange: (value: string) => {
      setPassword(value);
      setError(undefined);
    },
    error,
  };
  return { input, pending, setError, submit };
}

/** The prompt's password field, focused as the dialog opens. */
export function PromptPasswordInput(props: ReturnType<typeof usePasswordPrompt>['input']) {
  return <PasswordInput label="Password" name="password" {...props} isRequired autoFocus />;
}

/** A refusal said under a sign-in form (a wrong password, too many tries). */
export function FailureText({ text, className = 'login-failure' }: { text: string; className?: string }) {
  return text ? (
    <p className={className} role="alert">
      {text}
    </p>
  ) : null;
}
