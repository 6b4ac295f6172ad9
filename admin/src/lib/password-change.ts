import type { SignedIn } from '@gkj/contract';
import { atom } from 'nanostores';
import { $session } from './session.ts';

const KEY = 'harus_ganti_password';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The user id whose password must be changed before the dashboard shows anything else, or null. Kept
 * in localStorage so a reload still shows the change screen; tied to a user id so another account
 * signed in later in this browser is not held by it.
 */
export const $passwordChangeFor = atom<string | null>(storage()?.getItem(KEY) ?? null);

$passwordChangeFor.listen((userId) => {
  if (userId) storage()?.setItem(KEY, userId);
  else storage()?.removeItem(KEY);
});

// Signing out ends the demand with the session: the next sign-in says again whether it holds.
$session.listen((session) => {
  if (!session && $passwordChangeFor.get()) $passwordChangeFor.set(null);
});

/** The part of the sign-in answer that says the account must choose a new password first. */
export type PasswordChangeFlag = Pick<SignedIn, 'user'>;

/** After a sign-in: whether the account must choose a new password first. */
export function noteSignIn(answer: PasswordChangeFlag): void {
  $passwordChangeFor.set(answer.user.harus_ganti_password ? String(answer.user.id_user) : null);
}

/** A refusal of the API because the password must be changed first (a sign-in that did not say so). */
export function notePasswordChangeRequired(): void {
  const userId = $session.get()?.user_id;
  if (userId) $passwordChangeFor.set(userId);
}

export function passwordChanged(): void {
  $passwordChangeFor.set(null);
}
