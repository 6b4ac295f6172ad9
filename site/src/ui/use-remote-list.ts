import type { ListResult } from '@gkj/contract';
import { useEffect, useRef, useState } from 'react';
import { getJson, isAbort, withQuery } from '../lib/client-api.ts';
import { isStartState, readListState, writeListState } from '../lib/list-url.ts';
import { pageCount } from '../lib/paging.ts';

export interface RemoteListOptions<Row> {
  endpoint: string;
  perPage: number;
  /** The first page of the unfiltered list, baked in at build time so the first paint needs no request. */
  initial: ListResult<Row>;
  /** The list's name in the page address (`artikel` → `?artikel_cari=…&artikel_halaman=2`). */
  urlName: string;
  /** Fixed parameters such as the sort order. */
  fixed?: Record<string, string>;
  /** Filters and their starting values, e.g. `{ jenis: '' }`. */
  filters?: Record<string, string>;
}

const SEARCH_DELAY_MS = 300;
const NO_FILTERS: Record<string, string> = {};

/**
 * A paged list answered by the API. Typing (debounced), a filter change or a page change asks the
 * API; a new search or filter starts again at page 1; an answer to an older request is dropped.
 * The search, filters and page live in the page address (replaced, not pushed), so a reload, Back,
 * a shared link and the detail pages' back links (list-return.ts) show the list as it was left. While an answer is on its way the previous rows
 * stay (`loading`), so the page keeps its height.
 */
export function useRemoteList<Row>({
  endpoint,
  perPage,
  initial,
  urlName,
  fixed,
  filters: start = NO_FILTERS,
}: RemoteListOptions<Row>) {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(start);
  const [page, setPageNumber] = useState(1);
  const [answer, setAnswer] = useState<ListResult<Row>>(initial);
  const [loading, setLoading] = useState(false);
  const touched = useRef(false);
  // Set while the state read from the address is being fetched: its answer changes the list's
  // height, so the section the address points at (`#artikel`) is brought back into view after it.
  const restoring = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const filterKey = JSON.stringify(filters);
  const fixedKey = JSON.stringify(fixed ?? {});
  const startKey = JSON.stringify(start);
  useEffect(() => {
    if (!touched.current) return;
    const controller = new AbortController();
    const params = { ...JSON.parse(fixedKey), ...JSON.parse(filterKey), q: query, page, per_page: perPage };
    setLoading(true);
    getJson<ListResult<Row>>(withQuery(endpoint, params), controller.signal)
      .then((body) => {
        const total = Number(body.total) || 0;
        setAnswer({ data: Array.isArray(body.data) ? body.data : [], total });
        setLoading(false);
        // A page past the end (an old link, fewer results since) shows the last page instead.
        if (page > pageCount(total, perPage)) setPageNumber(pageCount(total, perPage));
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error(`Daftar ${endpoint} gagal dimuat`, error);
        setAnswer({ data: [], total: 0 });
        setLoading(false);
      });
    return () => controller.abort();
  }, [endpoint, perPage, query, page, filterKey, fixedKey]);

  useEffect(() => {
    if (!restoring.current || answer === initial) return;
    restoring.current = false;
    const target =
      window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView({ block: 'start' });
  }, [answer, initial]);

  useEffect(() => {
    if (!touched.current) return;
    const state = { query, page, filters: JSON.parse(filterKey) };
    const { pathname, search: current, hash } = window.location;
    const next = writeListState(current, urlName, state, JSON.parse(startKey));
    if (next !== current) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [urlName, query, page, filterKey, startKey]);

  // Declared last: on arrival the effects above skip the starting state, then run once with the
  // state read from the address (the prebuilt HTML is the starting state, so it is read after hydration).
  useEffect(() => {
    const defaults = JSON.parse(startKey);
    const saved = readListState(window.location.search, urlName, defaults);
    if (isStartState(saved, defaults)) return;
    touched.current = true;
    restoring.current = true;
    setSearchText(saved.query);
    setQuery(saved.query);
    setFilters(saved.filters);
    setPageNumber(saved.page);
  }, [urlName, startKey]);

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
      restoring.current = false;
      setSearchText(text);
      setPageNumber(1);
    },
    setFilter(name: string, value: string) {
      touched.current = true;
      restoring.current = false;
      setFilters((current) => ({ ...current, [name]: value }));
      setPageNumber(1);
    },
    setPage(next: number) {
      touched.current = true;
      restoring.current = false;
      setPageNumber(next);
    },
  };
}
