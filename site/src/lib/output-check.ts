// Checks a finished build: every page's `/_astro/` files must exist, and the search index must hold every
// page marked for it. Incremental builds reuse the HTML of unchanged pages, so this guards against a reused
// page pointing at a bundle that is gone, and against an index made from part of the pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ASSET_REFERENCE = /\/_astro\/[\w.\-@]+\.(?:js|css|mjs)/g;
// Inside a start tag: page text never holds a raw '<', so an article quoting the attribute does not count.
const SEARCH_MARK = /<[a-z][^>]*\sdata-pagefind-body[\s=>]/i;

export function referencedAssets(html: string): string[] {
  return [...new Set(html.match(ASSET_REFERENCE) ?? [])];
}

/** Whether a page asks to be in the search index. */
export function isMarkedForSearch(html: string): boolean {
  return SEARCH_MARK.test(html);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PageScan {
  /** `page: asset` for every asset a built page references but the build does not contain. */
  missingAssets: string[];
  /** How many pages are marked for the search index. */
  searchPages: number;
}

/** Reads every built page once. */
export function scanPages(outDir: string): PageScan {
  const missingAssets: string[] = [];
  let searchPages = 0;
  // Thousands of pages share a handful of bundles: each is looked up once.
  const present = new Map<string, boolean>();
  const exists = (asset: string) => {
    const known = present.get(asset);
    if (known !== undefined) return known;
    const found = existsSync(path.join(outDir, asset));
    present.set(asset, found);
    return found;
  };
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (isMarkedForSearch(html)) searchPages++;
    for (const asset of referencedAssets(html)) {
      if (!exists(asset)) missingAssets.push(`${path.relative(outDir, file)}: ${asset}`);
    }
  }
  return { missingAssets, searchPages };
}

export function findMissingAssets(outDir: string): string[] {
  return scanPages(outDir).missingAssets;
}

interface IndexEntry {
  languages?: Record<string, { hash?: string; page_count?: number }>;
}

/**
 * What is wrong with the search index in `outDir/pagefind`, in Indonesian; empty when it is whole: its
 * script, worker and Indonesian word list are there, and its Indonesian index holds exactly the
 * `searchPages` marked pages (a page without `lang="id"` would land in another language's index, which
 * a search from the Indonesian pages never reads).
 */
export function searchIndexProblems(outDir: string, searchPages: number): string[] {
  const dir = path.join(outDir, 'pagefind');
  const problems = ['pagefind.js', 'pagefind-worker.js', 'wasm.id.pagefind', 'pagefind-entry.json']
    .filter((file) => !existsSync(path.join(dir, file)))
    .map((file) => `pagefind/${file} tidak ada`);
  let entry: IndexEntry = {};
  try {
    entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as IndexEntry;
  } catch {
    if (problems.length === 0) problems.push('pagefind/pagefind-entry.json tidak terbaca');
  }
  const languages = entry.languages ?? {};
  const indonesian = languages.id;
  if (!indonesian) {
    problems.push('tidak ada indeks berbahasa Indonesia');
  } else {
    if (indonesian.page_count !== searchPages) {
      problems.push(`indeks memuat ${indonesian.page_count} halaman, ${searchPages} halaman ditandai`);
    }
    if (!existsSync(path.join(dir, `pagefind.${indonesian.hash}.pf_meta`))) {
      problems.push(`pagefind/pagefind.${indonesian.hash}.pf_meta tidak ada`);
    }
  }
  const others = Object.keys(languages).filter((language) => language !== 'id');
  if (others.length > 0) problems.push(`halaman tanpa lang="id" diindeks sebagai ${others.join(', ')}`);
  return problems;
}
