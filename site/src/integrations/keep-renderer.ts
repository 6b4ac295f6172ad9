import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Keeps what rendered this build's pages, so a later edit can render a few pages again without a whole
 * build (site/fast-render.ts): Astro's prerender bundle (deleted by Astro once the pages are written), the
 * styles each page's head links (the only build state rendering reads outside the bundle), and every
 * page's path and cache key. Only with SITE_RENDERER_DIR set; a build without it is unchanged.
 */
interface BuildOptions {
  allPages: Record<string, { route: { route: string }; component: string; styles: unknown[] }>;
  settings: { scripts: unknown[] };
  origin: string;
}

export function keepRenderer(): AstroIntegration {
  let outDir = '';
  let cacheDir = '';
  return {
    name: 'gkj-keep-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const keep = process.env.SITE_RENDERER_DIR?.trim();
        if (!keep) return;
        setPrerenderer((base) => ({
          name: 'gkj:keep-renderer',
          async setup() {
            await base.setup?.();
            rmSync(keep, { recursive: true, force: true });
            mkdirSync(keep, { recursive: true });
            // Where Astro writes the bundle of a static build: inside the output folder when that is below
            // the working directory, else in its fallback folder there.
            const serverDir = outDir.startsWith(process.cwd()) ? outDir : path.join(process.cwd(), '.astro');
            cpSync(path.join(serverDir, '.prerender'), path.join(keep, 'bundle'), { recursive: true });
            // The content as this build's loaders left it (they have run by now): what its pages were made of.
            cpSync(path.join(cacheDir, 'data-store.json'), path.join(keep, 'data-store.json'));
            // The default prerenderer's app after its setup: Astro's build app, whose options hold every
            // page's build data (internal to Astro, so typed here only as far as it is read).
            const { app } = base as unknown as { app: { getOptions(): BuildOptions } };
            const options = app.getOptions();
            const pages = Object.values(options.allPages).map((page) => ({
              key: `${page.route.route}&${page.component}`,
              styles: page.styles,
            }));
            const scripts = options.settings.scripts;
            writeFileSync(
              path.join(keep, 'build.json'),
              JSON.stringify({ pages, scripts, origin: options.origin }),
            );
          },
          async getStaticPaths() {
            const paths = await base.getStaticPaths();
            const keys = paths.map(({ pathname, cacheKey }) => [pathname, cacheKey ?? null]);
            writeFileSync(path.join(keep, 'paths.json'), JSON.stringify(keys));
            return paths;
          },
          render: (request, options) => base.render(request, options),
          teardown: async () => base.teardown?.(),
        }));
      },
    },
  };
}
