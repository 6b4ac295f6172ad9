// The last step of a site build, run by the rebuild hook as a process of its own once `astro build` has
// exited: a small server then never holds the build's memory and the search indexer's at the same time.
// It fails a build whose pages point at missing bundles (and drops the page cache, so the next build is
// whole), writes the search index of all its pages and fails when the index is not whole.
// Usage: node finish-build.ts --outDir <folder>; SITE_CACHE_DIR as the build had it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scanPages, searchIndexProblems } from './src/lib/output-check.ts';
import { writeSearchIndex } from './src/lib/search-index.ts';

/** Astro's own cache folder when the hook sets none (astro.config.ts: cacheDir). */
const DEFAULT_CACHE_DIR = path.join(import.meta.dirname, 'node_modules', '.astro');

/** Checks and indexes a finished build; throws with an Indonesian reason. Answers the log lines. */
export async function finishBuild(outDir: string, cacheDir = DEFAULT_CACHE_DIR): Promise<string[]> {
  const { missingAssets, searchPages } = scanPages(outDir);
  if (missingAssets.length > 0) {
    rmSync(path.join(cacheDir, 'incremental-build.json'), { force: true });
    throw new Error(
      `Build situs tidak utuh: ${missingAssets.length} berkas aset hilang (${missingAssets.slice(0, 3).join('; ')}). ` +
        'Cache halaman sudah dihapus; build berikutnya akan lengkap.',
    );
  }
  const started = performance.now();
  const indexed = await writeSearchIndex(outDir);
  const problems = searchIndexProblems(outDir, searchPages);
  if (problems.length > 0) throw new Error(`Indeks pencarian tidak utuh: ${problems.join('; ')}.`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [`Indeks pencarian: ${searchPages} halaman dari ${indexed} berkas HTML (${seconds} s)`];
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
  if (!values.outDir) {
    console.error('Pakai: node finish-build.ts --outDir <folder build>');
    process.exit(2);
  }
  try {
    for (const line of await finishBuild(values.outDir, process.env.SITE_CACHE_DIR || undefined))
      console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
