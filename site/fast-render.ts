// Renders pages of the site again without a build, with the bundle the last build kept
// (src/integrations/keep-renderer.ts) and the API's content as it is now: the fast path of an edit. What it
// writes is byte for byte what a whole build writes for those pages, because it is the same code (the
// build's own bundle) given the same content (the store the build's loaders would leave).
//
//   node fast-render.ts --renderer <kept folder> --outDir <folder> [--all]
//   node fast-render.ts --renderer <kept folder> --wait <socket>
// Writes the pages whose content changed (and those without a cache key: home, lists, feeds) into the
// folder, or every page with --all, and prints one JSON line: `{"berkas":[…]}`, or `{"lewati":"<why>"}`
// when the set of pages changed (an item added or removed: its search index and sitemap need the whole
// build). The timing of its steps goes to stderr.
//
// With --wait it loads the bundle and the kept content first and then waits, on a Unix socket, for one
// request (@gkj/site-release's RenderRequest) that it answers with that same line, then exits: the next
// edit then costs the rendering alone. It exits unused once its kept folder is gone (a newer build replaced
// it) or after WAIT_LIMIT_MS.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { processFolder, type RenderAnswer, type RenderRequest } from '@gkj/site-release';
import * as devalue from 'devalue';
import xxhash from 'xxhash-wasm';
import { fetchApi } from './src/lib/build-env.ts';
import { type CollectionName, ENTRY_SCHEMAS } from './src/lib/collection-schemas.ts';
import { COLLECTION_SOURCES } from './src/lib/collection-sources.ts';
import { contractCheck } from './src/lib/contract-schema.ts';

/** Where the store of now waits for the bundle's content module to take it. */
const STORE_KEY = Symbol.for('gkj.fast-render.store');

type StoredEntry = { id: string; data: unknown; digest: string };
type Store = Map<string, Map<string, StoredEntry>>;

/** What the build kept beside its bundle (keep-renderer.ts). */
interface KeptBuild {
  pages: { key: string; styles: unknown[] }[];
  scripts: unknown[];
  origin: string;
}

/** A page as Astro's static paths give it. */
interface StaticPath {
  pathname: string;
  route: { type: string; component: string };
  cacheKey?: string;
}

type CreateRequest = (options: {
  url: URL;
  headers: Headers;
  isPrerendered: boolean;
  routePattern: string;
}) => Request;

