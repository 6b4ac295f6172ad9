// How a running build is stopped, alike for the API's publisher (which runs the rebuild hook) and for the
// hook (which runs the site's build command): past its time limit, or when the caller aborts.

export type StopCause = 'timeout' | 'abort';

/**
 * Calls `stop` once `timeoutMs` have passed or when `signal` aborts (at once if it already has), saying
 * which. Answers `settle`, to call when the process has ended: then neither fires any more.
 */
export function stopOnTimeoutOrAbort(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  stop: (cause: StopCause) => void,
): () => void {
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onAbort = () => stop('abort');
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  return () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
}
