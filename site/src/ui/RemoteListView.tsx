import { type ReactNode, useRef } from 'react';
import { ListResults } from './ListResults.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchField } from './SearchField.tsx';
import type { useRemoteList } from './use-remote-list.ts';

export interface RemoteListViewProps<Row> {
  list: ReturnType<typeof useRemoteList<Row>>;
  search: { label: string; placeholder: string };
  /** Controls beside the search field (the article type). */
  filters?: ReactNode;
  texts: { loading: string; empty: string; pages: string };
  keyOf: (row: Row) => number;
  card: (row: Row, index: number) => ReactNode;
}

/**
 * A searchable list's page: the search (and any filters), the cards in a grid, and the pagination,
 * which brings the list's top back into view.
 */
export function RemoteListView<Row>({ list, search, filters, texts, keyOf, card }: RemoteListViewProps<Row>) {
  const top = useRef<HTMLDivElement>(null);
  const goTo = (page: number) => {
    list.setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="remote-list" ref={top}>
      <search className="cluster list-toolbar">
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={list.search}
          onChange={list.setSearch}
        />
        {filters}
      </search>
      <ListResults
        loading={list.loading}
        loadingText={texts.loading}
        empty={list.rows.length === 0}
        emptyText={texts.empty}
      >
        <ul className="card-grid list-grid">
          {list.rows.map((row, index) => (
            <li key={keyOf(row)}>{card(row, index)}</li>
          ))}
        </ul>
      </ListResults>
      <Pagination page={list.page} count={list.pages} label={texts.pages} onChange={goTo} />
    </div>
  );
}
