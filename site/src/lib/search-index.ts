// Writes the site search's index into a finished build: Pagefind reads every HTML file of the output
// folder (pages restored from the incremental cache included, so each release gets a whole index) and
// indexes those marked `data-pagefind-body` (lib/search.ts), in Indonesian from <html lang="id">.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** The index's folder in a release; the results page imports `/pagefind/pagefind.js` from it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's ready-made interfaces: the results page uses its JS API only, so they are not shipped. */
const UNUSED_FILES = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/**
 * What is on an indexed page but is not its content, so neither found nor quoted in an excerpt: buttons
 * and links styled as buttons ('Bagikan', '← Kembali ke Daftar Artikel'), the heroes' small label over the
 * title, the article's fixed heading 'Isi Lengkap Artikel' and a picture's 'Gagal Load' placeholder.
 */
const NOT_CONTENT = ['button', '.btn', '.eyebrow', '.detail-section-title', '.img-fallback'];

function failed(step: string, errors: readonly string[]): Error {
  return new Error(`Indeks pencarian gagal (${step}): ${errors.join('; ')}`);
}

/** Indexes `outDir` into `outDir/pagefind`; answers how many pages the index holds. */
export async function writeSearchIndex(outDir: string): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
    if (!index) throw failed('membuat indeks', errors);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw failed('membaca halaman', added.errors);
    const output = path.join(outDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw failed('menulis berkas', written.errors);
    for (const name of readdirSync(output)) {
      if (UNUSED_FILES.test(name)) rmSync(path.join(output, name));
    }
    return added.page_count;
  } finally {
    // The indexer is a child process; a build must not wait on it to exit.
    await pagefind.close();
  }
}
