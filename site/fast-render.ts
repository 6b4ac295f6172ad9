// Renders pages of the site again without a build, with the bundle the last build kept
// (src/integrations/keep-renderer.ts) and the API's content as it is now. Used for an edit to go live in
// about a second: the pages it changes are rendered into a copy of the live release, byte for byte what a
// whole build would write for them.
//
//   node fast-render.ts --renderer <kept folder> --outDir <folder> [--all]
// Writes the pages whose content changed (and those without a cache key: lists, home, feeds) into the
// folder, and prints one JSON line: `{"berkas":[…]}`, or `{"lewati":"<why>"}` when the set of pages changed
// (an item added or removed: its lists, search index and sitemap need the whole build).
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

const astroDist = path.join(path.dirname(import.meta.resolve('astro').replace('file://', '')), '');
const internal = (file: string) => import(pathToFileURL(path.join(astroDist, file)).href);

const { values } = parseArgs({
  options: {
    renderer: { type: 'string' },
    outDir: { type: 'string' },
    all: { type: 'boolean' },
  },
});
const rendererDir = values.renderer as string;
const outDir = values.outDir as string;

type StoredEntry = { id: string; data: unknown; digest: string };
type Store = Map<string, Map<string, StoredEntry>>;

/** The content store as the next build's loaders will leave it: the kept store, with the API's answers applied. */
async function currentStore(): Promise<Store> {
  const store = devalue.parse(readFileSync(path.join(rendererDir, 'data-store.json'), 'utf8')) as Store;
  const { h64ToString } = await xxhash();
  await Promise.all(
    (Object.keys(COLLECTION_SOURCES) as CollectionName[]).map(async (name) => {
      const { path: apiPath, toEntries } = COLLECTION_SOURCES[name];
      const entries = toEntries(await fetchApi(apiPath));
      for (const entry of entries) {
        if (!Value.Check(ENTRY_SCHEMAS[name], entry.data))
          throw new Error(`Entri ${name}/${entry.id} tidak sah.`);
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

const started = performance.now();
const lap = (what: string) => console.error(`${what}: ${Math.round(performance.now() - started)} ms`);
const store = await currentStore();
lap('store');

// A private copy of the kept bundle whose content module holds the store of now.
// Inside the site's folder, so the bundle's imports of packages resolve as they did in the build.
mkdirSync(path.join(import.meta.dirname, '.astro'), { recursive: true });
const bundle = mkdtempSync(path.join(import.meta.dirname, '.astro', 'render-'));
cpSync(path.join(rendererDir, 'bundle'), bundle, { recursive: true });
const chunks = path.join(bundle, 'chunks');
const dataChunk = readdirSync(chunks).find((file) => file.startsWith('_astro_data-layer-content_'));
if (!dataChunk) throw new Error('Modul konten tidak ditemukan di bundel.');
writeFileSync(
  path.join(chunks, dataChunk),
  `var content = JSON.parse(${JSON.stringify(devalue.stringify(store))});\nexport { content as default };\n`,
);
const entry = readdirSync(bundle).find((file) => file.startsWith('prerender-entry'));
const { app } = await import(pathToFileURL(path.join(bundle, entry as string)).href);
lap('import');

const build = JSON.parse(readFileSync(path.join(rendererDir, 'build.json'), 'utf8'));
app.setInternals({
  pagesByKeys: new Map(build.pages.map((page: { key: string; styles: unknown }) => [page.key, page])),
  entrySpecifierToBundleMap: new Map(),
});
app.setOptions({
  settings: { scripts: build.scripts },
  logger: { options: { destination: { write: () => true } } },
});

const { StaticPaths } = await internal('runtime/prerender/static-paths.js');
const { createRequest } = await internal('core/request.js');
const paths: { pathname: string; route: any; cacheKey?: string }[] = await new StaticPaths(app).getAll();
lap(`paths (${paths.length})`);
const before = new Map<string, string | null>(
  JSON.parse(readFileSync(path.join(rendererDir, 'paths.json'), 'utf8')),
);
const samePages = paths.length === before.size && paths.every(({ pathname }) => before.has(pathname));
if (!samePages && !values.all) {
  console.log(JSON.stringify({ lewati: 'halaman bertambah atau berkurang' }));
  rmSync(bundle, { recursive: true, force: true });
  console.log(JSON.stringify({ berkas: written }));
  process.exit(0);
}
const changed = values.all
  ? paths
  : paths.filter(({ pathname, cacheKey }) => cacheKey === undefined || before.get(pathname) !== cacheKey);

const written: string[] = [];
for (const { pathname, route } of changed) {
  const url = new URL(pathname === '/' ? '/' : pathname, build.origin);
  const request = createRequest({
    url,
    headers: new Headers(),
    isPrerendered: true,
    routePattern: route.component,
  });
  const response = await app.render(request, { routeData: route });
  const body = Buffer.from(await response.arrayBuffer());
  // As Astro names them with `format: 'directory'`: a page's index.html, an endpoint's own name.
  const file = (
    route.type === 'endpoint'
      ? pathname
      : pathname === '/404'
        ? '/404.html'
        : path.posix.join(pathname, 'index.html')
  ).slice(1);
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, body);
  written.push(file);
}
lap(`render (${changed.length})`);
rmSync(bundle, { recursive: true, force: true });
console.log(JSON.stringify({ berkas: written }));
