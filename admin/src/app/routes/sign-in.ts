import { ApiError, apiRequest } from '../../lib/api.ts';
import type { PasswordChangeFlag } from '../../lib/password-change.ts';
import type { LoginAnswer } from '../../lib/session.ts';

/** POST /login; the caller starts the session with the answer, then notes whether it must change its password. */
export function requestSignIn(username: string, password: string): Promise<LoginAnswer & PasswordChangeFlag> {
  return apiRequest('/login', { method: 'POST', json: { username_user: username, password } });
}

/** What a failed sign-in tells: too many tries and a database outage say so, all else reads the same. */
export function signInFailureText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  const told =
    (status === 429 || status === 503) && error instanceof ApiError ? error.serverMessage : undefined;
  return told ?? 'Username atau password salah!';
}
