import type { SecondStep } from '../../components/two-factor/types.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import type { PasswordChangeFlag } from '../../lib/password-change.ts';
import type { LoginAnswer } from '../../lib/session.ts';

/** A completed sign-in: the session, whether the password must be changed, and new recovery codes if any. */
export type SignedIn = LoginAnswer & PasswordChangeFlag & { kode_cadangan?: string[] };

/** POST /login: signed in, or a second factor is due (see second-step-form.tsx). */
export function requestSignIn(username: string, password: string): Promise<SignedIn | SecondStep> {
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
  const status = error instanceof ApiError ? error.status : 0;
  const shown = secondStep ? [400, 401, 429, 503] : [429, 503];
  const told = error instanceof ApiError && shown.includes(status) ? error.serverMessage : undefined;
  return told ?? (secondStep ? 'Kode verifikasi salah atau sudah dipakai.' : 'Username atau password salah!');
}
