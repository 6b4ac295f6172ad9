import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PDF_FOLDER, pdfFileName } from '@gkj/contract';
import { Type } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { sendStoredFile } from '../../plugins/upload-files.ts';
import { pdfOwner } from './queries.ts';

/**
 * A PDF is a document the browser runs (it may carry scripts and forms): it is sent as a PDF whatever is
 * inside, opened in the browser's viewer under its bulletin's date, and sandboxed, so nothing in it runs
 * with this site's origin or loads anything.
 */
export const PDF_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PDF_FILE = Type.Object({ file: Type.String({ pattern: '^[a-f0-9]{32}\\.pdf$' }) });

/**
 * The bulletin PDFs under /uploads/warta-jemaat/, in place of the plain file server: only a file a
 * bulletin refers to is sent, with the headers above. Like an image, a PDF is stored under a random name
 * that only the answers about its bulletin reveal, so a draft's PDF can be read by its reviewers.
 */
const wartaPdfFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `/uploads/${PDF_FOLDER}/:file`,
    { schema: { params: PDF_FILE, hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const filePath = `/uploads/${PDF_FOLDER}/${request.params.file}`;
      const owner = await pdfOwner(app.db, filePath);
      const stored = owner && (await app.images.open(filePath));
      if (!owner || !stored) throw httpError(404, 'Berkas tidak ditemukan.');
      return sendStoredFile(
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${pdfFileName(owner.tanggal_warta)}"`)
          .header('content-security-policy', PDF_POLICY)
          // The bytes under a stored name never change; an hour lets a removed PDF fall out of caches.
          .header('cache-control', 'public, max-age=3600'),
        stored,
      );
    },
  );
};

export default wartaPdfFiles;
