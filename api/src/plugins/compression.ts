import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { sharedPlugin } from '../lib/plugin.ts';

/**
 * Compresses answers made per request (the API's JSON, the site's 404 page) when they are over 1 KB and
 * the browser accepts Brotli or gzip. Files built ahead (the site's pages, the admin's bundles) carry
 * their own `.br`/`.gz` copies and already have a Content-Encoding, which this leaves alone.
 *
 * Brotli at quality 4 costs about what gzip's default does and still beats it on size; the best quality
 * is for files compressed once at build time, not for every request. Request bodies are never
 * decompressed: a small compressed body could expand past every size limit after it was checked.
 *
 * The plugin's own list of compressible types, less `application/octet-stream`: files of no known type
 * are binary and mostly packed already (the site search's index is gzip data its script unpacks), and on
 * such a body the plugin passes the bytes through yet announces the encoding it did not apply.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export const compressionPlugin = sharedPlugin('compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
});
