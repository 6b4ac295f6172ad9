import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, loadFailureText, withQuery } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { LinkButton } from '../ui/button.tsx';
import { PlusIcon } from '../ui/icons.tsx';
import type { MenuAction } from '../ui/menu.tsx';
import { removeRecord } from '../ui/remove-record.ts';
import { type Option, SelectField } from '../ui/select-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TextInput } from '../ui/text-field.tsx';
import { notify } from '../ui/toast.tsx';
import { rememberListSearch } from './list-memory.ts';
import { type DetailConfig, type ListColumn, ListTable } from './list-table.tsx';
import { Pagination } from './pagination.tsx';
import { SearchBar, type SearchFieldChoice } from './search-bar.tsx';
import { type ListParams, useListParams } from './use-list-params.ts';

export type { DetailConfig, ListColumn } from './list-table.tsx';

export interface ListFilter {
  param: string;
  label: string;
  options: readonly Option[];
  /** The choice when the address names none (the member list shows active members first). */
  defaultValue?: string;
  /** 'number': a whole number typed in (an age bound); `options` then stays empty. */
  kind?: 'select' | 'number';
  /** Shown under 'Filter lainnya', folded away until opened or one of them is set. */
  advanced?: boolean;
}

export interface RemoveConfig<Row> {
  path: (row: Row) => string;
  confirm: (row: Row) => string;
  success: (row: Row) => string;
  failure: string;
}

export interface ResourceListProps<Row> {
  title: string;
  endpoint: string;
  idOf: (row: Row) => string | number;
  /** Names the row in its menu's label ('Aksi untuk …'). */
  nameOf: (row: Row) => string;
  columns: ListColumn<Row>[];
  searchPlaceholder: string;
  searchFields?: readonly SearchFieldChoice[];
  filters?: readonly ListFilter[];
  loadingText: string;
  loadErrorText: string;
  add?: { label: string; href: string };
  /** A press (click, tap, Enter) on a row opens it; the row menu offers it too, under `label`. */
  detail?: DetailConfig<Row>;
  remove?: RemoveConfig<Row>;
  /** Whether the row's menu offers removal (an author may only remove their own articles). */
  canRemove?: (row: Row) => boolean;
  extraActions?: (row: Row) => MenuAction[];
  /** Beside the add button (the member list's import and statistics). */
  headerActions?: ReactNode;
  /** Shown between the toolbar and the table (the finance totals), for the list's current search. */
  summary?: (params: ListParams) => ReactNode;
  /**
   * Address parameters the screen sets with its own controls (the finance period), sent with the list's
   * query like the filters; `toolbar` renders those controls under the search.
   */
  queryParams?: readonly string[];
  toolbar?: (params: ListParams, update: (changes: Record<string, string>) => void) => ReactNode;
  /** Other cached reads to refresh after a removal (the finance totals). */
  alsoRevalidate?: string[];
  emptyText?: string;
  numbered?: boolean;
}

interface Page<Row> {
  data: Row[];
  total: number;
}

function FilterField({
  filter,
  value,
  update,
}: {
  filter: ListFilter;
  value: string;
  update: (changes: Record<string, string>) => void;
}) {
  if (filter.kind === 'number') {
    return (
      <TextInput
        className="list-filter list-filter-number"
        label={filter.label}
        type="number"
        inputMode="numeric"
        value={value}
        onChange={(next) => update({ [filter.param]: next.replace(/\D/g, '') })}
      />
    );
  }
  return (
    <SelectField
      className="list-filter"
      label={filter.label}
      options={filter.options}
      value={value}
      onChange={(next) => update({ [filter.param]: next === filter.defaultValue ? '' : next })}
    />
  );
}

