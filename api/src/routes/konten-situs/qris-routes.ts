import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PerubahanQrisTerakhir, QrisDiperiksa } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { readQrisImage } from '../../lib/qris-image.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { IMAGE_REQUIRED } from './pengaturan-routes.ts';
import { latestQrisChange } from './qris-queries.ts';

/** The offering QRIS: checked before it is saved, and its recent swap shown to every admin. */
const qrisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('konten situs');

  app.post(
    '/konten-situs/qris/periksa',
    spec('situs', 'Periksa gambar QRIS (multipart, berkas `gambar`) tanpa menyimpannya', {
      response: ok(QrisDiperiksa),
      multipart: true,
    }),
    async (request) => {
      const files = uploadedFiles(request, 'gambar');
      if (files.length === 0) throw httpError(400, IMAGE_REQUIRED);
      if (files.length > 1) throw httpError(400, 'Gambar hanya boleh satu berkas.');
      const data = await readQrisImage(files[0].buffer);
      return { message: 'QRIS terbaca dan sah.', data };
    },
  );

  app.get(
    '/konten-situs/qris/perubahan',
    spec('admin', 'Perubahan merchant atau NMID QRIS dalam 7 hari terakhir (untuk peringatan)', {
      response: ok(PerubahanQrisTerakhir),
    }),
    async () => ({ data: await latestQrisChange(app.db) }),
  );
};

export default qrisRoutes;
