import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { findMissingAssets } from './src/lib/output-check.ts';

// The public address (canonical links, Open Graph, sitemap); empty counts as unset.
const site = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

let outDir: string | undefined;

/**
 * The sitemap's <lastmod> of an activity or article page: when its item last changed, which the page
 * states in its head (article:modified_time). Other pages have none.
 */
async function lastmodOf(url: string): Promise<string | undefined> {
  const { pathname } = new URL(url);
  if (!outDir || !/^\/(kegiatan|artikel)\/\d+$/.test(pathname)) return undefined;
  const html = await readFile(path.join(outDir, pathname, 'index.html'), 'utf8').catch(() => '');
  return /<meta property="article:modified_time" content="([^"]+)"/.exec(html)?.[1];
}

/**
 * After the build: fails one whose pages point at missing bundles (and drops the page cache so the next
 * build is whole), then reports the build's peak memory. Compressed copies are made by the rebuild hook,
 * which knows the live release and reuses its copies of unchanged files.
 */
function finishOutput(): AstroIntegration {
  let cacheDir: URL | undefined;
  return {
    name: 'gkj-finish-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const missing = findMissingAssets(outDir);
        if (missing.length > 0) {
          if (cacheDir) rmSync(new URL('incremental-build.json', cacheDir), { force: true });
          throw new Error(
            `Build situs tidak utuh: ${missing.length} berkas aset hilang (${missing.slice(0, 3).join('; ')}). ` +
              'Cache halaman sudah dihapus; build berikutnya akan lengkap.',
          );
        }
        // maxRSS is in KiB; the rebuild hook and the bench read this line.
        logger.info(`Memori puncak build: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
      },
    },
  };
}

export default defineConfig({
  site,
  // The rebuild hook gives every site folder its own cache (content store, page cache), so builds of
  // different site folders (the live site, tests, the bench) never share or overwrite each other's.
  ...(process.env.SITE_CACHE_DIR ? { cacheDir: process.env.SITE_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'never',
  // Pages restored from the incremental cache are file copies: several at a time overlap their I/O.
  build: { format: 'directory', concurrency: 4 },
  integrations: [
    react(),
    // Neither the not-found page nor the server's detail template is a page to index.
    sitemap({
      filter: (page) => !/^\/(404|detail-baru\/.*)\/?$/.test(new URL(page).pathname),
      serialize: async (item) => {
        const lastmod = await lastmodOf(item.url);
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
    finishOutput(),
  ],
  experimental: {
    // Detail pages whose data and templates did not change are reused from the previous build.
    incrementalBuild: true,
  },
});
