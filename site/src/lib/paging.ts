/** The public lists of activities and articles show 9 per page (spec). */
export const LIST_PER_PAGE = 9;

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));
}

/** The items of a 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

export type PageButton = number | 'gap';

/**
 * Page buttons to show: all pages when few, otherwise the first, the last and the neighbours of
 * the current one, with a gap marker where pages are left out.
 */
export function pageButtons(current: number, count: number, neighbours = 1): PageButton[] {
  if (count <= 5 + neighbours * 2) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page > 1 && page < count) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) buttons.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) buttons.push('gap');
    buttons.push(page);
  }
  return buttons;
}
