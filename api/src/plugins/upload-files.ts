import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VARIANT_SUFFIX_PATTERN } from '@gkj/contract/images';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { httpError } from '../lib/http-error.ts';
import { PRIVATE_FOLDERS } from '../lib/image-store.ts';
import type { OpenedFile } from '../lib/storage/index.ts';

/** Stored names are random and never reused, so a stored file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const STORED_IMAGE_NAME = new RegExp(`^[a-f0-9]{32}${VARIANT_SUFFIX_PATTERN}?\\.webp$`);

const PUBLIC_IMAGE = Type.Object({
  folder: Type.String({ maxLength: 40 }),
  file: Type.String({ maxLength: 60 }),
});
const PRIVATE_FILE = Type.Object({ file: Type.String({ pattern: STORED_IMAGE_NAME.source }) });

/** A stored file as the answer's body, streamed from the store (folders or bucket) without buffering. */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile) {
  return reply.header('content-length', file.size).send(file.stream);
}

/**
 * The uploaded images, read through the storage module whichever store holds them (a bucket is never
 * public): `/uploads/<folder>/<name>.webp` for anyone, the finance receipts under /uploads/keuangan/ only
 * for roles that read finance. Bulletin PDFs have their own route (routes/warta-jemaat/pdf-file.ts).
 */
const uploadFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploads/:folder/:file',
    { schema: { params: PUBLIC_IMAGE, hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const wanted = !PRIVATE_FOLDERS.has(folder) && STORED_IMAGE_NAME.test(file);
      const stored = wanted ? await app.images.open(`/uploads/${folder}/${file}`) : undefined;
      // As for any address that names nothing: the site's own 404 page.
      if (!stored) return reply.callNotFound();
      return sendStoredFile(
        reply
          .type('image/webp')
          .header('cache-control', IMMUTABLE)
          .header('last-modified', stored.modified.toUTCString())
          .header('cross-origin-resource-policy', 'cross-origin'),
        stored,
      );
    },
  );

  // A Bearer token is required, so the admin fetches a receipt and shows it from a blob URL.
  app.get(
    '/uploads/keuangan/:file',
    { schema: { params: PRIVATE_FILE, hide: true }, config: { access: 'keuangan' } },
    async (request, reply) => {
      const stored = await app.images.open(`/uploads/keuangan/${request.params.file}`);
      if (!stored) throw httpError(404, 'Berkas tidak ditemukan.');
      return sendStoredFile(reply.type('image/webp').header('cache-control', 'private, no-store'), stored);
    },
  );
};

export default uploadFiles;
