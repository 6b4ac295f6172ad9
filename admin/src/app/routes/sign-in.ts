import type { LoginResult, SecondStepDue as SecondStep, SignedIn } from '@gkj/contract';
import type { ErrorCode } from '@gkj/contract/errors';
import { type ApiError, apiRequest, isRefusal } from '../../lib/api.ts';

export type { SignedIn };

/** POST /login: signed in, or a second factor is due (see second-step-form.tsx). */
export function requestSignIn(username: string, password: string): Promise<LoginResult> {
  return apiRequest('/login', { method: 'POST', json: { username_user: username, password } });
}

/** The second step: a code for `langkah: 'kode'`, the first code of the new app for `'pasang'`. */
export function requestSecondStep(step: SecondStep, kode: string): Promise<SignedIn> {
  return apiRequest(`/login/${step.langkah}`, { method: 'POST', json: { tantangan: step.tantangan, kode } });
}

/**
 * What a failed sign-in tells. A wrong password reads the same whether the username exists or not;
 * too many tries and a database outage say so, and in the second step the server's reason (a wrong code,
 * an expired step) is shown as it is.
 */
export function signInFailureText(error: unknown, { secondStep = false } = {}): string {
  const shown: ErrorCode[] = ['RATE_LIMITED', 'DATABASE_UNAVAILABLE'];
  if (secondStep) shown.push('VALIDATION', 'UNAUTHENTICATED');
  const told = shown.some((code) => isRefusal(error, code)) ? (error as ApiError).serverMessage : undefined;
  return told ?? (secondStep ? 'Kode verifikasi salah atau sudah dipakai.' : 'Username atau password salah!');
}
