import { useEffect } from 'react';

/**
 * Starts a form from fresh server data: on the first load and whenever the data changes while
 * the form holds no unsaved input (after its own save, or another admin's).
 */
export function useSyncedReset<V>(
  source: unknown,
  isDirty: boolean,
  reset: (values: V) => void,
  toValues: () => V,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new source should reset the form
  useEffect(() => {
    if (!isDirty) reset(toValues());
  }, [source]);
}
