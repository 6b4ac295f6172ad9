// Checks a finished build: every page's `/_astro/` files must exist. Incremental builds reuse the
// HTML of unchanged pages, so this guards against a reused page pointing at a bundle that is gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ASSET_REFERENCE = /\/_astro\/[\w.\-@]+\.(?:js|css|mjs)/g;

export function referencedAssets(html: string): string[] {
  return [...new Set(html.match(ASSET_REFERENCE) ?? [])];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `page: asset` for every asset a built page references but the build does not contain. */
export function findMissingAssets(outDir: string): string[] {
  const missing: string[] = [];
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
    for (const asset of referencedAssets(readFileSync(file, 'utf8'))) {
      if (!exists(asset)) missing.push(`${path.relative(outDir, file)}: ${asset}`);
    }
  }
  return missing;
}
