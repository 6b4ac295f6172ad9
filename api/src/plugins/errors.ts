import { codeForStatus, type ErrorCode } from '@gkj/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';
import {
  DATABASE_DOWN_MESSAGE,
  isDatabaseUnavailable,
  isDuplicateEntry,
  isMissingReference,
  isStillReferenced,
} from './db.ts';

export const SERVER_ERROR_MESSAGE = 'Terjadi kesalahan pada server.';
export const API_NOT_FOUND_MESSAGE = 'Alamat API tidak ditemukan.';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

interface Refusal {
  status: number;
  message: string;
}

/** Status, Indonesian message and code for any error; 5xx never say more than that the server failed. */
export function describeError(error: FastifyError, config: AppConfig): Refusal & { code: ErrorCode } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, message: error.message, code: error.code };
  }
  // A bad id in the path names no record: 404, not a validation failure.
  const { status, message } = error.validation
    ? { status: error.validationContext === 'params' ? 404 : 400, message: error.message }
    : describeOther(error, config);
  return { status, message, code: codeForStatus(status) };
}

function describeOther(error: FastifyError, config: AppConfig): Refusal {
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_DOWN_MESSAGE };
  // Fallbacks: a route that expects these catches them and answers its own text.
  if (isDuplicateEntry(error)) return { status: 409, message: 'Data yang sama sudah ada.' };
  if (isMissingReference(error)) return { status: 400, message: 'Data yang dirujuk tidak ditemukan.' };
  if (isStillReferenced(error)) return { status: 409, message: 'Data masih dipakai oleh data lain.' };
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: `Ukuran berkas melebihi batas ${megabytes(config.uploadMaxBytes)}.` };
    case 'FST_FILES_LIMIT':
      return { status: 413, message: `Terlalu banyak berkas (maksimal ${config.uploadMaxFiles} berkas).` };
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'Terlalu banyak isian formulir.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Ukuran data yang dikirim melebihi batas.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Jenis konten tidak didukung.' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: 'Permintaan harus dikirim sebagai formulir multipart.' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Role refusals are HttpErrors (above); a bare 403 only comes from the file server refusing a path
    // (a dot file, a `..`, a doubled slash): to the caller that file does not exist.
    if (status === 404 || status === 403) return { status: 404, message: 'Data tidak ditemukan.' };
    if (status === 413) return { status, message: 'Ukuran data yang dikirim melebihi batas.' };
    return { status, message: 'Data yang dikirim tidak valid.' };
  }
  return { status: 500, message: SERVER_ERROR_MESSAGE };
}

/**
 * Requests refused while routing, before any route or hook runs: a malformed %-escape in the path or a
 * path parameter longer than the router takes. Fastify's own answer would be English and name its code.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send({
      message: tooLong ? 'Alamat yang diminta terlalu panjang.' : 'Alamat yang diminta tidak valid.',
      code: codeForStatus(status),
    });
}

/** For the `/api` scope: unknown API paths answer JSON, never the site's 404 page. */
export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: API_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
}

export const errorsPlugin = sharedPlugin<{ config: AppConfig }>('errors', async (app, { config }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, code } = describeError(error, config);
    if (status >= 500) {
      // The reqId is bound to request.log, so the log line and the client's failure can be matched.
      request.log.error({ err: error }, status === 503 ? 'database unavailable' : 'request failed');
    } else {
      request.log.info({ status, reason: message }, 'request refused');
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(status).type('application/json; charset=utf-8').send({ message, code });
  });
});
