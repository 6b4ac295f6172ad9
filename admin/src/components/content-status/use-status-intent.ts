import { useRef } from 'react';
import type { StatusIntent } from './status-values.ts';

/**
 * The status a save asks for when a button says it (a penulis's 'Kirim untuk Ditinjau', the return
 * dialog) rather than the form's own field. Kept in a ref so the form's body reads it at the moment of
 * the save, and cleared after, so the next save (Enter in a field) keeps the form's status.
 */
export function useStatusIntent() {
  const intent = useRef<StatusIntent | null>(null);
  return {
    current: () => intent.current,
    async submitAs(next: StatusIntent, submit: () => Promise<void>) {
      intent.current = next;
      try {
        await submit();
      } finally {
        intent.current = null;
      }
    },
  };
}
