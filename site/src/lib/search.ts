// The site search (Pagefind): which pages the release's index holds, and what a result says about itself.
// A page is in the index when an element of it carries `data-pagefind-body`; BaseLayout puts it on <main>
// for the pages that pass `search`, and a page may mark its own element instead. Every page's <main> also
// names its type as a Pagefind filter, taken from its address, so a page marked by itself is typed too.

/** The types a result shows, as its label. */
export const SEARCH_TYPES = ['Artikel', 'Kegiatan', 'Warta', 'Halaman'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The page of search results; the navbar's form sends `q` to it. */
export const SEARCH_PATH = '/cari';

/** The Pagefind filter and metadata names the pages carry and the results page reads. */
export const SEARCH_FIELDS = { type: 'jenis', date: 'tanggal' } as const;

const DETAIL_TYPES: Record<string, SearchType> = { artikel: 'Artikel', kegiatan: 'Kegiatan', warta: 'Warta' };

/** `/artikel/12` → Artikel, `/kegiatan/3` → Kegiatan, `/warta/5` → Warta; anything else is a Halaman. */
export function searchTypeOf(pathname: string): SearchType {
  const match = /^\/(artikel|kegiatan|warta)\/\d+\/?$/.exec(pathname);
  return (match && DETAIL_TYPES[match[1]]) || 'Halaman';
}

export interface SearchEntry {
  /** The item's day (a WIB wall-clock value, 'YYYY-MM-DD…'), shown with the result. */
  tanggal?: string | null;
}

/**
 * The attributes of a page's <main>: always its type as a filter; with `entry`, the mark that puts the
 * page in the index and its date as metadata.
 */
export function searchAttributes(pathname: string, entry: SearchEntry | undefined): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-pagefind-filter': `${SEARCH_FIELDS.type}:${searchTypeOf(pathname)}`,
  };
  if (!entry) return attributes;
  attributes['data-pagefind-body'] = '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(entry.tanggal ?? '')?.[0];
  if (day) attributes['data-pagefind-meta'] = `${SEARCH_FIELDS.date}:${day}`;
  return attributes;
}
