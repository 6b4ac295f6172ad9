import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export interface ListResultsProps {
  loading: boolean;
  loadingText: string;
  empty: boolean;
  emptyText: string;
  /** The cards, shown when the list is not empty. */
  children: ReactNode;
}

/**
 * The results of a searchable list. While the next answer loads, the current results stay in
 * place, dimmed and marked busy, under the spinner: the page keeps its height instead of jumping
 * up to a spinner and back down.
 */
export function ListResults({ loading, loadingText, empty, emptyText, children }: ListResultsProps) {
  return (
    <div className="list-results" aria-busy={loading}>
      <div className="list-results-body">
        {empty ? (
          <p className="empty-state" role={loading ? undefined : 'status'}>
            {emptyText}
          </p>
        ) : (
          children
        )}
      </div>
      {loading && (
        <div className="list-results-loading">
          <Spinner text={loadingText} />
        </div>
      )}
    </div>
  );
}
