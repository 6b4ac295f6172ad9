import { useEffect, useRef, useState } from 'react';
import { getJson, isAbort, withQuery } from '../lib/client-api.ts';
import { pageCount } from '../lib/paging.ts';
import type { ListAnswer } from '../lib/types.ts';

export interface RemoteListOptions<Row> {
  endpoint: string;
  perPage: number;
  /** The first page of the unfiltered list, baked in at build time so the first paint needs no request. */
  initial: ListAnswer<Row>;
  /** Fixed parameters such as the sort order. */
  fixed?: Record<string, string>;
  /** Filters and their starting values, e.g. `{ jenis: '' }`. */
  filters?: Record<string, string>;
}

const SEARCH_DELAY_MS = 300;

/**
 * A paged list answered by the API. Typing (debounced), a filter change or a page change asks the
 * API; a new search or filter starts again at page 1; an answer to an older request is dropped.
 */
export function useRemoteList<Row>({
  endpoint,
  perPage,
  initial,
  fixed,
  filters: start,
}: RemoteListOptions<Row>) {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(start ?? {});
  const [page, setPageNumber] = useState(1);
  const [answer, setAnswer] = useState<ListAnswer<Row>>(initial);
  const [loading, setLoading] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const filterKey = JSON.stringify(filters);
  const fixedKey = JSON.stringify(fixed ?? {});
  useEffect(() => {
    if (!touched.current) return;
    const controller = new AbortController();
    const params = { ...JSON.parse(fixedKey), ...JSON.parse(filterKey), q: query, page, per_page: perPage };
    setLoading(true);
    getJson<ListAnswer<Row>>(withQuery(endpoint, params), controller.signal)
      .then((body) => {
        setAnswer({ data: Array.isArray(body.data) ? body.data : [], total: Number(body.total) || 0 });
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error(`Daftar ${endpoint} gagal dimuat`, error);
        setAnswer({ data: [], total: 0 });
        setLoading(false);
      });
    return () => controller.abort();
  }, [endpoint, perPage, query, page, filterKey, fixedKey]);

  return {
    search,
    filters,
    page,
    rows: answer.data,
    total: answer.total,
    pages: pageCount(answer.total, perPage),
    loading,
    setSearch(text: string) {
      touched.current = true;
      setSearchText(text);
      setPageNumber(1);
    },
    setFilter(name: string, value: string) {
      touched.current = true;
      setFilters((current) => ({ ...current, [name]: value }));
      setPageNumber(1);
    },
    setPage(next: number) {
      touched.current = true;
      setPageNumber(next);
    },
  };
}
