// Writes the Caddy configuration of a release (`.caddy-site` in the release folder), so Caddy serves its files
// straight from disk with the headers the API's server sends for them: each page's policy (its inline
// scripts' hashes), caching, types, the security headers, and the Brotli and gzip copies. deploy/Caddyfile
// imports the live release's file; `caddy reload` (SITE_LIVE_COMMAND) after a swap makes the new one live.
//
// The file names its release's folder, so Caddy never mixes two releases: files and headers always come from
// the release the configuration was loaded with. Headers are computed by @gkj/site-release's rules for every
// file, then written as a few rules (a whole folder, numbered folders alike, an extension) rather than one
// entry per page, so Caddy looks up a page's headers in a short list; every file is checked against the
// rules before the file is written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPRESSED_COPIES,
  fileHeaders,
  isPage,
  isPublicFile,
  LATE_DETAIL_TEMPLATES,
  releasesDir,
  SECURITY_HEADERS,
} from '@gkj/site-release';

/** The configuration's name in the release folder (a dot file: never served, by either server). */
export const CADDY_SITE_FILE = '.caddy-site';
/**
 * Each file's headers as the configuration was made from them, kept beside it: the next release takes them
 * over for every file it shares with this one (the same inode: a hard link, as a fast release's unchanged
 * files are), so only its new files are read again.
 */
export const CADDY_HEADERS_FILE = '.caddy-headers.json';
/** What deploy/Caddyfile imports; the site folder is passed to it as the import's argument. */
export const caddySitePattern = (siteDir: string) => path.join(siteDir, 'current', `${CADDY_SITE_FILE}*`);

