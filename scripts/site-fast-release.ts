// The fast path of a rebuild: an edit's pages rendered again with the bundle the live release's build kept
// (site/fast-render.ts), into a new release that shares every other file with the live one as hard links.
// It is checked and swapped like a whole build's release, and the whole build follows and replaces it. It
// applies when the set of pages is the one of the live release (an edit, not an item added or removed, whose
// search index and sitemap need the whole build).
//
// Made ready after each whole build (prepareFastRelease): a renderer process that has loaded the bundle waits
// for the next edit on a socket, and the live release's links wait in prepared/, so that edit costs the
// rendering of its pages and the swap. Either may be missing (the first edit after a start, a renderer that
// waited too long); the edit is then rendered by a process of its own and linked meanwhile.
import { execFile, spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { addAbortSignal } from 'node:stream';
import { promisify } from 'node:util';
import {
  parseRenderAnswer,
  preparedDir,
  type RenderRequest,
  releasesDir,
  renderSocket,
  siteSettings,
} from '@gkj/site-release';
import { CADDY_HEADERS_FILE, CADDY_SITE_FILE } from './site-caddy.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const siteFolder = path.join(root, 'site');
const renderProgram = path.join(siteFolder, 'fast-render.ts');
/** A renderer's environment: production, as `astro build` sets it for itself (React's production build). */
const renderEnv = (env: NodeJS.ProcessEnv) => ({ ...env, NODE_ENV: 'production' });

/** Where a build keeps the bundle that rendered a release (one per release; only the live one's is kept). */
export function rendererDir(cacheDir: string, releaseId: string): string {
  return path.join(cacheDir, 'renderer', releaseId);
}

/** Where a build keeps its renderer until its release went live (then keepRendererOf names it after it). */
export function buildingRendererDir(cacheDir: string, releaseId: string): string {
  return path.join(cacheDir, 'renderer', `baru-${releaseId}`);
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

/**
 * After a whole build went live and its renderer was kept: the next edit's fast release made ready. A renderer
 * process (detached: it outlives this one, and the publisher never waits on it) loads the bundle and waits,
 * while the live release is linked into prepared/ (under a temporary name, so it is there whole or not).
 */
export function prepareFastRelease(options: {
  siteDir: string;
  cacheDir: string;
  releaseId: string;
  env: NodeJS.ProcessEnv;
}): void {
  const renderer = rendererDir(options.cacheDir, options.releaseId);
  const socket = renderSocket(renderer);
  if (socket && existsSync(path.join(renderer, 'paths.json'))) {
    spawn(process.execPath, [renderProgram, '--renderer', renderer, '--wait', socket], {
      cwd: siteFolder,
      env: renderEnv(options.env),
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  const prepared = preparedDir(options.siteDir);
  rmSync(prepared, { recursive: true, force: true });
  const unfinished = path.join(prepared, `${options.releaseId}.belum`);
  linkRelease(path.join(releasesDir(options.siteDir), options.releaseId), unfinished);
  renameSync(unfinished, path.join(prepared, options.releaseId));
}

function connectTo(socket: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    connection.once('connect', () => resolve(connection));
    connection.once('error', reject);
  });
}

/**
 * Asks the renderer waiting for this release to render into `outDir`, or starts a renderer process when none
 * waits. Resolves once the work is under way (the request sent, or the process started); `answer` then
 * settles with the renderer's last output line.
 */
async function startRendering(
  renderer: string,
  outDir: string,
  options: { env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<{ answer: Promise<string>; waiting: boolean }> {
  const socket = renderSocket(renderer);
  const connection = socket ? await connectTo(socket).catch(() => undefined) : undefined;
  if (connection) {
    if (options.signal) addAbortSignal(options.signal, connection);
    connection.setEncoding('utf8');
    const request: RenderRequest = { outDir, settings: siteSettings(options.env) };
    connection.end(JSON.stringify(request));
    const answer = (async () => {
      let text = '';
      for await (const chunk of connection) text += chunk;
      return text;
    })();
    return { answer, waiting: true };
  }
  const answer = run(process.execPath, [renderProgram, '--renderer', renderer, '--outDir', outDir], {
    cwd: siteFolder,
    env: renderEnv(options.env),
    signal: options.signal,
    maxBuffer: 16 * 1024 * 1024,
  }).then(({ stdout }) => stdout);
  return { answer, waiting: false };
}

export interface FastRender {
  /** The files written again, relative to the release. */
  changed: string[];
  /** Whether a renderer was waiting with the bundle loaded (else a process of its own loaded it). */
  waiting: boolean;
  /** Where the time went: rendering, and meanwhile linking the live release's files (0 when prepared). */
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
  let renderSettled: Promise<unknown> = Promise.resolve();
  try {
    const rendering = await startRendering(renderer, rendered, options);
    // Settled before the rendered pages are removed, however the fast path ends.
    renderSettled = rendering.answer.catch(() => undefined);
    // The renderer works in a process of its own: the links are made meanwhile, on the other core, unless
    // the last build left them ready.
    const prepared = path.join(preparedDir(options.siteDir), options.liveRelease);
    if (existsSync(prepared)) renameSync(prepared, options.outDir);
    else linkRelease(path.join(releasesDir(options.siteDir), options.liveRelease), options.outDir);
    const linkedAt = performance.now();
    const answer = parseRenderAnswer(await rendering.answer);
    if ('gagal' in answer) throw new Error(answer.gagal);
    if ('lewati' in answer) {
      options.log(`Jalur cepat dilewati: ${answer.lewati}.`);
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
      waiting: rendering.waiting,
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
