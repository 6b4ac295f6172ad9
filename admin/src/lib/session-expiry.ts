import { atom } from 'nanostores';
import { $session, endSession, type LoginAnswer, startSession } from './session.ts';

/**
 * A session that ends while a form holds unsaved input. Going to /login would throw the input away,
 * so the request that met the 401 waits instead: a sign-in dialog opens over the page, and once the
 * same user has signed in again the request is sent again with the new token (a save then completes
 * as if nothing happened). With nothing unsaved on screen, a 401 ends the session as before and the
 * guard goes to /login with the page to come back to.
 */

let holdsUnsavedInput: () => boolean = () => false;

/** The forms' leave guard says whether unsaved input is on screen (lib does not import components). */
export function trackUnsavedInput(check: () => boolean): void {
  holdsUnsavedInput = check;
}

/** The username to sign in again as, while the dialog is open. */
export const $signInAgain = atom<string | null>(null);

let waiting: ((again: boolean) => void)[] = [];

function settle(again: boolean): void {
  const resume = waiting;
  waiting = [];
  $signInAgain.set(null);
  for (const done of resume) done(again);
}

/**
 * After a 401 to a request sent with `token`: resolves true when the request should be sent again
 * (the user signed in again, or had already), false when the session is over (it has been ended).
 */
export function recoverSession(token: string): Promise<boolean> {
  const session = $session.get();
  // Signed in again since this request left (another request's dialog, another tab): just retry.
  if (session && session.token !== token) return Promise.resolve(true);
  if (!session || !holdsUnsavedInput()) {
    endSession();
    return Promise.resolve(false);
  }
  $signInAgain.set(session.username);
  return new Promise((resolve) => waiting.push(resolve));
}

/** The dialog's sign-in succeeded for the same user: new token, waiting requests go again. */
export function resumeSession(answer: LoginAnswer): void {
  startSession(answer);
  settle(true);
}

/** The user chose to leave instead: waiting requests fail and the session ends. */
export function abandonSession(): void {
  settle(false);
  endSession();
}

// A sign-in or sign-out in another tab settles the dialog too.
$session.listen((session) => {
  const username = $signInAgain.get();
  if (username === null) return;
  if (!session) settle(false);
  else if (session.username === username) settle(true);
});
