import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Done, IdParams, SlideFields, SlideOrderBody, SlideSaved, SlidesSaved } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import { imageOrStored, storeOneImage } from '../../lib/uploaded-images.ts';
import { runWrite } from '../../lib/writes.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { listSlides, reorderSlides, SLIDE, type SlideValues, slideIds } from './slide-queries.ts';

const FOLDER = 'slide';
const IMAGE_FIELD = 'gambar';
export const SLIDE_IMAGE_REQUIRED = 'Gambar slide wajib diunggah.';
export const SLIDE_ORDER_MESSAGE = 'Urutan slide harus memuat setiap slide tepat satu kali.';

/** The home page carousel: slides with a caption and one image each, in their own order. */
const slideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('konten situs');

  app.post(
    '/konten-situs/slides',
    spec('situs', 'Tambah slide carousel (multipart: judul, keterangan, berkas gambar)', {
      body: SlideFields,
      response: created(SlideSaved),
      multipart: true,
    }),
    async (request, reply) => {
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      if (!image) throw httpError(400, SLIDE_IMAGE_REQUIRED);
      const values = {
        judul: request.body.judul.trim(),
        keterangan: textOrNull(request.body.keterangan),
        ...image,
      };
      const data = await createRecord(request, SLIDE, values, [image]);
      return reply.code(201).send({ message: 'Slide berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/konten-situs/slides/:id',
    spec('situs', 'Ubah slide (multipart atau JSON; berkas gambar opsional menggantikan yang lama)', {
      params: IdParams,
      body: SlideFields,
      response: ok(SlideSaved),
      multipart: true,
    }),
    async (request) => {
      const { id } = request.params;
      const { judul, keterangan, updated_at } = request.body;
      await findRecord(app.db, SLIDE, id);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const values = (current: SlideValues) => ({
        judul: judul.trim(),
        keterangan: textOrNull(keterangan),
        ...imageOrStored(image, current),
      });
      const data = await updateRecord(request, SLIDE, id, updated_at, values, [image]);
      return { message: 'Slide berhasil diperbarui.', data };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/konten-situs/slides',
    access: 'situs',
    summary: 'Hapus slide beserta gambarnya',
    answer: Done,
    kind: SLIDE,
    message: 'Slide berhasil dihapus.',
  });

  app.put(
    '/konten-situs/slides-urutan',
    spec('situs', 'Atur urutan slide: ids memuat setiap slide tepat satu kali', {
      body: SlideOrderBody,
      response: ok(SlidesSaved),
    }),
    async (request) => {
      const { ids } = request.body;
      const data = await runWrite(
        request,
        async (trx, audit) => {
          const existing = new Set(await slideIds(trx));
          const given = new Set(ids);
          const complete = given.size === ids.length && given.size === existing.size;
          if (!complete || ids.some((id) => !existing.has(id))) throw httpError(400, SLIDE_ORDER_MESSAGE);
          await reorderSlides(trx, ids);
          await audit('update', 'slide_carousel', 'urutan', { urutan: ids });
          return listSlides(trx);
        },
        { published: () => 'urutan slide diperbarui' },
      );
      return { message: 'Urutan slide berhasil disimpan.', data };
    },
  );
};

export default slideRoutes;
