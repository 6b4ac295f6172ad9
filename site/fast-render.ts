// Renders pages of the site again without a build, with the bundle the last build kept
// (src/integrations/keep-renderer.ts) and the API's content as it is now: the fast path of an edit. What it
// writes is byte for byte what a whole build writes for those pages, because it is the same code (the
// build's own bundle) given the same content (the store the build's loaders would leave).
//
//   node fast-render.ts --renderer <kept folder> --outDir <folder> [--all]
// Writes the pages whose content changed (and those without a cache key: home, lists, feeds) into the
// folder, or every page with --all, and prints one JSON line: `{"berkas":[…]}`, or `{"lewati":"<why>"}`
// when the set of pages changed (an item added or removed: its search index and sitemap need the whole
// build). The timing of its steps goes to stderr.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as devalue from 'devalue';
import { Value } from 'typebox/value';
import xxhash from 'xxhash-wasm';
import { fetchApi } from './src/lib/build-env.ts';
import { type CollectionName, ENTRY_SCHEMAS } from './src/lib/collection-schemas.ts';
import { COLLECTION_SOURCES } from './src/lib/collection-sources.ts';

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

/** Astro's build app, as far as rendering a page again needs it. */
interface BuildApp {
  setInternals(internals: object): void;
  setOptions(options: object): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

/** A module of Astro's own build (not in its public exports): the same code the build ran. */
const astroModule = (file: string) => import(new URL(`./${file}`, import.meta.resolve('astro')).href);

/**
 * The content store as the next build's loaders will leave it: the kept store with the API's answers of now
 * applied as site/src/lib/api-loader.ts applies them (entries no longer listed deleted, changed ones set with
 * Astro's digest, unchanged ones left in their place).
 */
async function storeOfNow(rendererDir: string): Promise<Store> {
  const store = devalue.parse(readFileSync(path.join(rendererDir, 'data-store.json'), 'utf8')) as Store;
  const { h64ToString } = await xxhash();
  await Promise.all(
    (Object.keys(COLLECTION_SOURCES) as CollectionName[]).map(async (name) => {
      const { path: apiPath, toEntries } = COLLECTION_SOURCES[name];
      const entries = toEntries(await fetchApi(apiPath));
      for (const { id, data } of entries) {
        if (!Value.Check(ENTRY_SCHEMAS[name], data))
          throw new Error(`Entri ${name}/${id} tidak sesuai kontrak.`);
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
  return store;
}

/**
 * A private copy of the kept bundle whose content module holds `store`, imported fresh. Inside the site's
 * folder, so the bundle's imports of packages resolve as they did in the build.
 */
async function loadBundle(
  rendererDir: string,
  store: Store,
): Promise<{ app: BuildApp; dir: string; origin: string }> {
  mkdirSync(path.join(import.meta.dirname, '.astro'), { recursive: true });
  const dir = mkdtempSync(path.join(import.meta.dirname, '.astro', 'render-'));
  cpSync(path.join(rendererDir, 'bundle'), dir, { recursive: true });
  const chunks = path.join(dir, 'chunks');
  const contentModule = readdirSync(chunks).find((file) => file.startsWith('_astro_data-layer-content_'));
  const entry = readdirSync(dir).find((file) => file.startsWith('prerender-entry'));
  if (!contentModule || !entry) throw new Error('Bundel yang disimpan build tidak lengkap.');
  // Astro's store takes the module's Map as it is (ImmutableDataStore.fromMap): handed over in memory rather
  // than written out as the build does and parsed again, which at 3,000 pages is most of a second.
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
  return { app, dir, origin: kept.origin };
}

/** The file Astro writes for a path with `build.format: 'directory'`, relative to the output folder. */
function outputFile({ pathname, route }: StaticPath): string {
  if (route.type === 'endpoint') return pathname.slice(1);
  if (pathname === '/404') return '404.html';
  return path.posix.join(pathname, 'index.html').slice(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { renderer: { type: 'string' }, outDir: { type: 'string' }, all: { type: 'boolean' } },
  });
  if (!values.renderer || !values.outDir) {
    console.error('Pakai: node fast-render.ts --renderer <folder> --outDir <folder> [--all]');
    process.exit(2);
  }
  const started = performance.now();
  const lap = (step: string) => console.error(`${step}: ${Math.round(performance.now() - started)} ms`);
  const rendererDir = values.renderer;
  const { app, dir, origin } = await loadBundle(rendererDir, await storeOfNow(rendererDir));
  try {
    lap('konten dan bundel');
    const { StaticPaths } = await astroModule('runtime/prerender/static-paths.js');
    const { createRequest } = await astroModule('core/request.js');
    const paths = (await new StaticPaths(app).getAll()) as StaticPath[];
    const before = new Map<string, string | null>(
      JSON.parse(readFileSync(path.join(rendererDir, 'paths.json'), 'utf8')),
    );
    const samePages = paths.length === before.size && paths.every(({ pathname }) => before.has(pathname));
    if (!samePages && !values.all) {
      console.log(JSON.stringify({ lewati: 'halaman bertambah atau berkurang' }));
      return;
    }
    const written: string[] = [];
    for (const page of paths) {
      const unchanged = page.cacheKey !== undefined && before.get(page.pathname) === page.cacheKey;
      if (unchanged && !values.all) continue;
      const request = createRequest({
        url: new URL(page.pathname, origin),
        headers: new Headers(),
        isPrerendered: true,
        routePattern: page.route.component,
      });
      const response = await app.render(request, { routeData: page.route });
      const file = outputFile(page);
      mkdirSync(path.dirname(path.join(values.outDir, file)), { recursive: true });
      writeFileSync(path.join(values.outDir, file), Buffer.from(await response.arrayBuffer()));
      written.push(file);
    }
    lap(`${written.length} dari ${paths.length} halaman`);
    console.log(JSON.stringify({ berkas: written }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