const DEFAULT_TYPE = 'application/octet-stream';
/** Characters a Caddyfile token cannot carry as they are (placeholders, quoting, line breaks). */
const UNWRITABLE = /[{}"\\\s]/;

interface Rule {
  /** An exact path, or a regular expression (written with Caddy's `~`). */
  input: string;
  regex: boolean;
  value: string;
}

/** What `.caddy-headers.json` holds: each distinct set of headers once, and per file its inode and set. */
interface KeptHeaders {
  headers: Record<string, string>[];
  files: Record<string, [inode: number, headers: number]>;
}

const quote = (text: string) => `"${text}"`;
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

interface Folder {
  files: Map<string, string>;
  folders: Map<string, Folder>;
}

function folderTree(values: Map<string, string>): Folder {
  const root: Folder = { files: new Map(), folders: new Map() };
  for (const [file, value] of values) {
    const segments = file.split('/');
    let folder = root;
    for (const name of segments.slice(0, -1)) {
      let next = folder.folders.get(name);
      if (!next) {
        next = { files: new Map(), folders: new Map() };
        folder.folders.set(name, next);
      }
      folder = next;
    }
    folder.files.set(segments.at(-1) as string, value);
  }
  return root;
}

/** The one value of every file under a folder, or undefined when they differ. */
function uniformValue(folder: Folder): string | undefined {
  const values = new Set(folder.files.values());
  for (const inner of folder.folders.values()) {
    const value = uniformValue(inner);
    if (value === undefined) return undefined;
    values.add(value);
  }
  return values.size === 1 ? [...values][0] : undefined;
}

function mostCommon(values: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A fallback no value equals: every file gets a rule of its own (inside a folder a later rule would catch). */
const NO_FALLBACK = '\0';

/**
 * Rules (first match wins) giving every file under `folder` its value, where `fallback` needs no rule:
 * a folder whose files share a value is one rule, and numbered folders (`artikel/12/`) that share one are
 * one rule, after the rules of the few that differ.
 */
function folderRules(folder: Folder, prefix: string, fallback: string, rules: Rule[]): void {
  for (const [name, value] of folder.files) {
    if (value !== fallback) rules.push({ input: `/${prefix}${name}`, regex: false, value });
  }
  const isNumbered = (name: string) => /^\d+$/.test(name);
  const numbered = [...folder.folders].filter(([name]) => isNumbered(name));
  const common = mostCommon(numbered.map(([, inner]) => uniformValue(inner) ?? NO_FALLBACK));
  const grouped = numbered.length > 1 && common !== NO_FALLBACK ? common : undefined;
  for (const [name, inner] of folder.folders) {
    const value = uniformValue(inner);
    if (grouped !== undefined && isNumbered(name) && value === grouped) continue;
    // A numbered folder outside the group must say every value, or the group's rule would catch its files.
    const own = grouped !== undefined && isNumbered(name) ? NO_FALLBACK : fallback;
    if (value === undefined) folderRules(inner, `${prefix}${name}/`, own, rules);
    else if (value !== own)
      rules.push({ input: `^/${escapeRegex(`${prefix}${name}/`)}`, regex: true, value });
  }
  if (grouped !== undefined && grouped !== fallback) {
    rules.push({ input: `^/${escapeRegex(prefix)}[0-9]+/`, regex: true, value: grouped });
  }
}

/** Rules for a value per file, checked to give each file exactly its value. */
function compactRules(values: Map<string, string>, fallback: string): Rule[] {
  const rules: Rule[] = [];
  folderRules(folderTree(values), '', fallback, rules);
  const matchers = rules.map((rule) => {
    const pattern = rule.regex ? new RegExp(rule.input) : undefined;
    return (urlPath: string) => (pattern ? pattern.test(urlPath) : rule.input === urlPath);
  });
  const ruleValue = (urlPath: string) => rules[matchers.findIndex((matches) => matches(urlPath))]?.value;
  for (const [file, value] of values) {
    if ((ruleValue(`/${file}`) ?? fallback) !== value) {
      throw new Error(`Konfigurasi Caddy tidak cocok untuk /${file}.`);
    }
  }
  return rules;
}

/** The extension Caddy's rules see for a file (`.html`), or undefined for a name without one. */
function extensionOf(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : undefined;
}

/** Type rules: one per extension, an exact one for a file whose type its extension does not tell. */
function typeRules(types: Map<string, string>): Rule[] {
  const byExtension = new Map<string, Set<string>>();
  for (const [file, type] of types) {
    const extension = extensionOf(file);
    if (extension) byExtension.set(extension, (byExtension.get(extension) ?? new Set()).add(type));
  }
  const rules: Rule[] = [];
  const exceptions: Rule[] = [];
  for (const [file, type] of types) {
    const extension = extensionOf(file);
    const shared = extension ? byExtension.get(extension) : undefined;
    if (!shared || shared.size > 1) {
      if (type !== DEFAULT_TYPE) exceptions.push({ input: `/${file}`, regex: false, value: type });
    }
  }
  for (const [extension, shared] of byExtension) {
    const [type] = shared;
    if (shared.size === 1 && type !== DEFAULT_TYPE) {
      rules.push({ input: `${escapeRegex(extension)}$`, regex: true, value: type });
    }
  }
  return [...exceptions, ...rules];
}

const mapEntry = (rule: Rule, values: string[]) =>
  `\t\t\t${quote(rule.regex ? `~${rule.input}` : rule.input)} ${values.map(quote).join(' ')}`;

function publicFiles(releaseDir: string): string[] {
  return readdirSync(releaseDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(releaseDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(isPublicFile)
    .sort();
}

function readKeptHeaders(releaseDir: string | undefined): KeptHeaders | undefined {
  if (!releaseDir) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(releaseDir, CADDY_HEADERS_FILE), 'utf8')) as KeptHeaders;
  } catch {
    // A release from before the file existed, or none: every file is read.
    return undefined;
  }
}

/**
 * Every public file's headers by @gkj/site-release's rules, reading a page only when `previousDir` (the
 * live release) has no headers for that very file; returned with what to keep for the next release.
 */
function headersOfFiles(releaseDir: string, files: string[], previousDir?: string) {
  const previous = readKeptHeaders(previousDir);
  const kept: KeptHeaders = { headers: [], files: {} };
  const indexOf = new Map<string, number>();
  const byFile = new Map<string, Record<string, string>>();
  for (const file of files) {
    const inode = statSync(path.join(releaseDir, file)).ino;
    const known = previous?.files[file];
    let headers = known?.[0] === inode ? previous?.headers[known[1]] : undefined;
    if (!headers) {
      const html = isPage(file) ? readFileSync(path.join(releaseDir, file), 'utf8') : undefined;
      headers = fileHeaders(file, html);
    }
    const key = JSON.stringify(headers);
    let index = indexOf.get(key);
    if (index === undefined) {
      index = kept.headers.push(headers) - 1;
      indexOf.set(key, index);
    }
    kept.files[file] = [inode, index];
    byFile.set(file, headers);
  }
  return { byFile, kept };
}

/**
 * The Caddy configuration of the release in `releaseDir` (named `releaseId` under releases/), with the
 * headers to keep beside it; `previousDir` is the live release, whose kept headers spare reading the files
 * both share.
 */
function caddySiteConfig(
  releaseDir: string,
  releaseId: string,
  previousDir?: string,
): { config: string; kept: KeptHeaders } {
  const files = publicFiles(releaseDir);
  const unwritable = files.find((file) => UNWRITABLE.test(file));
  if (unwritable) throw new Error(`Nama berkas tidak dapat ditulis ke konfigurasi Caddy: ${unwritable}`);
  const { byFile, kept } = headersOfFiles(releaseDir, files, previousDir);
  const types = new Map<string, string>();
  const kinds = new Map<string, string>();
  const varies = new Set<string>();
  const extraByFile = new Map<string, Record<string, string>>();
  for (const [file, headers] of byFile) {
    const {
      'content-type': type,
      'cache-control': caching,
      'content-security-policy': policy,
      vary,
      ...extra
    } = headers;
    types.set(file, type);
    kinds.set(file, JSON.stringify([caching, policy]));
    if (vary) varies.add(file);
    if (Object.keys(extra).length > 0) extraByFile.set(file, extra);
  }
  const fallbackKind = mostCommon(kinds.values()) ?? JSON.stringify(['no-cache', '']);
  const kindRules = compactRules(kinds, fallbackKind);
  // Vary by extension, as the rules say it (compressible types); checked like the rest.
  const varyExtensions = [...new Set([...varies].map((file) => extensionOf(file) ?? ''))];
  for (const file of files) {
    const matches = varyExtensions.some((extension) => extension && file.endsWith(extension));
    if (matches !== varies.has(file)) throw new Error(`Konfigurasi Caddy tidak cocok untuk /${file} (Vary).`);
  }

  const root = `{args.0}/${path.basename(releasesDir('.'))}/${releaseId}`;
  const lines = [
    `# The site release ${releaseId}, served by Caddy as the API's server serves it. Written by the site build`,
    '# (scripts/site-caddy.ts); deploy/Caddyfile imports it with the site folder as its argument.',
    '@gkj_release_file {',
    '\tfile {',
    `\t\troot ${root}`,
    '\t\ttry_files {path} {path}/index.html {path}.html',
    '\t}',
    // Hidden files (.well-known), the late-detail templates and compressed copies are the server's to answer.
    '\tnot path_regexp (^|/)\\.|\\.(br|gz)$',
    `\tnot path /${LATE_DETAIL_TEMPLATES} /${LATE_DETAIL_TEMPLATES}/*`,
    '}',
    'handle @gkj_release_file {',
    `\troot * ${root}`,
    '\troute {',
    '\t\trewrite * {http.matchers.file.relative}',
    '\t\tmap {path} {gkj_type} {',
    ...typeRules(types).map((rule) => mapEntry(rule, [rule.value])),
    `\t\t\tdefault ${quote(DEFAULT_TYPE)}`,
    '\t\t}',
    '\t\tmap {path} {gkj_cache} {gkj_policy} {',
    ...kindRules.map((rule) => mapEntry(rule, JSON.parse(rule.value))),
    `\t\t\tdefault ${(JSON.parse(fallbackKind) as string[]).map(quote).join(' ')}`,
    '\t\t}',
    '\t\theader {',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `\t\t\t${name} ${quote(value)}`),
    '\t\t\tContent-Type {gkj_type}',
    '\t\t\tCache-Control {gkj_cache}',
    '\t\t\tContent-Security-Policy {gkj_policy}',
    '\t\t}',
  ];
  for (const [file, extra] of extraByFile) {
    lines.push(`\t\theader /${file} {`);
    for (const [name, value] of Object.entries(extra)) lines.push(`\t\t\t${name} ${quote(value)}`);
    lines.push('\t\t}');
  }
  if (varyExtensions.length > 0) {
    // Deferred, so it replaces the Vary the file server adds when it sends a copy: one value either way.
    lines.push(`\t\t@gkj_varies path ${varyExtensions.map((extension) => `*${extension}`).join(' ')}`);
    lines.push('\t\theader @gkj_varies {', '\t\t\tdefer', '\t\t\tVary Accept-Encoding', '\t\t}');
  }
  lines.push(
    '\t\tfile_server {',
    `\t\t\tprecompressed ${COMPRESSED_COPIES.map((copy) => copy.encoding).join(' ')}`,
    '\t\t}',
    '\t}',
    '}',
    '',
  );
  return { config: lines.join('\n'), kept };
}

/**
 * Writes the release's Caddy configuration into it (before it is moved into releases/ and made live), and
 * the headers it was made from; `previousDir`, the live release, lends the headers of the files both share.
 */
export function writeCaddySite(releaseDir: string, releaseId: string, previousDir?: string): void {
  const { config, kept } = caddySiteConfig(releaseDir, releaseId, previousDir);
  writeFileSync(path.join(releaseDir, CADDY_HEADERS_FILE), JSON.stringify(kept));
  writeFileSync(path.join(releaseDir, CADDY_SITE_FILE), config);
}
