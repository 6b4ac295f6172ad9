import type { SignedIn } from '@gkj/contract';
import { atom } from 'nanostores';

// The spec's localStorage keys; the public site and older tabs read the same entries.
const KEYS = ['token', 'user_id', 'username', 'role'] as const;

export type { RoleName } from '@gkj/contract/enums';

export interface Session {
  token: string;
  user_id: string;
  username: string;
  role: string;
}

/** What a session is made of: the token and the account of a sign-in's answer. */
export type LoginAnswer = Pick<SignedIn, 'token' | 'user'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (private mode, strict settings): the session then lives in memory only.
    return null;
  }
}

export function readStoredSession(): Session | null {
  const store = storage();
  const token = store?.getItem('token');
  if (!store || !token) return null;
  return {
    token,
    user_id: store.getItem('user_id') ?? '',
    username: store.getItem('username') ?? '',
    role: store.getItem('role') ?? '',
  };
}

function persist(session: Session | null): void {
  const store = storage();
  if (!store) return;
  for (const key of KEYS) {
    if (session?.[key]) store.setItem(key, session[key]);
    else store.removeItem(key);
  }
}

export const $session = atom<Session | null>(readStoredSession());
$session.listen(persist);

export function startSession(answer: LoginAnswer): void {
  $session.set({
    token: answer.token,
    user_id: String(answer.user.id_user),
    username: answer.user.username_user,
    role: answer.user.nama_role,
  });
}

export function endSession(): void {
  if ($session.get() !== null) $session.set(null);
  else persist(null);
}

export function renameSessionUser(username: string): void {
  const session = $session.get();
  if (session) $session.set({ ...session, username });
}

// A sign-in or sign-out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !(KEYS as readonly string[]).includes(event.key)) return;
    const next = readStoredSession();
    if (next?.token !== $session.get()?.token || next?.username !== $session.get()?.username)
      $session.set(next);
  });
}