/** The one list of the admin: server-side search, sort and paging, with a menu per row. */
export function ResourceList<Row extends object>(props: ResourceListProps<Row>) {
  const { title, endpoint, columns, filters = [], queryParams = [], numbered = true } = props;
  const { params, update } = useListParams(props.searchFields?.[0]?.id ?? '', [
    ...filters.map((f) => f.param),
    ...queryParams,
  ]);
  // A filter at its default stays out of the address but is always sent.
  const filterValues = Object.fromEntries([
    ...filters.map((filter) => [filter.param, params.filters[filter.param] || (filter.defaultValue ?? '')]),
    ...queryParams.map((param) => [param, params.filters[param] ?? '']),
  ]);
  const key = withQuery(endpoint, {
    q: params.q,
    field: props.searchFields ? params.field : undefined,
    sort: params.sort,
    order: params.sort ? params.order : undefined,
    page: params.page,
    per_page: params.per_page,
    ...filterValues,
  });
  const { data, error, isLoading, isValidating } = useSWR<Page<Row>>(key, {
    keepPreviousData: true,
    onError: (failure) => {
      // A 401 ends the session and leaves for /login; nothing to tell here.
      if (!(failure instanceof ApiError && failure.status === 401)) {
        notify.error(loadFailureText(failure, props.loadErrorText));
      }
    },
  });
  const location = useLocation();
  useEffect(
    () => rememberListSearch(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  // A removal or a smaller total can leave the page past the end; step back to the last page.
  useEffect(() => {
    const pages = Math.max(1, Math.ceil(total / params.per_page));
    if (data && params.page > pages) update({ page: pages });
  }, [data, total, params.page, params.per_page, update]);

  async function remove(row: Row) {
    const config = props.remove;
    if (!config) return;
    const texts = { confirm: config.confirm(row), success: config.success(row), failure: config.failure };
    if ((await removeRecord(config.path(row), texts)) === 'removed') {
      await revalidate(endpoint, ...(props.alsoRevalidate ?? []));
    }
  }

  function actionsFor(row: Row): MenuAction[] {
    const actions: MenuAction[] = [];
    const detail = props.detail;
    if (detail) {
      actions.push(
        'href' in detail
          ? { id: 'detail', label: detail.label, href: detail.href(row) }
          : { id: 'detail', label: detail.label, onAction: () => detail.open(row) },
      );
    }
    actions.push(...(props.extraActions?.(row) ?? []));
    if (props.remove && (props.canRemove?.(row) ?? true)) {
      actions.push({ id: 'remove', label: 'Hapus', tone: 'danger', onAction: () => void remove(row) });
    }
    return actions;
  }

  const filterField = (filter: ListFilter) => (
    <FilterField key={filter.param} filter={filter} value={filterValues[filter.param]} update={update} />
  );
  const offset = (params.page - 1) * params.per_page;
  // Phones show cards without a header row, so sorting gets its own control there.
  const sortOptions = columns
    .filter((column) => column.sortable !== false)
    .flatMap((column) => [
      { id: `${column.id}:asc`, label: `${column.label} (naik)` },
      { id: `${column.id}:desc`, label: `${column.label} (turun)` },
    ]);
  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        {props.headerActions}
        {props.add && (
          <LinkButton variant="primary" href={props.add.href}>
            <PlusIcon />
            {props.add.label}
          </LinkButton>
        )}
      </header>

      <div className="list-toolbar">
        <SearchBar
          value={params.q}
          placeholder={props.searchPlaceholder}
          onSearch={(q) => update({ q })}
          fields={props.searchFields}
          field={params.field}
          onField={(field) => update({ field })}
        />
        <SelectField
          className="list-sort mobile-only"
          label="Urutkan"
          placeholder="Urutan bawaan"
          options={sortOptions}
          value={params.sort ? `${params.sort}:${params.order}` : ''}
          onChange={(value) => {
            const [sort, order] = value.split(':');
            update({ sort, order });
          }}
        />
        {filters.filter((filter) => !filter.advanced).map((filter) => filterField(filter))}
      </div>
      {filters.some((filter) => filter.advanced) && (
        <details
          className="list-more-filters"
          open={filters.some((filter) => filter.advanced && params.filters[filter.param]) || undefined}
        >
          <summary>Filter lainnya</summary>
          <div className="list-toolbar">
            {filters.filter((filter) => filter.advanced).map((filter) => filterField(filter))}
          </div>
        </details>
      )}

      {props.toolbar?.({ ...params, filters: filterValues }, update)}

      {props.summary?.({ ...params, filters: filterValues })}

      {isLoading && !data ? (
        <Spinner label={props.loadingText} />
      ) : error && !data ? (
        <p className="list-error" role="alert">
          {loadFailureText(error, props.loadErrorText)}
        </p>
      ) : (
        <ListTable
          title={title}
          columns={columns}
          rows={rows.map((row, index) => ({ id: props.idOf(row), row, no: offset + index + 1 }))}
          numbered={numbered}
          sort={params.sort ? { column: params.sort, order: params.order } : null}
          onSort={(sort) => update({ sort: sort.column, order: sort.order })}
          actionsFor={actionsFor}
          detail={props.detail}
          nameOf={props.nameOf}
          emptyText={props.emptyText}
          busy={isValidating}
        />
      )}

      {data && (
        <Pagination
          page={params.page}
          perPage={params.per_page}
          shown={rows.length}
          total={total}
          onPage={(page) => update({ page })}
          onPerPage={(perPage) => update({ per_page: perPage })}
        />
      )}
    </section>
  );
}
