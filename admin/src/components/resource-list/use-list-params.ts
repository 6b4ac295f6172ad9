import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListParams {
  q: string;
  field: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
  filters: Record<string, string>;
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * The list's state lives in the address (?q=&sort=&page=…), so going back from a detail page
 * returns to the same page, search and order.
 */
export function useListParams(defaultField: string, filterNames: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKey = filterNames.join(',');
  // The address as the last change left it. The router hands a functional update the parameters of the
  // last render, so two changes before the next render (a search settling as a filter is chosen) would
  // otherwise each start from the old address and the later one would undo the earlier.
  const latest = useRef(searchParams);
  latest.current = searchParams;

  const params = useMemo<ListParams>(() => {
    const perPage = positive(searchParams.get('per_page'), DEFAULT_PAGE_SIZE);
    const filters: Record<string, string> = {};
    for (const name of filterKey ? filterKey.split(',') : []) filters[name] = searchParams.get(name) ?? '';
    return {
      q: searchParams.get('q') ?? '',
      field: searchParams.get('field') ?? defaultField,
      sort: searchParams.get('sort') ?? '',
      order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
      page: positive(searchParams.get('page'), 1),
      per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
      filters,
    };
  }, [searchParams, defaultField, filterKey]);

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (
      changes: Partial<
        Record<'q' | 'field' | 'sort' | 'order' | 'page' | 'per_page' | string, string | number>
      >,
    ) => {
      setSearchParams(
        () => {
          const next = new URLSearchParams(latest.current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '' || value === undefined) next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          latest.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
