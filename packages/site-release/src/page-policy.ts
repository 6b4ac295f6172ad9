// The security headers of every answer and the Content-Security-Policy of pages. The API's server sends
// them, and the Caddy configuration made with each release (scripts/site-caddy.ts) writes the same values,
// so a page is answered alike by either.
import { createHash } from 'node:crypto';

/**
 * Pages (site, admin SPA, API docs) may load only from this origin, and nothing may frame them. Scripts
 * run only from files of this origin, plus the inline scripts a page was built with, allowed one by one
 * by their hash (`pagePolicy(hashes)`): an injected script never runs. Styles stay inline-capable
 * (island and docs markup sets style attributes), which cannot run code.
 */
const PAGE_DIRECTIVES: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // No upgrade-insecure-requests: behind TLS the proxy redirects, and on plain-HTTP development it
  // would break loading.
};

/**
 * The policy of an HTML page whose inline scripts have these sha256 sources. `wasm`: the page (or worker)
 * may compile WebAssembly, which the site search's index reader needs; no other page gets it.
 */
export function pagePolicy(scriptHashes: readonly string[] = [], { wasm = false } = {}): string {
  const directives = {
    ...PAGE_DIRECTIVES,
    'script-src': [
      ...PAGE_DIRECTIVES['script-src'],
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes,
    ],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers of every answer, whatever it is: no framing, no MIME sniffing, no cross-origin reads or window
 * handles, a Referer with the origin only across sites, browser features no page uses switched off, and
 * HTTPS remembered for a year (browsers ignore it on plain HTTP, as in development). Kept as plain values
 * rather than computed per request, so the Caddy configuration can carry them word for word.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; '0' switches it off where it still exists.
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

// An inline script is a <script> without a src attribute; its text runs to the first </script>, as
// the HTML parser reads it.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * The `type` values of scripts a browser runs (classic, module, import map, speculation rules) and that
 * the policy therefore governs. Any other type is a data block (JSON-LD): never run, so it needs no hash.
 */
const RUN_TYPES =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

function runs(attributes: string): boolean {
  const type = TYPE.exec(` ${attributes}`);
  if (!type) return true;
  return RUN_TYPES.test((type[1] ?? type[2] ?? type[3]).trim().toLowerCase());
}

/**
 * The sha256 sources of the inline scripts a page runs, for its Content-Security-Policy: the page may run
 * exactly the inline scripts it was built with, and nothing injected into it. Astro inlines its island
 * loader and small page scripts; hashing them as served keeps the policy right for every build without
 * 'unsafe-inline'. Data blocks are left out: they never run, and as their text differs on every page
 * (each article's JSON-LD) they would give every page a policy of its own, where pages of one kind share one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(` ${attributes}`) || !runs(attributes)) continue;
    // Browsers hash the text after the parser's newline normalisation (CRLF and CR become LF).
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
