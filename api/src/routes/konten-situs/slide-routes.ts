import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, textOrNull } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { removeImages, storeOneImage, withStoredImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { Done, SlideFields, SlideOrderBody, SlideSaved, SlidesSaved } from './schemas.ts';
import {
  deleteSlide,
  findSlide,
  insertSlide,
  listSlides,
  reorderSlides,
  slideIds,
  updateSlide,
} from './slide-queries.ts';

const FOLDER = 'slide';
const NOT_FOUND = 'Slide tidak ditemukan.';
const IMAGE_FIELD = 'gambar';
export const SLIDE_IMAGE_REQUIRED = 'Gambar slide wajib diunggah.';
export const SLIDE_ORDER_MESSAGE = 'Urutan slide harus memuat setiap slide tepat satu kali.';

/** The home page carousel: slides with a caption and one image each, in their own order. */
const slideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/konten-situs/slides',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['konten situs'],
        summary: 'Tambah slide carousel (multipart: judul, keterangan, berkas gambar)',
        consumes: ['multipart/form-data'],
        body: SlideFields,
        response: { 201: SlideSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      if (!image) throw httpError(400, SLIDE_IMAGE_REQUIRED);
      const values = {
        judul: request.body.judul.trim(),
        keterangan: textOrNull(request.body.keterangan),
        ...image,
      };
      const data = await withStoredImages(app.images, [image], () =>
        app.db.transaction().execute(async (trx) => {
          const id = await insertSlide(trx, values);
          await recordAudit(trx, {
            user,
            aksi: 'create',
            tabel: 'slide_carousel',
            id_record: id,
            perubahan: values,
          });
          return findSlide(trx, id);
        }),
      );
      if (!data) throw httpError(404, NOT_FOUND);
      await app.publisher.contentChanged(`slide ${data.id_slide} ditambahkan`);
      return reply.code(201).send({ message: 'Slide berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/konten-situs/slides/:id',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['konten situs'],
        summary: 'Ubah slide (multipart atau JSON; berkas gambar opsional menggantikan yang lama)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: SlideFields,
        response: { 200: SlideSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      if (!(await findSlide(app.db, id))) throw httpError(404, NOT_FOUND);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const { data, stored } = await withStoredImages(app.images, [image], () =>
        app.db.transaction().execute(async (trx) => {
          const stored = await saveUnlessStale(
            trx,
            'slide_carousel',
            id,
            request.body.updated_at,
            async () => {
              // Read again under the lock: the image kept is the one stored now (see artikel).
              const current = await findSlide(trx, id);
              if (!current) throw httpError(404, NOT_FOUND);
              const { file_path, width, height } = image ?? current;
              const values = {
                judul: request.body.judul.trim(),
                keterangan: textOrNull(request.body.keterangan),
                file_path,
                width,
                height,
              };
              await updateSlide(trx, id, values);
              await recordAudit(trx, {
                user,
                aksi: 'update',
                tabel: 'slide_carousel',
                id_record: id,
                perubahan: changedFields(current, values),
              });
              return current;
            },
          );
          return { data: await findSlide(trx, id), stored };
        }),
      );
      if (!data) throw httpError(404, NOT_FOUND);
      if (image) await removeImages(app.images, [stored.file_path], request.log);
      await app.publisher.contentChanged(`slide ${id} diperbarui`);
      return { message: 'Slide berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/konten-situs/slides/:id',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Hapus slide beserta gambarnya',
        params: IdParams,
        response: { 200: Done, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const before = await findSlide(app.db, id);
      if (!before) throw httpError(404, NOT_FOUND);
      await app.db.transaction().execute(async (trx) => {
        await deleteSlide(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'slide_carousel',
          id_record: id,
          perubahan: { judul: before.judul, file_path: before.file_path },
        });
      });
      await removeImages(app.images, [before.file_path], request.log);
      await app.publisher.contentChanged(`slide ${id} dihapus`);
      return { message: 'Slide berhasil dihapus.' };
    },
  );

  app.put(
    '/konten-situs/slides-urutan',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Atur urutan slide: ids memuat setiap slide tepat satu kali',
        body: SlideOrderBody,
        response: { 200: SlidesSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const { ids } = request.body;
      const data = await app.db.transaction().execute(async (trx) => {
        const existing = new Set(await slideIds(trx));
        const given = new Set(ids);
        const complete = given.size === ids.length && given.size === existing.size;
        if (!complete || ids.some((id) => !existing.has(id))) throw httpError(400, SLIDE_ORDER_MESSAGE);
        await reorderSlides(trx, ids);
        await recordAudit(trx, {
          user,
          aksi: 'update',
          tabel: 'slide_carousel',
          id_record: 'urutan',
          perubahan: { urutan: ids },
        });
        return listSlides(trx);
      });
      await app.publisher.contentChanged('urutan slide diperbarui');
      return { message: 'Urutan slide berhasil disimpan.', data };
    },
  );
};

export default slideRoutes;
