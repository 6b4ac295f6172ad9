import { readFile, stat } from 'node:fs/promises';
import { inlineScriptHashes } from '@gkj/site-release';

interface Cached {
  mtimeMs: number;
  size: number;
  hashes: string[];
}

const MAX_CACHED = 5000;
const cache = new Map<string, Cached>();

/**
 * The inline script hashes of an HTML file that may change while the server runs (the admin's page is built
 * again in place), cached until the file changes. The site's releases never change: their pages are kept by
 * the release's own table (release-files.ts).
 */
export async function fileScriptHashes(absolutePath: string): Promise<string[]> {
  const info = await stat(absolutePath);
  const cached = cache.get(absolutePath);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(absolutePath, 'utf8'));
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(absolutePath, { mtimeMs: info.mtimeMs, size: info.size, hashes });
  return hashes;
}
