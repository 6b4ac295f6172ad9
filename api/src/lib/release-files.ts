import { readlinkSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import {
  COMPRESSED_COPIES,
  entityTag,
  fileCandidates,
  fileHeaders,
  hasCompressedCopies,
  isPage,
  liveLink,
} from '@gkj/site-release';

/**
 * The live site release as a table in memory: which files it has, and for each file asked for, its headers
 * (type, caching, the policy naming its inline scripts) and its copies (plain, Brotli, gzip) with their
 * validators, and the bytes of the small ones. A release never changes once it is live (only its
 * compressed copies appear, right after the swap), so each file is looked at once; a page request then
 * costs no file-system call but one `readlink` of `current`.
 */

/** Files up to this size are kept in memory once sent; larger ones are streamed from disk each time. */
const MAX_KEPT_FILE = 256 * 1024;
/** The bytes kept per release, at most: the pages asked for most come first, the rest are streamed. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Addresses remembered per release with the answer they resolved to (each spelling of a path counts). */
const MAX_ADDRESSES = 50_000;
/** Releases kept as tables: the live one and the one before (a rollback, or a swap seen mid-request). */
const TABLES_KEPT = 2;

export type Encoding = 'br' | 'gzip';

/** One way to send a file: as it is, or one of its compressed copies. */
export interface Variant {
  /** Where its bytes are. */
  path: string;
  size: number;
  etag: string;
  /** Every header particular to this answer (the security headers of all answers come on top). */
  headers: Record<string, string>;
  /** The bytes, once sent and small enough to keep. */
  body?: Buffer;
}

export interface FileAnswer {
  /** The file, relative to the release. */
  file: string;
  /** Modification time of the file, whole seconds (what Last-Modified says). */
  modifiedMs: number;
  /** Every compressed copy the file will have is there (they are written right after the swap). */
  final: boolean;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

function variantOf(
  file: string,
  info: { mtimeMs: number; size: number },
  common: Record<string, string>,
  encoding?: Encoding,
): Variant {
  const etag = entityTag(info.mtimeMs, info.size);
  return {
    path: file,
    size: info.size,
    etag,
    headers: {
      ...common,
      etag,
      'accept-ranges': 'bytes',
      'content-length': String(info.size),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/** The answer for one file as it is on disk now (a page is read for its policy; bytes are kept when asked). */
async function buildAnswer(root: string, file: string): Promise<FileAnswer> {
  const absolute = path.join(root, file);
  const info = await stat(absolute);
  const html = isPage(file) ? await readFile(absolute) : undefined;
  const modifiedMs = Math.floor(info.mtimeMs / 1000) * 1000;
  // Last-Modified is the file's own time for every copy, as Caddy sends it; each copy has its own tag.
  const common = {
    ...fileHeaders(file, html?.toString('utf8')),
    'last-modified': new Date(modifiedMs).toUTCString(),
  };
  const answer: FileAnswer = { file, modifiedMs, final: true, identity: variantOf(absolute, info, common) };
  if (hasCompressedCopies(file, info.size)) {
    for (const { encoding, suffix } of COMPRESSED_COPIES) {
      const copy = await stat(absolute + suffix).catch(() => undefined);
      if (copy?.isFile()) answer[encoding] = variantOf(absolute + suffix, copy, common, encoding);
      else answer.final = false;
    }
  }
  return answer;
}

export class ReleaseTable {
  readonly root: string;
  private files: Promise<Set<string>> | undefined;
  private readonly answers = new Map<string, FileAnswer>();
  private readonly byAddress = new Map<string, FileAnswer>();
  private readonly building = new Map<string, Promise<FileAnswer | undefined>>();
  private keptBytes = 0;

  constructor(root: string) {
    this.root = root;
  }

  /** Every file of the release, relative to it, listed once. */
  private listing(): Promise<Set<string>> {
    this.files ??= readdir(this.root, { recursive: true, withFileTypes: true }).then(
      (entries) =>
        new Set(
          entries
            .filter((entry) => entry.isFile())
            .map((entry) =>
              path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
            ),
        ),
      () => new Set<string>(),
    );
    return this.files;
  }

  /** The answer for an address asked for before: the fast path, with no waiting at all. */
  known(urlPath: string): FileAnswer | undefined {
    return this.byAddress.get(urlPath);
  }

  /** The answer for an address (`/profile` → `profile/index.html`), or undefined when the release lacks it. */
  async find(urlPath: string): Promise<FileAnswer | undefined> {
    const files = await this.listing();
    const file = fileCandidates(urlPath).find((candidate) => files.has(candidate));
    const answer = file ? await this.answer(file) : undefined;
    if (answer?.final && this.byAddress.size < MAX_ADDRESSES) {
      this.byAddress.set(urlPath, answer);
    }
    return answer;
  }

  /** The answer for a file of the release (which must exist), built on its first request. */
  async answer(file: string): Promise<FileAnswer | undefined> {
    const known = this.answers.get(file);
    if (known) return known;
    let pending = this.building.get(file);
    if (!pending) {
      pending = buildAnswer(this.root, file).then(
        (answer) => {
          // Until its compressed copies are written the file is looked at again on each request.
          if (answer.final) this.answers.set(file, answer);
          return answer;
        },
        () => undefined,
      );
      this.building.set(file, pending);
      void pending.finally(() => this.building.delete(file));
    }
    return pending;
  }

  private fits(size: number): boolean {
    return size <= MAX_KEPT_FILE && this.keptBytes + size <= MAX_KEPT_BYTES;
  }

  /**
   * The bytes of a copy: from memory, or read once and kept while the release's budget allows (only the
   * copies browsers ask for take room: mostly Brotli).
   */
  async body(variant: Variant): Promise<Buffer | undefined> {
    if (variant.body) return variant.body;
    if (!this.fits(variant.size)) return undefined;
    const bytes = await readFile(variant.path);
    if (!variant.body && this.fits(bytes.length)) {
      variant.body = bytes;
      this.keptBytes += bytes.length;
    }
    return bytes;
  }
}

/**
 * The encoding a browser prefers among `values`, by its Accept-Encoding (q-values included). Browsers send
 * few distinct values, so each answer is remembered; the memory is emptied when it holds many.
 */
function preferredAmong(values: Encoding[]): (accepted: string) => Encoding | null {
  const known = new Map<string, Encoding | null>();
  return (accepted) => {
    let choice = known.get(accepted);
    if (choice === undefined) {
      choice = negotiate(accepted, values);
      if (known.size >= 64) known.clear();
      known.set(accepted, choice);
    }
    return choice;
  };
}
const preferBrotliOrGzip = preferredAmong(['br', 'gzip']);
const acceptsGzip = preferredAmong(['gzip']);

/** The copy to send for what the browser accepts: Brotli before gzip, as Caddy's `precompressed br gzip`. */
export function chooseVariant(answer: FileAnswer, acceptEncoding: string | undefined): Variant {
  if (!acceptEncoding || (!answer.br && !answer.gzip)) return answer.identity;
  const preferred = preferBrotliOrGzip(acceptEncoding);
  if (preferred && answer[preferred]) return answer[preferred] as Variant;
  if (preferred === 'br' && answer.gzip && acceptsGzip(acceptEncoding) === 'gzip') return answer.gzip;
  return answer.identity;
}

/** Whether the browser's copy is still good (If-None-Match, else If-Modified-Since). */
export function notModified(
  answer: FileAnswer,
  variant: Variant,
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
): boolean {
  const tags = headers['if-none-match'];
  if (tags !== undefined) {
    return tags.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || value.replace(/^W\//, '') === variant.etag;
    });
  }
  const since = headers['if-modified-since'];
  if (!since) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && answer.modifiedMs <= time;
}

/**
 * The live release of a site folder. `current` is read on every request (one `readlink`, no thread-pool
 * round trip), so a swap is seen by the very next request; each release's table is built once.
 */
export class LiveRelease {
  private readonly siteDir: string;
  private readonly link: string;
  private readonly tables = new Map<string, ReleaseTable>();

  constructor(siteDir: string) {
    this.siteDir = siteDir;
    this.link = liveLink(siteDir);
  }

  current(): ReleaseTable | undefined {
    let target: string;
    try {
      target = readlinkSync(this.link);
    } catch {
      return undefined;
    }
    let table = this.tables.get(target);
    if (!table) {
      table = new ReleaseTable(path.resolve(this.siteDir, target));
      this.tables.set(target, table);
      for (const old of this.tables.keys()) {
        if (this.tables.size <= TABLES_KEPT) break;
        this.tables.delete(old);
      }
    }
    return table;
  }
}
