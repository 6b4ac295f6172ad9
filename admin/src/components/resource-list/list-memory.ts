// The search, sort and page each list was last shown with, so leaving a form returns to the same
// place in the list rather than to its first page.
const lastSearch = new Map<string, string>();

export function rememberListSearch(pathname: string, search: string): void {
  lastSearch.set(pathname, search);
}

/** A list's address with the query it was last shown with. */
export function listPath(pathname: string): string {
  return pathname + (lastSearch.get(pathname) ?? '');
}
