// The fast path of a rebuild: an edit's pages rendered again with the bundle the live release's build kept
// (site/fast-render.ts), into a new release that shares every other file with the live one as hard links.
// It is checked and swapped like a whole build's release, and the whole build follows and replaces it. It
// applies when the set of pages is the one of the live release (an edit, not an item added or removed, whose
// search index and sitemap need the whole build).
import { execFile } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CADDY_HEADERS_FILE, CADDY_SITE_FILE } from './site-caddy.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Where a build keeps the bundle that rendered a release (one per release; only the live one's is kept). */
export function rendererDir(cacheDir: string, releaseId: string): string {
  return path.join(cacheDir, 'renderer', releaseId);
}

/** After a release went live: its build's renderer becomes the kept one, and no other stays. */
export function keepRendererOf(cacheDir: string, builtInto: string, releaseId: string): void {
  const dir = path.join(cacheDir, 'renderer');
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (path.join(dir, name) !== builtInto) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  if (existsSync(builtInto)) renameSync(builtInto, rendererDir(cacheDir, releaseId));
}

/** What the release step writes itself: its Caddy files, and the compressed copies (relinked for unchanged files). */
const RELEASE_STEP_FILES = new Set([CADDY_SITE_FILE, CADDY_HEADERS_FILE]);

/** Hard links of the live release's files into `outDir`, except what the release step writes itself. */
function linkRelease(liveDir: string, outDir: string): void {
  for (const entry of readdirSync(liveDir, { withFileTypes: true, recursive: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(outDir, path.relative(liveDir, source));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name) && !RELEASE_STEP_FILES.has(entry.name)) {
      mkdirSync(path.dirname(target), { recursive: true });
      linkSync(source, target);
    }
  }
}

export interface FastRender {
  /** The files written again, relative to the release. */
  changed: string[];
  /** Where the time went: rendering (a process of its own) and, meanwhile, linking the live release's files. */
  renderSeconds: number;
  linkSeconds: number;
}

/**
 * Fills `outDir` with the live release as links and the pages of now rendered again over them; undefined
 * (and a line in the log) when the fast path does not apply.
 */
export async function renderFastRelease(options: {
  siteDir: string;
  liveRelease: string;
  cacheDir: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  log: (line: string) => void;
}): Promise<FastRender | undefined> {
  const renderer = rendererDir(options.cacheDir, options.liveRelease);
  if (!existsSync(path.join(renderer, 'paths.json'))) return undefined;
  const rendered = `${options.outDir}.halaman`;
  const started = performance.now();
  // Rendering runs in a process of its own; the links are made meanwhile, on the other core.
  const rendering = run(
    process.execPath,
    [path.join(root, 'site', 'fast-render.ts'), '--renderer', renderer, '--outDir', rendered],
    { cwd: path.join(root, 'site'), env: options.env, signal: options.signal, maxBuffer: 16 * 1024 * 1024 },
  );
  // Settled before the rendered pages are removed, however the fast path ends.
  const renderSettled = rendering.catch(() => undefined);
  try {
    linkRelease(path.join(options.siteDir, 'releases', options.liveRelease), options.outDir);
    const linkedAt = performance.now();
    const { stdout } = await rendering;
    const answer = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      berkas?: string[];
      lewati?: string;
    };
    if (!answer.berkas) {
      options.log(`Jalur cepat dilewati: ${answer.lewati ?? 'jawaban tidak dikenal'}.`);
      return undefined;
    }
    const renderedAt = performance.now();
    const changed: string[] = [];
    for (const file of answer.berkas) {
      const target = path.join(options.outDir, file);
      const content = readFileSync(path.join(rendered, file));
      if (existsSync(target) && readFileSync(target).equals(content)) continue;
      // Replaced, never written through: the name is a link to the live release's file.
      rmSync(target, { force: true });
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(rendered, file), target);
      changed.push(file);
    }
    const seconds = (from: number, to: number) => (to - from) / 1000;
    return {
      changed,
      renderSeconds: seconds(started, renderedAt),
      linkSeconds: seconds(started, linkedAt),
    };
  } catch (error) {
    options.log(
      `Jalur cepat gagal, build lengkap tetap berjalan: ${(error as Error).message.split('\n')[0]}`,
    );
    return undefined;
  } finally {
    await renderSettled;
    rmSync(rendered, { recursive: true, force: true });
  }
}
