import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { keepRenderer } from './src/integrations/keep-renderer.ts';

// The public address (canonical links, Open Graph, sitemap); empty counts as unset.
const site = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

let outDir: string | undefined;

/** The head of a page holds its meta tags; reading only that keeps 3,000 pages' sitemap entries small. */
const HEAD_BYTES = 8192;

async function pageHead(file: string): Promise<string> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return '';
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The sitemap's <lastmod> of an activity, article or bulletin page: when its item last changed, which the page
 * states in its head (article:modified_time). Other pages have none.
 */
async function lastmodOf(url: string): Promise<string | undefined> {
  const { pathname } = new URL(url);
  if (!outDir || !/^\/(kegiatan|artikel|warta)\/\d+$/.test(pathname)) return undefined;
  const head = await pageHead(path.join(outDir, pathname, 'index.html'));
  return /<meta property="article:modified_time" content="([^"]+)"/.exec(head)?.[1];
}

/**
 * Keeps the output folder for the sitemap's <lastmod>, and reports the build's peak memory (the rebuild hook
 * and the bench read the line). The output's checks and its search index come after this process has exited
 * (finish-build.ts), so their memory never adds to astro's.
 */
function buildOutput(): AstroIntegration {
  return {
    name: 'gkj-build-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': ({ logger }) => {
        // maxRSS is in KiB.
        logger.info(`Memori puncak build: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
      },
    },
  };
}

/** `client:near` (scripts/near-directive.ts): islands whose code loads only as the visitor comes to them. */
function nearDirective(): AstroIntegration {
  return {
    name: 'gkj-near-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'near',
          entrypoint: fileURLToPath(new URL('./src/scripts/near-directive.ts', import.meta.url)),
        });
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
    nearDirective(),
    // Neither the not-found page, the preview page nor the server's detail template is a page to index.
    sitemap({
      filter: (page) => !/^\/(404|pratinjau|detail-baru\/.*)\/?$/.test(new URL(page).pathname),
      serialize: async (item) => {
        const lastmod = await lastmodOf(item.url);
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
    buildOutput(),
    keepRenderer(),
  ],
  experimental: {
    // Detail pages whose data and templates did not change are reused from the previous build.
    incrementalBuild: true,
  },
});