/** Astro's build app, as far as rendering a page again needs it. */
interface BuildApp {
  setInternals(internals: object): void;
  setOptions(options: object): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

/** A module of Astro's own build (not in its public exports): the same code the build ran. */
const astroModule = (file: string) => import(new URL(`./${file}`, import.meta.resolve('astro')).href);

/** How long a waiting renderer stays for a request before it exits unused. */
const WAIT_LIMIT_MS = 30 * 60_000;

/**
 * Brings the kept store to what the next build's loaders will leave: the API's answers of now applied as
 * site/src/lib/api-loader.ts applies them (entries no longer listed deleted, changed ones set with Astro's
 * digest, unchanged ones left in their place). In place: the bundle holds this very Map.
 */
async function applyContentOfNow({ store, checks }: Renderer): Promise<void> {
  const { h64ToString } = await xxhash();
  await Promise.all(
    COLLECTIONS.map(async (name) => {
      const { path: apiPath, toEntries } = COLLECTION_SOURCES[name];
      const entries = toEntries(await fetchApi(apiPath));
      for (const { id, data } of entries) {
        if (!checks[name](data)) throw new Error(`Entri ${name}/${id} tidak sesuai kontrak.`);
      }
      const collection = store.get(name) ?? new Map<string, StoredEntry>();
      const listed = new Set(entries.map((entry) => entry.id));
      for (const id of collection.keys()) if (!listed.has(id)) collection.delete(id);
      for (const { id, data } of entries) {
        const digest = h64ToString(JSON.stringify(data));
        if (collection.get(id)?.digest !== digest) collection.set(id, { id, data, digest });
      }
      store.set(name, collection);
    }),
  );
}

const COLLECTIONS = Object.keys(COLLECTION_SOURCES) as CollectionName[];

/** A kept build loaded and ready to render: its bundle, its store, and each page's cache key then. */
interface Renderer {
  app: BuildApp;
  /** Astro's own modules that find and render the pages. */
  astro: {
    StaticPaths: new (app: BuildApp) => { getAll(): Promise<unknown[]> };
    createRequest: CreateRequest;
  };
  /** The contract's check of each collection's entries, compiled. */
  checks: Record<CollectionName, (data: unknown) => boolean>;
  /** The private copy of the bundle (removed when done). */
  dir: string;
  origin: string;
  store: Store;
  before: Map<string, string | null>;
}

/**
 * Loads a private copy of the kept bundle whose content module holds the kept store (imported fresh), with
 * what rendering reads beside it. Inside the site's folder, so the bundle's imports of packages resolve as
 * they did in the build.
 */
async function loadRenderer(rendererDir: string, preload: boolean): Promise<Renderer> {
  const dir = processFolder(path.join(import.meta.dirname, '.astro'), 'render-');
  cpSync(path.join(rendererDir, 'bundle'), dir, { recursive: true });
  const chunks = path.join(dir, 'chunks');
  const contentModule = readdirSync(chunks).find((file) => file.startsWith('_astro_data-layer-content_'));
  const entry = readdirSync(dir).find((file) => file.startsWith('prerender-entry'));
  if (!contentModule || !entry) throw new Error('Bundel yang disimpan build tidak lengkap.');
  // Astro's store takes the module's Map as it is (ImmutableDataStore.fromMap): handed over in memory rather
  // than written out as the build does and parsed again, which at 3,000 pages is most of a second. The Map
  // is the one applyContentOfNow brings up to date, so the bundle may be loaded before the request comes.
  const store = devalue.parse(readFileSync(path.join(rendererDir, 'data-store.json'), 'utf8')) as Store;
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = store;
  writeFileSync(
    path.join(chunks, contentModule),
    `var content = globalThis[Symbol.for(${JSON.stringify(STORE_KEY.description)})];\nexport { content as default };\n`,
  );
  const { app } = (await import(pathToFileURL(path.join(dir, entry)).href)) as { app: BuildApp };
  // Rendering reads two things of the build outside the bundle: each page's styles and the injected scripts.
  const kept = JSON.parse(readFileSync(path.join(rendererDir, 'build.json'), 'utf8')) as KeptBuild;
  app.setInternals({
    pagesByKeys: new Map(kept.pages.map((page) => [page.key, page])),
    entrySpecifierToBundleMap: new Map(),
  });
  app.setOptions({
    settings: { scripts: kept.scripts },
    logger: { options: { destination: { write: () => true } } },
  });
  const before = new Map<string, string | null>(
    JSON.parse(readFileSync(path.join(rendererDir, 'paths.json'), 'utf8')),
  );
  // A renderer that waits loads now what the first render would load on the way: every chunk of the bundle
  // (the pages' modules, imported when a page is first rendered).
  if (preload) {
    for (const chunk of readdirSync(chunks).filter((file) => file.endsWith('.mjs'))) {
      await import(pathToFileURL(path.join(chunks, chunk)).href);
    }
  }
  const checks = Object.fromEntries(
    COLLECTIONS.map((name) => [name, contractCheck(ENTRY_SCHEMAS[name])]),
  ) as Renderer['checks'];
  const astro = {
    StaticPaths: (await astroModule('runtime/prerender/static-paths.js')).StaticPaths,
    createRequest: (await astroModule('core/request.js')).createRequest,
  };
  return { app, astro, checks, dir, origin: kept.origin, store, before };
}

/** The file Astro writes for a path with `build.format: 'directory'`, relative to the output folder. */
function outputFile({ pathname, route }: StaticPath): string {
  if (route.type === 'endpoint') return pathname.slice(1);
  if (pathname === '/404') return '404.html';
  return path.posix.join(pathname, 'index.html').slice(1);
}

/** Renders the pages whose content changed since the kept build (every page with `all`) into `outDir`. */
async function renderChanged(renderer: Renderer, outDir: string, all: boolean, lap: (step: string) => void) {
  await applyContentOfNow(renderer);
  lap('konten');
  const { StaticPaths, createRequest } = renderer.astro;
  const paths = (await new StaticPaths(renderer.app).getAll()) as StaticPath[];
  const { before } = renderer;
  const samePages = paths.length === before.size && paths.every(({ pathname }) => before.has(pathname));
  if (!samePages && !all) return { lewati: 'halaman bertambah atau berkurang' } satisfies RenderAnswer;
  const written: string[] = [];
  for (const page of paths) {
    const unchanged = page.cacheKey !== undefined && before.get(page.pathname) === page.cacheKey;
    if (unchanged && !all) continue;
    const request = createRequest({
      url: new URL(page.pathname, renderer.origin),
      headers: new Headers(),
      isPrerendered: true,
      routePattern: page.route.component,
    });
    const response = await renderer.app.render(request, { routeData: page.route });
    const file = outputFile(page);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), Buffer.from(await response.arrayBuffer()));
    written.push(file);
  }
  lap(`${written.length} dari ${paths.length} halaman`);
  return { berkas: written } satisfies RenderAnswer;
}

