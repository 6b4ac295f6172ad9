import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/**
 * The sha256 sources of a page's inline scripts, for its Content-Security-Policy: the page may run
 * exactly the inline scripts it was built with, and nothing injected into it. Astro inlines its island
 * loader and small page scripts; hashing them as served keeps the policy right for every build without
 * 'unsafe-inline'.
 */

// An inline script is a <script> without a src attribute; its text runs to the first </script>, as
// the HTML parser reads it.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(` ${attributes}`)) continue;
    // Browsers hash the text after the parser's newline normalisation (CRLF and CR become LF).
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

interface Cached {
  mtimeMs: number;
  size: number;
  hashes: string[];
}

const MAX_CACHED = 5000;
const cache = new Map<string, Cached>();

/** The inline script hashes of an HTML file, cached until the file changes (releases never do). */
export async function fileScriptHashes(absolutePath: string): Promise<string[]> {
  const info = await stat(absolutePath);
  const cached = cache.get(absolutePath);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(absolutePath, 'utf8'));
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(absolutePath, { mtimeMs: info.mtimeMs, size: info.size, hashes });
  return hashes;
}
