import type { ListResult, listQuery } from '@gkj/contract';
import { type SelectQueryBuilder, type StringReference, sql } from 'kysely';
import type { Static } from 'typebox';
import { type AggregateCache, cachedAggregate } from './read-cache.ts';

export interface ListInput {
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export interface ListOptions<DB, TB extends keyof DB> {
  /** Columns `q` is matched against (substring, case-insensitive by the tables' collation). */
  search: StringReference<DB, TB>[];
  /** Sort key accepted in `sort` → the column it orders by. Keys match `listQuery`'s. */
  sort: Record<string, StringReference<DB, TB>>;
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  /** The primary key: the tiebreak that keeps pages stable when sort values repeat. */
  id: StringReference<DB, TB>;
}

/** `q` as a LIKE pattern that matches it literally (MariaDB's default escape is the backslash). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `select` narrowed to the rows whose search columns contain `q` (all rows when `q` is blank). */
export function searched<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  q: string | undefined,
  columns: StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const text = q?.trim();
  if (!text || columns.length === 0) return select;
  return select.where((eb) => eb.or(columns.map((column) => eb(column, 'like', likePattern(text) as never))));
}

/**
 * How many rows `filtered` has. Paging through one search asks the same total again and again: while
 * nothing was written since, the app's read cache still knows it (read-cache.ts).
 */
export function cachedTotal<DB, TB extends keyof DB, O>(
  aggregates: AggregateCache,
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const count = filtered.clearSelect().clearOrderBy().select(sql<number>`COUNT(*)`.as('total'));
  return cachedAggregate(aggregates, count, async () => {
    const counted = (await count.executeTakeFirst()) as { total?: number | string } | undefined;
    return Number(counted?.total ?? 0);
  });
}

/** One page of `select` (searched, sorted, paged) and its total, counted through `aggregates`. */
export async function listRows<DB, TB extends keyof DB, O>(
  aggregates: AggregateCache,
  select: SelectQueryBuilder<DB, TB, O>,
  input: ListInput,
  options: ListOptions<DB, TB>,
): Promise<ListResult<O>> {
  const filtered = searched(select, input.q, options.search);
  const sortColumn = options.sort[input.sort ?? options.defaultSort] ?? options.sort[options.defaultSort];
  const order = input.order ?? options.defaultOrder ?? 'asc';
  const page = filtered
    .orderBy(sortColumn, order)
    .orderBy(options.id, order)
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page);
  // The page costs one cheap indexed query; its total usually comes from the cache.
  const [data, total] = await Promise.all([page.execute(), cachedTotal(aggregates, filtered)]);
  return { data, total };
}

export type ListQueryOf<T extends ReturnType<typeof listQuery>> = Static<T>;