/** Takes the settings of the build that asks, in place of those this renderer was started with. */
function takeSettings(settings: RenderRequest['settings']): void {
  for (const name of Object.keys(process.env)) if (name.startsWith('SITE_')) delete process.env[name];
  for (const [name, value] of Object.entries(settings))
    if (name.startsWith('SITE_')) process.env[name] = value;
}

/**
 * Waits on `socket` for one request and answers it, then resolves; resolves unused once `rendererDir` is
 * gone or after WAIT_LIMIT_MS.
 */
function answerOnce(renderer: Renderer, socket: string, rendererDir: string, lap: (step: string) => void) {
  return new Promise<void>((resolve) => {
    const server = createServer({ allowHalfOpen: true }, (connection) => {
      server.close();
      clearInterval(watch);
      let text = '';
      connection.setEncoding('utf8');
      connection.on('data', (chunk) => {
        text += chunk;
      });
      connection.on('end', async () => {
        let answer: RenderAnswer;
        try {
          const request = JSON.parse(text) as RenderRequest;
          takeSettings(request.settings);
          answer = await renderChanged(renderer, request.outDir, request.all === true, lap);
        } catch (error) {
          answer = { gagal: (error as Error).message.split('\n')[0] };
        }
        connection.end(`${JSON.stringify(answer)}\n`, resolve);
      });
      connection.on('error', () => resolve());
    });
    const waitedUntil = Date.now() + WAIT_LIMIT_MS;
    const watch = setInterval(() => {
      if (existsSync(path.join(rendererDir, 'paths.json')) && Date.now() < waitedUntil) return;
      clearInterval(watch);
      server.close(() => resolve());
    }, 2000);
    rmSync(socket, { force: true });
    server.listen(socket, () => chmodSync(socket, 0o600));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      renderer: { type: 'string' },
      outDir: { type: 'string' },
      all: { type: 'boolean' },
      wait: { type: 'string' },
    },
  });
  if (!values.renderer || !(values.outDir || values.wait)) {
    console.error(
      'Pakai: node fast-render.ts --renderer <folder> --outDir <folder> [--all] | --wait <socket>',
    );
    process.exit(2);
  }
  const started = performance.now();
  const lap = (step: string) => console.error(`${step}: ${Math.round(performance.now() - started)} ms`);
  const renderer = await loadRenderer(values.renderer, values.wait !== undefined);
  try {
    lap('bundel');
    if (values.wait) await answerOnce(renderer, values.wait, values.renderer, lap);
    else
      console.log(
        JSON.stringify(await renderChanged(renderer, values.outDir as string, values.all === true, lap)),
      );
  } finally {
    rmSync(renderer.dir, { recursive: true, force: true });
    if (values.wait) rmSync(values.wait, { force: true });
  }
}

await main();
