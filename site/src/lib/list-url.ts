// The state of a searchable list (search, filters, page) in the page's address, so Back, a reload
// and a shared link show the list as it was left. Two lists share /kegiatan, so every parameter
// carries its list's name: ?artikel_cari=kasih&artikel_jenis=renungan&artikel_halaman=2.

export interface ListState {
  query: string;
  page: number;
  filters: Record<string, string>;
}

const SEARCH = 'cari';
const PAGE = 'halaman';

/** The list's state in the address, defaults where a parameter is absent or makes no sense. */
export function readListState(search: string, list: string, defaults: Record<string, string>): ListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get(`${list}_${PAGE}`));
  const filters: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    filters[name] = params.get(`${list}_${name}`)?.trim() ?? fallback;
  }
  return {
    query: params.get(`${list}_${SEARCH}`)?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filters,
  };
}

/**
 * The address's query string with the list's state written in: other parameters stay, defaults
 * (no search, page 1, a filter at its starting value) are left out so a plain list has a plain
 * address. Returns '' or '?…'.
 */
export function writeListState(
  search: string,
  list: string,
  state: ListState,
  defaults: Record<string, string>,
): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(`${list}_${name}`);
    else params.set(`${list}_${name}`, value);
  };
  set(SEARCH, state.query, '');
  for (const [name, fallback] of Object.entries(defaults))
    set(name, state.filters[name] ?? fallback, fallback);
  set(PAGE, String(state.page), '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the state differs from the list's starting state (and so asks the API on arrival). */
export function isStartState(state: ListState, defaults: Record<string, string>): boolean {
  return (
    state.query === '' &&
    state.page === 1 &&
    Object.entries(defaults).every(([name, fallback]) => state.filters[name] === fallback)
  );
}
