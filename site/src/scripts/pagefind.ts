// The part of Pagefind's browser API the results page uses. Its script is a file of the release
// (`/pagefind/pagefind.js`, written after the pages by astro.config.ts), not a module of the bundle, so it
// is imported by address at run time.

export interface PagefindResultData {
  /** The page's address as Pagefind saw its file (`/artikel/3/`). */
  url: string;
  /** Text around the matched words, HTML-escaped, with the words in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;
let failures = 0;

/** Pagefind, loaded once (until a search with it fails). */
export function loadPagefind(): Promise<Pagefind> {
  // After a failure, a module of its own: the browser keeps a module that failed to load, and Pagefind an
  // index that failed to start (its WebAssembly, offline).
  const address = failures === 0 ? PAGEFIND_SCRIPT : `${PAGEFIND_SCRIPT}?ulang=${failures}`;
  loading ??= (import(/* @vite-ignore */ address) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  return loading;
}

/** After a failed load or search: the next search loads Pagefind afresh. */
export function dropPagefind(): void {
  loading = undefined;
  failures++;
}
