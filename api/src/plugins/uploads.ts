import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../lib/http-error.ts';
import { ImageBudget } from '../lib/image-budget.ts';
import { createImageStore, type ImageStore } from '../lib/image-store.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import { createStorage, type FileStorage } from '../lib/storage/index.ts';
import type { AppConfig } from './config.ts';
import { formBody } from './validation.ts';

export interface UploadedFile {
  /** Form field name, without a trailing `[]` (`gambar[]` → `gambar`). */
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/** What an upload may be: the limits multipart enforces, for the clients that check before sending. */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/**
 * A route's own limit on one file, in place of UPLOAD_MAX_BYTES: a bulletin's PDF may be 10 MB whatever
 * the image limit is, and a larger one is refused in the route's words (400) rather than as a 413.
 */
export interface FileLimit {
  maxFileBytes: number;
  tooLargeMessage: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `spec(…, { multipart: { maxFileBytes, tooLargeMessage } })`. */
    fileLimit?: FileLimit;
  }
  interface FastifyInstance {
    /** The uploaded files' store (folders or bucket); the image store writes through it. */
    storage: FileStorage;
    images: ImageStore;
    imageBudget: ImageBudget;
    uploadLimits: UploadLimits;
  }
  interface FastifyRequest {
    /** Files of a multipart request read by `readMultipartBody`; null otherwise. */
    uploads: UploadedFile[] | null;
  }
}

const MAX_TEXT_FIELD_BYTES = 2 * 1024 * 1024;

/**
 * Route hook for multipart forms (`preValidation: readMultipartBody`): text fields become
 * `request.body`, so the route's body schema validates them (numbers and flags coerced from their
 * text, unknown fields stripped), and files go to `request.uploads`. A JSON request passes through untouched,
 * so the same route also accepts a JSON body without files.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<void> {
  request.uploads = [];
  if (!request.isMultipart()) return;
  const fields: Record<string, string | string[]> = {};
  const limit = request.routeOptions.config.fileLimit;
  const parts = limit ? request.parts({ limits: { fileSize: limit.maxFileBytes } }) : request.parts();
  for await (const part of parts) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch((error: unknown) => {
        const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
        throw limit && tooLarge ? httpError(400, limit.tooLargeMessage) : error;
      });
      // An empty file input still sends a part with no name and no bytes.
      if (buffer.length === 0 && !part.filename) continue;
      request.uploads.push({ fieldname: name, filename: part.filename, mimetype: part.mimetype, buffer });
      continue;
    }
    if (part.valueTruncated) throw httpError(413, 'Isian formulir terlalu panjang.');
    const value = String(part.value ?? '');
    const existing = fields[name];
    fields[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  request.body = formBody(fields);
  if (request.uploads.length > 0) {
    const user = (request.user as { id_user?: number } | undefined)?.id_user;
    await request.server.imageBudget.charge(
      user ? `user:${user}` : `ip:${request.ip}`,
      request.uploads.map((file) => file.buffer),
    );
  }
}

/** The uploaded files of one form field (after `readMultipartBody`). */
export function uploadedFiles(request: FastifyRequest, field: string): UploadedFile[] {
  return (request.uploads ?? []).filter((file) => file.fieldname === field);
}

export const uploadsPlugin = sharedPlugin<{ config: AppConfig }>('uploads', async (app, { config }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: config.uploadMaxFiles,
      fields: 100,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: config.uploadMaxFiles + 100,
    },
  });
  const storage = createStorage(config);
  app.decorate('storage', storage);
  app.decorate('images', createImageStore(storage));
  app.addHook('onClose', () => storage.close());
  app.decorate('imageBudget', new ImageBudget(config.imageMegapixelsPerMinute));
  app.decorate('uploadLimits', { maxFileBytes: config.uploadMaxBytes, maxFiles: config.uploadMaxFiles });
  app.decorateRequest('uploads', null);
});
