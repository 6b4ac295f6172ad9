import type { ReactNode } from 'react';
import { loadFailureText, messageOf } from '../../lib/api.ts';
import { Spinner } from './spinner.tsx';

export interface LoadStateProps<T> {
  /** The read as SWR answers it: its data once there, its error when it failed. */
  read: { data?: T; error?: unknown };
  /** Beside the spinner, and in place of the content when the read failed. */
  texts: { loading: string; failure: string };
  /** Show any reason the server gave (a report's refused period), not only a refused role's. */
  serverReason?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A screen's read as the user meets it: a spinner until the data arrives, the failure in words when it
 * cannot, then the content. Data already shown stays while a refresh fails.
 */
export function LoadState<T>({ read: { data, error }, texts, serverReason, children }: LoadStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (!error) return <Spinner label={texts.loading} />;
  const failureText = texts.failure;
  return (
    <p className="list-error" role="alert">
      {serverReason ? messageOf(error, failureText) : loadFailureText(error, failureText)}
    </p>
  );
}
