import type { FastifyRequest } from 'fastify';
import { httpError } from '../../../lib/http-error.ts';
import { formBody } from '../../../plugins/validation.ts';
import { MAX_IMPORT_BYTES } from './import-file.ts';

const TOO_LARGE = 'Berkas terlalu besar: paling besar 5 MB.';
const NO_FILE = 'Pilih berkas CSV atau XLSX untuk diimpor.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The spreadsheet of a member import (`berkas`), read by `readImportForm`. */
    importFile?: Buffer;
  }
}

/**
 * Route hook of the import's multipart form: the file stays in memory (at most 5 MB, then refused with
 * 400 like any other unreadable file), the text fields become the body the schema checks. Unlike image
 * forms, no image budget is charged: a spreadsheet is no picture.
 */
export async function readImportForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw httpError(400, 'Permintaan harus dikirim sebagai formulir multipart.');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'berkas' && request.importFile === undefined) request.importFile = buffer;
        continue;
      }
      if (part.valueTruncated) throw httpError(413, 'Isian formulir terlalu panjang.');
      fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(400, TOO_LARGE);
    throw error;
  }
  if (request.importFile === undefined) throw httpError(400, NO_FILE);
  if (request.importFile.length > MAX_IMPORT_BYTES) throw httpError(400, TOO_LARGE);
  request.body = formBody(fields);
}
