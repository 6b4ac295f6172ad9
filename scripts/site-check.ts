// What a finished build must contain before it may go live: every fixed route of the public site and one
// page per article, activity and bulletin the API publishes, each a complete HTML document.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';

/** The public pages of text alone (no list, no gallery): they ship no script, and the bench and the build test check so. */
export const TEXT_PAGES = [
  '/profile',
  '/profil-pendeta',
  '/visi-misi',
  '/struktur-kemajelisan',
  '/susunan-organisasi',
  '/warta',
];

/** The fixed public routes (spec: public site, section 2) as the files `astro build` writes. */
export const FIXED_PAGES = [
  'index.html',
  '404.html',
  'profile/index.html',
  'kegiatan/index.html',
  'warta/index.html',
  'visi-misi/index.html',
  'galeri-gereja/index.html',
  'struktur-kemajelisan/index.html',
  'susunan-organisasi/index.html',
  'profil-pendeta/index.html',
  // The site search's results page (its index is checked by the build itself: site/src/lib/output-check.ts).
  'cari/index.html',
  // The templates the server fills for a detail page newer than the build (site/src/lib/routes.ts).
  'detail-baru/kegiatan/index.html',
  'detail-baru/artikel/index.html',
  // Where staff read a draft through its signed link (the server sends it uncached, unindexed).
  'pratinjau/index.html',
];

/** The ids the API publishes at one moment. */
export interface Publication {
  artikel: number[];
  kegiatan: number[];
  warta: number[];
}

const FETCH_TIMEOUT_MS = 30_000;

async function fetchIds(apiUrl: string, resource: string, idField: string): Promise<number[]> {
  const url = new URL(`/api/publikasi/${resource}`, apiUrl);
  let response: Response;
  try {
    // Uncompressed, as the build reads the API (site/src/lib/build-env.ts): both run beside it.
    response = await fetch(url, {
      headers: { 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    throw new Error(`API tidak dapat dihubungi di ${url.href} (${reason}).`);
  }
  if (!response.ok) throw new Error(`API menjawab ${response.status} untuk ${url.href}.`);
  const body = (await response.json().catch(() => undefined)) as
    | { data?: Record<string, unknown>[] }
    | undefined;
  if (!Array.isArray(body?.data)) throw new Error(`Jawaban ${url.href} tidak berisi daftar data.`);
  return body.data.map((row) => Number(row[idField]));
}

export async function fetchPublication(apiUrl: string): Promise<Publication> {
  const [artikel, kegiatan, warta] = await Promise.all([
    fetchIds(apiUrl, 'artikel', 'id_artikel'),
    fetchIds(apiUrl, 'kegiatan', 'id_kegiatan_gereja'),
    fetchIds(apiUrl, 'warta-jemaat', 'id_warta'),
  ]);
  return { artikel, kegiatan, warta };
}

/**
 * The pages a build must have, given what the API published before and after it. Only items present both
 * times are required: one added or deleted while the build ran is the next build's job, not a reason to
 * reject this one.
 */
export function expectedPages(before: Publication, after: Publication): string[] {
  const both = (a: number[], b: number[]) => a.filter((id) => b.includes(id));
  return [
    ...FIXED_PAGES,
    ...both(before.artikel, after.artikel).map((id) => `artikel/${id}/index.html`),
    ...both(before.kegiatan, after.kegiatan).map((id) => `kegiatan/${id}/index.html`),
    ...both(before.warta, after.warta).map((id) => `warta/${id}/index.html`),
  ];
}

/**
 * True when the file exists and its end holds the closing `</html>` (a cut-off write does not). Astro may
 * put a hoisted module script after it, so the tag is looked for near the end, not as the last bytes.
 */
function isCompletePage(file: string): boolean {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return false;
  }
  const tailLength = Math.min(size, 4096);
  const tail = Buffer.alloc(tailLength);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, tail, 0, tailLength, size - tailLength);
  } finally {
    closeSync(fd);
  }
  return /<\/html>/i.test(tail.toString('utf8'));
}

/** The expected pages that are missing or incomplete in `outDir`. */
export function missingPages(outDir: string, pages: string[]): string[] {
  return pages.filter((page) => !isCompletePage(path.join(outDir, page)));
}
