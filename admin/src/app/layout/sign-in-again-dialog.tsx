import type { SecondStepDue as SecondStep } from '@gkj/contract';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  FailureText,
  PromptPasswordInput,
  usePasswordPrompt,
} from '../../components/account/password-prompt.tsx';
import { isSecondStep } from '../../components/two-factor/second-step.ts';
import { Button } from '../../components/ui/button.tsx';
import { AppDialog, DialogActions } from '../../components/ui/dialog.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { noteSignIn } from '../../lib/password-change.ts';
import { $signInAgain, resumeSession } from '../../lib/session-expiry.ts';
import { SecondStepForm } from '../routes/second-step-form.tsx';
import { requestSignIn, type SignedIn, signInFailureText } from '../routes/sign-in.ts';

/**
 * Over the page whose session ended while a form held unsaved input: the same user signs in again
 * and the waiting requests (the save) go again. Someone else signs in through the normal route: the
 * dialog says this page's input is then not kept, and 'Keluar tanpa menyimpan' leaves for /login.
 */
export function SignInAgainDialog({ onLeave }: { onLeave: () => void }) {
  const username = useStore($signInAgain);
  const prompt = usePasswordPrompt(username);
  const [failure, setFailure] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStep>();
  useEffect(() => {
    if (username === null) return;
    setFailure('');
    setSecondStep(undefined);
  }, [username]);

  function resume(answer: SignedIn) {
    resumeSession(answer);
    noteSignIn(answer);
  }

  function signIn(event: FormEvent) {
    if (username === null) return event.preventDefault();
    return prompt.submit(
      event,
      async (password) => {
        setFailure('');
        const answer = await requestSignIn(username, password);
        if (isSecondStep(answer)) setSecondStep(answer);
        else resume(answer);
      },
      (problem) => setFailure(signInFailureText(problem)),
    );
  }

  return (
    <AppDialog
      title="Sesi Berakhir"
      role="alertdialog"
      size="sm"
      isOpen={username !== null}
      // Neither Escape nor a click outside: the page behind cannot work until this is answered.
      onOpenChange={() => undefined}
      isDismissable={false}
    >
      {secondStep && username !== null ? (
        <SecondStepForm
          step={secondStep}
          username={username}
          onSignedIn={resume}
          onCancel={() => setSecondStep(undefined)}
        />
      ) : (
        <form className="sign-in-again" noValidate onSubmit={signIn}>
          <p>
            Sesi Anda telah berakhir. Masuk lagi untuk melanjutkan; isian Anda di halaman ini tidak hilang.
          </p>
          <TextInput
            label="Username"
            name="username"
            value={username ?? ''}
            isReadOnly
            autoComplete="username"
          />
          <PromptPasswordInput {...prompt.input} />
          <FailureText text={failure} />
          <p className="sign-in-again-note">
            Untuk masuk sebagai pengguna lain, keluar dahulu; isian di halaman ini tidak disimpan.
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={onLeave} isDisabled={prompt.pending}>
              Keluar tanpa menyimpan
            </Button>
            <Button type="submit" variant="primary" isPending={prompt.pending}>
              Masuk
            </Button>
          </DialogActions>
        </form>
      )}
    </AppDialog>
  );
}
