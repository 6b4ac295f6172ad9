import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { $session } from '../../lib/session.ts';
import { trackUnsavedInput } from '../../lib/session-expiry.ts';
import { confirmAction } from '../ui/confirm.ts';

export const DEFAULT_LEAVE_MESSAGE = 'Perubahan belum disimpan. Yakin ingin kembali?';

// Forms with unsaved changes, by form id, with the question each asks. A page may hold several
// forms (the site content page does); the router allows one blocker, so one host asks for all.
const $unsaved = atom<Record<string, string>>({});
// A session that ends now asks for a sign-in over the page instead of leaving for /login.
trackUnsavedInput(() => Object.keys($unsaved.get()).length > 0);

function setUnsaved(id: string, message: string | null): void {
  const current = $unsaved.get();
  if (message === null) {
    if (!(id in current)) return;
    const { [id]: _removed, ...rest } = current;
    $unsaved.set(rest);
  } else if (current[id] !== message) {
    $unsaved.set({ ...current, [id]: message });
  }
}

/** Registers a form's unsaved state; `release` lets the navigation right after a save through. */
export function useLeaveGuard(isDirty: boolean, message = DEFAULT_LEAVE_MESSAGE) {
  const id = useId();
  useEffect(() => {
    setUnsaved(id, isDirty ? message : null);
  }, [id, isDirty, message]);
  useEffect(() => () => setUnsaved(id, null), [id]);
  return useMemo(() => ({ release: () => setUnsaved(id, null) }), [id]);
}

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own prompt. A session that ended (401,
 * sign-out) is never held up.
 */
export function LeaveGuardHost() {
  const unsaved = useStore($unsaved);
  const isDirty = Object.keys(unsaved).length > 0;
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) =>
      Object.keys($unsaved.get()).length > 0 &&
      $session.get() !== null &&
      currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const message = Object.values($unsaved.get())[0] ?? DEFAULT_LEAVE_MESSAGE;
    void confirmAction(message, { confirmLabel: 'Ya, Kembali', tone: 'danger' }).then((confirmed) => {
      asking.current = false;
      if (confirmed) {
        $unsaved.set({});
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return null;
}
