import type { ReactNode } from 'react';
import { loadFailureText, messageOf } from '../../lib/api.ts';
import { Spinner } from './spinner.tsx';

export interface LoadStateProps<T> {
  data: T | undefined;
  error: unknown;
  loadingText: string;
  failureText: string;
  /** Show any reason the server gave (a report's refused period), not only a refused role's. */
  serverReason?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A screen's read as the user meets it: a spinner until the data arrives, the failure in words when it
 * cannot, then the content. Data already shown stays while a refresh fails.
 */
export function LoadState<T>({
  data,
  error,
  loadingText,
  failureText,
  serverReason,
  children,
}: LoadStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (!error) return <Spinner label={loadingText} />;
  return (
    <p className="list-error" role="alert">
      {serverReason ? messageOf(error, failureText) : loadFailureText(error, failureText)}
    </p>
  );
}
