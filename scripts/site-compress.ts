// Writes `.br` and `.gz` beside every text file of a built release (and of the admin's build), so the
// static server (or nginx's `gzip_static`, a CDN) sends them as they are. A file whose bytes equal the same file in the previous
// release takes that release's compressed copies as hard links, so an incremental build compresses only the
// pages it changed. The rebuild hook runs this right after the swap, while it still holds the build claim:
// until a copy exists the server sends the plain file, and every copy appears whole (written beside, then
// renamed in), so a visitor never gets half of one. Nothing else ever writes to a release.
import { linkSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, hasCompressedCopies } from '@gkj/site-release';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Hashed bundles are few and cached for a year: they get Brotli's best. Pages get quality 5, within 10%
 * of the best at a fiftieth of its time (3,000 pages: seconds instead of minutes).
 */
const HASHED_BUNDLES = /^(?:_astro|admin-assets)\//;
const brotliQuality = (relative: string) => (HASHED_BUNDLES.test(relative) ? 11 : 5);

export interface CompressResult {
  compressed: number;
  reused: number;
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Links the previous release's compressed copies when its file has the same bytes; false otherwise. */
function reuse(relative: string, content: Buffer, outDir: string, previousDir: string | undefined): boolean {
  if (!previousDir) return false;
  const before = path.join(previousDir, relative);
  let previous: Buffer;
  try {
    previous = readFileSync(before);
  } catch {
    return false;
  }
  if (!previous.equals(content)) return false;
  const target = path.join(outDir, relative);
  try {
    linkSync(`${before}.gz`, `${target}.gz`);
    linkSync(`${before}.br`, `${target}.br`);
    return true;
  } catch {
    // Unlinked, never written through: the previous release's copies must stay as they are.
    rmSync(`${target}.gz`, { force: true });
    rmSync(`${target}.br`, { force: true });
    return false;
  }
}

async function compress(relative: string, content: Buffer, outDir: string): Promise<void> {
  const target = path.join(outDir, relative);
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative),
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([replaceWhole(`${target}.gz`, gz), replaceWhole(`${target}.br`, br)]);
}

/**
 * Written beside and renamed over: readers see the old file or the new one, never part of it, and a name
 * that is a hard link to another release's copy is replaced rather than written through.
 */
async function replaceWhole(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Compresses the text files of `outDir`, reusing `previousDir`'s copies of unchanged files. */
export async function precompressRelease(outDir: string, previousDir?: string): Promise<CompressResult> {
  const files = textFiles(outDir);
  const result: CompressResult = { compressed: 0, reused: 0 };
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const relative = files[i];
      const content = await readFile(path.join(outDir, relative));
      if (!hasCompressedCopies(relative, content.length)) continue;
      if (reuse(relative, content, outDir, previousDir)) {
        result.reused += 1;
      } else {
        await compress(relative, content, outDir);
        result.compressed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return result;
}
