import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { ApiError, loadFailureText } from '../../lib/api.ts';
import { forgetVersion, rememberVersion } from '../../lib/record-versions.ts';
import { notify } from '../ui/toast.tsx';

export type RecordStatus = 'new' | 'loading' | 'ready' | 'missing' | 'failed';

/**
 * Loads the record a detail route names (nothing for a create route) and hands it to `onLoad`
 * once, so the form starts from the stored values. It waits for the server's answer rather than a
 * cached one (which may predate the last save), and registers the record's version, which every save
 * to the same path then carries (a 409 if someone saved it in between).
 */
export function useRecord<T>(path: string | null, onLoad: (record: T) => void, loadErrorText: string) {
  const { data, error, isValidating, mutate } = useSWR<T>(path, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const loadedFor = useRef<string | null>(null);
  const latestOnLoad = useRef(onLoad);
  latestOnLoad.current = onLoad;

  useEffect(() => {
    if (path && data && !isValidating && loadedFor.current !== path) {
      loadedFor.current = path;
      rememberVersion(path, data);
      latestOnLoad.current(data);
    }
  }, [path, data, isValidating]);

  useEffect(() => (path ? () => forgetVersion(path) : undefined), [path]);

  useEffect(() => {
    if (error && !(error instanceof ApiError && (error.status === 404 || error.status === 401))) {
      notify.error(loadFailureText(error, loadErrorText));
    }
  }, [error, loadErrorText]);

  let status: RecordStatus = 'ready';
  if (!path) status = 'new';
  else if (error) status = error instanceof ApiError && error.status === 404 ? 'missing' : 'failed';
  else if (!data || loadedFor.current !== path) status = 'loading';
  return { record: data, status, reload: mutate };
}
