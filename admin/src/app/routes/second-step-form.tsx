import type { SecondStepDue as SecondStep } from '@gkj/contract';
import { type FormEvent, useState } from 'react';
import { FailureText } from '../../components/account/password-prompt.tsx';
import { CodeField, useCodeField } from '../../components/two-factor/code-field.tsx';
import { EnrolmentPanel } from '../../components/two-factor/enrolment-panel.tsx';
import { RecoveryCodes } from '../../components/two-factor/recovery-codes.tsx';
import { Button } from '../../components/ui/button.tsx';
import { requestSecondStep, type SignedIn, signInFailureText } from './sign-in.ts';

export interface SecondStepFormProps {
  step: SecondStep;
  username: string;
  onSignedIn: (answer: SignedIn) => void;
  onCancel: () => void;
}

/**
 * The sign-in's second step: a code from the app (or a recovery code), or for a role that must use one,
 * enrolling the app first, after which the recovery codes are shown before the dashboard opens.
 */
export function SecondStepForm({ step, username, onSignedIn, onCancel }: SecondStepFormProps) {
  const field = useCodeField();
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const [enrolled, setEnrolled] = useState<SignedIn>();

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!field.check()) return;
    setPending(true);
    setFailure('');
    try {
      const answer = await requestSecondStep(step, field.code);
      if (answer.kode_cadangan) setEnrolled(answer);
      else onSignedIn(answer);
    } catch (problem) {
      setFailure(signInFailureText(problem, { secondStep: true }));
      setPending(false);
    }
  }

  if (enrolled?.kode_cadangan) {
    return (
      <div className="login-form">
        <p role="status">Verifikasi dua langkah aktif.</p>
        <RecoveryCodes codes={enrolled.kode_cadangan} username={username} />
        <Button variant="primary" className="btn-block" onPress={() => onSignedIn(enrolled)} autoFocus>
          Sudah Disimpan, Lanjutkan
        </Button>
      </div>
    );
  }

  return (
    <form className="login-form" noValidate onSubmit={verify}>
      {step.langkah === 'pasang' && step.pendaftaran ? (
        <>
          <p>Peran Anda wajib memakai verifikasi dua langkah. Pasang sekarang untuk melanjutkan.</p>
          <EnrolmentPanel enrolment={step.pendaftaran} />
        </>
      ) : (
        <p>
          Buka aplikasi autentikator di ponsel Anda dan ketik kodenya. Ponsel hilang? Ketik salah satu kode
          cadangan.
        </p>
      )}
      <CodeField {...field.input} digitsOnly={step.langkah === 'pasang'} />
      <Button type="submit" variant="primary" className="btn-block" isPending={pending}>
        Verifikasi
      </Button>
      <Button variant="quiet" className="btn-block" onPress={onCancel}>
        Batal
      </Button>
      <FailureText text={failure} />
    </form>
  );
}
