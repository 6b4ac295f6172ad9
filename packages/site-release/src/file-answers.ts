// How a file of a site release is answered: which file an address names, and the headers it goes out with
// (type, caching, policy). The API's server and the Caddy configuration made with each release
// (scripts/site-caddy.ts) both follow these rules, so either answers a page alike.
import mime from 'mime';
import { inlineScriptHashes, pagePolicy } from './page-policy.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The folder of the templates the API fills for an activity or article newer than the build. They are
 * never pages of their own: an address inside it is answered as unknown.
 */
export const LATE_DETAIL_TEMPLATES = 'detail-baru';

/**
 * The site's preview page (`/pratinjau/#<token>`): its address carries a signed token that opens a draft.
 * Whatever HTML gets elsewhere, it is kept by no cache, indexed by no robot, and sends no Referer from the
 * links on it, so the draft and its address stay with the staff and reviewers who were given them.
 */
export const PRIVATE_PAGES: ReadonlySet<string> = new Set(['pratinjau/index.html']);
const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

/**
 * The site search (Pagefind) compiles WebAssembly in a worker: the results page and that worker's script
 * may do so (their own policies allow it; a worker gets its policy from its script's answer), no other.
 */
export const WASM_FILES: ReadonlySet<string> = new Set(['cari/index.html', 'pagefind/pagefind-worker.js']);

/** Bundles and the search index's chunks are named by their content's hash: never changed. */
export const IMMUTABLE_FILES =
  /^(?:_astro\/|pagefind\/(?:(?:index|fragment|filter)\/|pagefind\.[\w-]+\.pf_meta$))/;

/**
 * Text files of at least MIN_COMPRESSED_BYTES get Brotli and gzip copies beside them (`.br`, `.gz`), made
 * once per release. Calendar feeds (.ics) are text too, fetched again and again by calendar applications.
 */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|json|ics)$/;
export const MIN_COMPRESSED_BYTES = 1024;
/** The copies in the order they are preferred when a browser accepts both. */
export const COMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export function hasCompressedCopies(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_COMPRESSED_BYTES;
}

/** A compressed copy is sent only in place of its file, never at an address of its own. */
const COPY = /\.(?:br|gz)$/;

/** Whether a path inside a release may be answered as itself (dot files, templates and copies may not). */
export function isPublicFile(file: string): boolean {
  const segments = file.split('/');
  if (segments[0] === LATE_DETAIL_TEMPLATES || COPY.test(file)) return false;
  return !segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'));
}

/**
 * The files an address may name, in the order tried, relative to the release: `/profile` →
 * `profile`, `profile/index.html`, `profile.html`; `/profile/` → `profile/index.html` only. None for an
 * address that cannot be decoded or names a hidden file.
 */
export function fileCandidates(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return [];
  }
  if (decoded.includes('\0')) return [];
  const base = decoded.split('/').filter(Boolean).join('/');
  if (base && !isPublicFile(base)) return [];
  if (decoded.endsWith('/') || !base) return [base ? `${base}/index.html` : 'index.html'];
  return [base, `${base}/index.html`, `${base}.html`];
}

/** The Content-Type of a file by its name; text goes out as UTF-8, unknown kinds as bytes. */
export function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  const utf8 = type.startsWith('text/') || type === 'application/json' || type === 'application/javascript';
  return utf8 ? `${type}; charset=utf-8` : type;
}

/** The policy of a file: a page's own inline scripts (hashed from its HTML), WebAssembly where allowed. */
export function filePolicy(file: string, html?: string): string {
  const wasm = WASM_FILES.has(file);
  return pagePolicy(html === undefined ? [] : inlineScriptHashes(html), { wasm });
}

/**
 * The headers particular to a file of the release (the security headers of every answer come on top):
 * its type, its caching, its policy, and `Vary` where copies in other encodings may be sent instead.
 * `html` is the file's text when it is a page.
 */
export function fileHeaders(file: string, html?: string): Record<string, string> {
  const caching = PRIVATE_PAGES.has(file)
    ? PRIVATE_HEADERS
    : { 'cache-control': IMMUTABLE_FILES.test(file) ? IMMUTABLE : REVALIDATE };
  return {
    'content-type': contentTypeOf(file),
    ...caching,
    'content-security-policy': filePolicy(file, html),
    ...(COMPRESSIBLE.test(file) ? { vary: 'Accept-Encoding' } : {}),
  };
}

/** Whether a file is a page whose inline scripts its policy must name. */
export const isPage = (file: string) => file.endsWith('.html');

/**
 * The entity tag of a file as Caddy's file server makes it (modification time in seconds, then size, both
 * in base 36), so a browser's cached copy is recognised by either server.
 */
export function entityTag(mtimeMs: number, size: number): string {
  return `"${Math.floor(mtimeMs / 1000).toString(36)}${size.toString(36)}"`;
}
