// Reads back a built search index: the pages Pagefind holds, as its fragments store them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface IndexedPage {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** The pages in a build's search index, read back from Pagefind's fragments (gzip, then a marker, then JSON). */
export function indexedPages(dir: string): IndexedPage[] {
  const folder = path.join(dir, 'pagefind', 'fragment');
  return readdirSync(folder)
    .map((name) => gunzipSync(readFileSync(path.join(folder, name))).toString('utf8'))
    .map((text) => JSON.parse(text.replace(/^pagefind_dcd/, '')) as IndexedPage)
    .sort((a, b) => a.url.localeCompare(b.url));
}
