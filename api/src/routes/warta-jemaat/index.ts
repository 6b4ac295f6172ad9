import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  PDF_FOLDER,
  PDF_MAX_BYTES,
  PDF_TOO_LARGE_MESSAGE,
  WartaDeleted,
  WartaFields,
  WartaJemaat,
  WartaList,
  WartaMethodOverride,
  WartaPublication,
  WartaQuery,
  WartaSaved,
} from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { contentRoutes } from '../../lib/content-routes.ts';
import { databaseNow, nextStatus, statusOf, viewerOf } from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, formUpdateRoutes } from '../../lib/record-routes.ts';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { isFlagSet, storeOnePdf } from '../../lib/uploaded-images.ts';
import { currentUser } from '../../plugins/auth.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { pdfColumns, storedPdfColumns, textValues, wartaValues } from './form.ts';
import { allWarta, findWarta, listWarta, WARTA } from './queries.ts';

/** The form's file field of the PDF. */
const PDF_FIELD = 'berkas_pdf';
/** A PDF up to 10 MB is read whatever UPLOAD_MAX_BYTES says; a larger one is refused in these words. */
const PDF_FORM = { maxFileBytes: PDF_MAX_BYTES, tooLargeMessage: PDF_TOO_LARGE_MESSAGE };

/**
 * The weekly bulletin (warta jemaat): public reads of published bulletins (any other id answers as an
 * unknown one), writes for admin and pendeta, who also publish. Its PDF is served by pdf-file.ts.
 */
const wartaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('warta-jemaat');

  app.get(
    '/warta-jemaat',
    spec('public', 'Daftar warta jemaat (tanpa isi), Minggu terbaru dulu', {
      querystring: WartaQuery,
      response: ok(WartaList),
    }),
    async (request) => {
      const viewer = viewerOf(await app.optionalUser(request), 'konten');
      return listWarta(app.db, app.aggregates, request.query, viewer);
    },
  );

  app.get(
    '/warta-jemaat/:id',
    spec('public', 'Satu warta jemaat dengan isinya', { params: IdParams, response: ok(WartaJemaat) }),
    async (request) => {
      const viewer = viewerOf(await app.optionalUser(request), 'konten');
      const warta = await findWarta(app.db, request.params.id, viewer);
      if (!warta) throw httpError(404, WARTA.notFound);
      return warta;
    },
  );

  app.get(
    '/publikasi/warta-jemaat',
    spec('public', 'Semua warta jemaat yang terbit, lengkap (untuk membangun situs dan umpannya)', {
      response: ok(WartaPublication),
    }),
    async () => ({ data: await allWarta(app.db) }),
  );

  app.post(
    '/warta-jemaat',
    spec('konten', 'Tambah warta jemaat (multipart; berkas berkas_pdf opsional, PDF maks. 10 MB)', {
      body: WartaFields,
      response: created(WartaSaved),
      multipart: PDF_FORM,
    }),
    async (request, reply) => {
      const text = textValues(request.body);
      const now = await databaseNow(app.db);
      const status = nextStatus(currentUser(request), undefined, request.body, now);
      const pdf = await storeOnePdf(app.images, uploadedFiles(request, PDF_FIELD), PDF_FOLDER);
      const data = await createRecord(request, WARTA, wartaValues(text, status, pdfColumns(pdf)), [pdf]);
      return reply.code(201).send({ message: 'Warta jemaat berhasil ditambahkan.', data });
    },
  );

  async function update(request: FastifyRequest, id: number, fields: Static<typeof WartaFields>) {
    const user = currentUser(request);
    await findRecord(app.db, WARTA, id);
    const text = textValues(fields);
    const now = await databaseNow(app.db);
    const pdf = await storeOnePdf(app.images, uploadedFiles(request, PDF_FIELD), PDF_FOLDER);
    // A new PDF replaces the old one; hapus_pdf=1 without a new one removes it; else it stays.
    const kept = !pdf && !isFlagSet(fields.hapus_pdf);
    // The status rules run against the bulletin as stored under the lock.
    const values = (current: NonNullable<Awaited<ReturnType<typeof findWarta>>>) =>
      wartaValues(
        text,
        nextStatus(user, statusOf(current), fields, now),
        kept ? storedPdfColumns(current) : pdfColumns(pdf),
      );
    const data = await updateRecord(request, WARTA, id, fields.updated_at, values, [pdf]);
    return { message: 'Warta jemaat berhasil diperbarui.', data };
  }

  formUpdateRoutes(app, spec, {
    path: '/warta-jemaat',
    access: 'konten',
    name: 'warta jemaat',
    removeNote: 'hapus_pdf=1 menghapus PDF-nya',
    body: WartaFields,
    answer: WartaSaved,
    methodOverride: WartaMethodOverride,
    multipart: PDF_FORM,
    update,
  });

  await app.register(
    contentRoutes({
      path: '/warta-jemaat',
      tag: 'warta-jemaat',
      table: 'warta_jemaat',
      jenis: 'warta',
      access: 'konten',
      async mayRead(_request, id) {
        await findRecord(app.db, WARTA, id);
      },
      // The text comes back; the status and the PDF stay as they are now (a revision keeps no file).
      restore(request, id, fields, version, restoring) {
        const text = textValues({
          tanggal_warta: String(fields.tanggal_warta),
          judul_warta: String(fields.judul_warta),
          isi_warta: fields.isi_warta === null ? null : String(fields.isi_warta),
        });
        const values = (current: NonNullable<Awaited<ReturnType<typeof findWarta>>>) =>
          wartaValues(text, statusOf(current), storedPdfColumns(current));
        return updateRecord(request, WARTA, id, version, values, [], restoring);
      },
    }),
  );

  deleteRecordRoute(app, spec, {
    path: '/warta-jemaat',
    access: 'konten',
    summary: 'Hapus warta jemaat beserta PDF-nya',
    answer: WartaDeleted,
    kind: WARTA,
    message: 'Warta jemaat berhasil dihapus.',
  });
};

export default wartaRoutes;
