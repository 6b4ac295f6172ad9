import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { ApiError, loadFailureText } from '../../lib/api.ts';
import { notify } from '../ui/toast.tsx';

export type RecordStatus = 'new' | 'loading' | 'ready' | 'missing' | 'failed';

function versionOf(record: unknown): string | undefined {
  const stamp = (record as { updated_at?: unknown } | null | undefined)?.updated_at;
  return typeof stamp === 'string' && stamp ? stamp : undefined;
}

/**
 * Loads the record a detail route names (nothing for a create route) and hands it to `onLoad`
 * once, so the form starts from the stored values. It waits for the server's answer rather than a
 * cached one (which may predate the last save). `version` is the `updated_at` the form loaded: the form
 * sends it with its save, and the server refuses the save (STALE_RECORD) when someone saved in between.
 */
export function useRecord<T>(path: string | null, onLoad: (record: T) => void, loadErrorText: string) {
  const { data, error, isValidating, mutate } = useSWR<T>(path, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const loadedFor = useRef<string | null>(null);
  const latestOnLoad = useRef(onLoad);
  latestOnLoad.current = onLoad;
  // Kept apart from the cache: a later read of the record must not move the version the form shows.
  const [version, setVersion] = useState<string>();

  useEffect(() => {
    if (path && data && !isValidating && loadedFor.current !== path) {
      loadedFor.current = path;
      setVersion(versionOf(data));
      latestOnLoad.current(data);
    }
  }, [path, data, isValidating]);

  useEffect(() => {
    if (error && !(error instanceof ApiError && (error.status === 404 || error.status === 401))) {
      notify.error(loadFailureText(error, loadErrorText));
    }
  }, [error, loadErrorText]);

  // A write beside the form's own save (a restored revision) changed the record: the form starts over
  // from the stored values and the new version, without the spinner of a first load.
  const refresh = useCallback(async () => {
    const fresh = await mutate();
    if (!fresh) return;
    setVersion(versionOf(fresh));
    latestOnLoad.current(fresh);
  }, [mutate]);

  let status: RecordStatus = 'ready';
  if (!path) status = 'new';
  else if (error) status = error instanceof ApiError && error.status === 404 ? 'missing' : 'failed';
  else if (!data || loadedFor.current !== path) status = 'loading';
  return { record: data, status, reload: mutate, refresh, version };
}
