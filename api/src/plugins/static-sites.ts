import { mkdirSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileScriptHashes, inlineScriptHashes } from '../lib/inline-scripts.ts';
import { isLateDetailTemplate, lateDetailPage } from '../lib/late-detail.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';
import { apiNotFound } from './errors.ts';
import { pagePolicy } from './security.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A short Indonesian page for when the site or the admin has not been built yet. */
function placeholder(reply: FastifyReply, status: number, title: string, text: string) {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Kembali ke Beranda</a></p></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The file a site URL names (`/profile` → `profile/index.html`), relative to the release, or undefined. */
async function resolveSiteFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return undefined;
  const base = segments.join('/');
  const candidates =
    decoded.endsWith('/') || !base ? [`${base}/index.html`] : [base, `${base}/index.html`, `${base}.html`];
  for (const candidate of candidates) {
    const relative = candidate.replace(/^\/+/, '');
    const found = await stat(path.join(root, relative)).catch(() => undefined);
    if (found?.isFile()) return relative;
  }
  return undefined;
}

/** The live release: `SITE_DIR/current` resolved on each request, so a swapped link is picked up at once. */
async function currentRelease(siteDir: string): Promise<string | undefined> {
  return realpath(path.join(siteDir, 'current')).catch(() => undefined);
}

/** An HTML file of the site or the admin, with the policy that lets exactly its own inline scripts run. */
async function sendPage(reply: FastifyReply, root: string, file: string) {
  if (file.endsWith('.html')) {
    reply.header('content-security-policy', pagePolicy(await fileScriptHashes(path.join(root, file))));
  }
  return reply.sendFile(file, root, { cacheControl: false });
}

/** A page made on request (a filled template): never cached past the next build. */
function sendFilled(reply: FastifyReply, page: string) {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('content-security-policy', pagePolicy(inlineScriptHashes(page)))
    .send(page);
}

async function siteNotFound(root: string | undefined, reply: FastifyReply) {
  const page = root ? await readFile(path.join(root, '404.html'), 'utf8').catch(() => undefined) : undefined;
  if (!page) return placeholder(reply, 404, '404', 'Halaman yang Anda cari tidak ditemukan.');
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('content-security-policy', pagePolicy(inlineScriptHashes(page)))
    .send(page);
}

/**
 * Whether a path that reached no route still looks like an API call: `/API/user`, `//api/user` or
 * `/%41pi/user` answer the API's JSON 404, never a site page, so a client learns it spelled the path wrong.
 */
function isApiPath(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    decoded = url;
  }
  const normalised = decoded.replace(/[\\/]+/g, '/').toLowerCase();
  return normalised === '/api' || normalised.startsWith('/api/');
}

/**
 * Everything that is not /api: public uploads, the admin SPA and the live site release. Missing
 * folders never stop start-up; the affected pages answer a short page until they are built.
 */
export const staticSitesPlugin = sharedPlugin<{ config: AppConfig }>(
  'static-sites',
  async (app, { config }) => {
    mkdirSync(config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: '/uploads/',
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // The site build writes .br and .gz beside its text files; every sendFile (site pages and
      // assets included) serves them to browsers that accept them, falling back to the plain file.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Also called for the sendFile answers below; only uploads get these headers.
        if (!filePath.startsWith(config.uploadDir + path.sep)) return;
        // Stored names are random and never reused, so a stored file never changes.
        reply.header('cache-control', IMMUTABLE);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    const adminAssets = path.join(config.adminDir, 'admin-assets');
    app.get('/admin-assets/*', async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', IMMUTABLE).sendFile(file, adminAssets, { cacheControl: false });
    });

    const adminPage = async (_request: FastifyRequest, reply: FastifyReply) => {
      const index = await stat(path.join(config.adminDir, 'index.html')).catch(() => undefined);
      if (!index?.isFile()) {
        return placeholder(
          reply,
          503,
          'Dasbor belum tersedia',
          'Dasbor admin belum dibangun. Coba lagi sebentar lagi.',
        );
      }
      return sendPage(reply.header('cache-control', REVALIDATE), config.adminDir, 'index.html');
    };
    for (const url of ['/login', '/admin-dashboard', '/admin-dashboard/*']) app.get(url, adminPage);

    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (isApiPath(urlPath)) return apiNotFound(request, reply);
      const root = await currentRelease(config.siteDir);
      if (!root) {
        return placeholder(
          reply,
          503,
          'Situs sedang disiapkan',
          'Situs sedang disiapkan. Silakan coba lagi sebentar lagi.',
        );
      }
      const file = await resolveSiteFile(root, urlPath);
      if (!file || isLateDetailTemplate(file)) {
        const late = file ? undefined : await lateDetailPage(app.db, root, urlPath);
        if (late) return sendFilled(reply, late);
        return siteNotFound(root, reply);
      }
      const hashed = file.startsWith('_astro/');
      return sendPage(reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE), root, file);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url.split('?')[0])) return apiNotFound(request, reply);
      return siteNotFound(await currentRelease(config.siteDir), reply);
    });
  },
);
