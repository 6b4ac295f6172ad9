import { type ReactNode, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { ApiError, swrFetcher } from '../lib/api.ts';
import { clearCache } from '../lib/revalidate.ts';
import { $session } from '../lib/session.ts';

// Client errors (400-404) will not change on a retry; network and server errors might.
function worthRetrying(error: Error): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Whoever signs in next never sees the previous user's cached answers.
  useEffect(
    () =>
      $session.listen((session) => {
        if (!session) void clearCache();
      }),
    [],
  );
  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
        shouldRetryOnError: worthRetrying,
        errorRetryCount: 2,
        dedupingInterval: 2000,
      }}
    >
      {children}
    </SWRConfig>
  );
}
