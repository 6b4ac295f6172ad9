import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE, inlineScriptHashes, pagePolicy, REVALIDATE } from '@gkj/site-release';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileScriptHashes } from '../lib/inline-scripts.ts';
import { lateDetailPage } from '../lib/late-detail.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import {
  chooseVariant,
  type FileAnswer,
  LiveRelease,
  notModified,
  type ReleaseTable,
} from '../lib/release-files.ts';
import type { AppConfig } from './config.ts';
import { apiNotFound } from './errors.ts';

/** A short Indonesian page for when the site or the admin has not been built yet. */
function placeholder(reply: FastifyReply, status: number, title: string, text: string) {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Kembali ke Beranda</a></p></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The admin's page, with the policy that lets exactly its own inline scripts run. */
async function sendAdminPage(reply: FastifyReply, adminDir: string) {
  const policy = pagePolicy(await fileScriptHashes(path.join(adminDir, 'index.html')));
  return reply
    .header('cache-control', REVALIDATE)
    .header('content-security-policy', policy)
    .sendFile('index.html', adminDir, { cacheControl: false });
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

/**
 * A file of the live release: its answer from the release's table, the copy the browser accepts, from
 * memory when small. A range request (rare for pages) is left to the file server, which handles ranges.
 */
async function sendReleaseFile(
  request: FastifyRequest,
  reply: FastifyReply,
  table: ReleaseTable,
  answer: FileAnswer,
  status = 200,
) {
  if (status === 200 && request.headers.range) {
    const { etag: _etag, 'content-length': _length, ...headers } = answer.identity.headers;
    return reply.headers(headers).sendFile(answer.file, table.root, { cacheControl: false });
  }
  const variant = chooseVariant(answer, request.headers['accept-encoding']);
  let headers = variant.headers;
  if (status !== 200) {
    // A page answered for another address (the 404 page): no validators, which belong to its own address.
    const { etag: _etag, 'last-modified': _modified, 'accept-ranges': _ranges, ...rest } = headers;
    headers = rest;
  } else if (notModified(answer, variant, request.headers)) {
    // As Go's file server: a 304 carries no body headers, and its tag stands for the time.
    const {
      'content-type': _t,
      'content-length': _l,
      'content-encoding': _e,
      'last-modified': _m,
      ...rest
    } = headers;
    return sendRaw(reply, 304, rest);
  }
  const body = variant.body ?? (await table.body(variant));
  // Streamed, or still without its compressed copies (then compressed on the way out): Fastify sends it.
  if (!body || !answer.final) {
    return reply
      .code(status)
      .headers(headers)
      .send(body ?? createReadStream(variant.path));
  }
  return sendRaw(reply, status, headers, body);
}

/** Levels at which Fastify logs each completed request. */
const COMPLETED_LOGGED = new Set(['trace', 'debug', 'info']);

/**
 * Bytes the server already has, written straight to the socket: the headers every answer got on its way
 * here (security) with the file's own on top. No hook after the handler has anything to add to a file of
 * the release (it is compressed already, and no cache keeps site pages), so Fastify's sending is skipped;
 * the log line it would write is written here.
 */
function sendRaw(reply: FastifyReply, status: number, headers: Record<string, string>, body?: Buffer) {
  reply.hijack();
  const raw = reply.raw;
  if (COMPLETED_LOGGED.has(reply.log.level)) {
    raw.once('finish', () =>
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed'),
    );
  }
  raw.writeHead(status, { ...(reply.getHeaders() as Record<string, string>), ...headers });
  raw.end(body);
  return reply;
}

async function siteNotFound(request: FastifyRequest, reply: FastifyReply, table: ReleaseTable | undefined) {
  const page = table ? await table.answer('404.html') : undefined;
  if (!table || !page) return placeholder(reply, 404, '404', 'Halaman yang Anda cari tidak ditemukan.');
  return sendReleaseFile(request, reply, table, page, 404);
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
 * Everything that is not /api or /uploads: the admin SPA and the live site release. Missing
 * folders never stop start-up; the affected pages answer a short page until they are built.
 */
export const staticSitesPlugin = sharedPlugin<{ config: AppConfig }>(
  'static-sites',
  async (app, { config }) => {
    // Only `reply.sendFile` for the site and the admin below, each with its root; uploads have their
    // own routes (upload-files.ts), whichever store holds them.
    await app.register(fastifyStatic, {
      serve: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // The builds write .br and .gz beside their text files; every sendFile (the admin's page and
      // bundles, a range of a site file) serves them to browsers that accept them, else the plain file.
      preCompressed: true,
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
      return sendAdminPage(reply, config.adminDir);
    };
    for (const url of ['/login', '/admin-dashboard', '/admin-dashboard/*']) app.get(url, adminPage);

    const live = new LiveRelease(config.siteDir);
    app.get('/*', async (request, reply) => {
      const query = request.url.indexOf('?');
      const urlPath = query === -1 ? request.url : request.url.slice(0, query);
      const table = live.current();
      // An address answered before (never an API one: those are turned away below) goes straight out.
      const known = table?.known(urlPath);
      if (table && known) return sendReleaseFile(request, reply, table, known);
      if (isApiPath(urlPath)) return apiNotFound(request, reply);
      if (!table) {
        return placeholder(
          reply,
          503,
          'Situs sedang disiapkan',
          'Situs sedang disiapkan. Silakan coba lagi sebentar lagi.',
        );
      }
      const answer = await table.find(urlPath);
      if (answer) return sendReleaseFile(request, reply, table, answer);
      const late = await lateDetailPage(app.db, table.root, urlPath);
      if (late) return sendFilled(reply, late);
      return siteNotFound(request, reply, table);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url.split('?')[0])) return apiNotFound(request, reply);
      return siteNotFound(request, reply, live.current());
    });
  },
);
