import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Lokasi } from '@gkj/db';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { removeImages, storeOneImage, withStoredImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { deleteFoto, findFoto, gerejaExists, insertFoto, listGaleri, updateFoto } from './queries.ts';
import {
  Foto,
  FotoDeleted,
  FotoSaved,
  GaleriFields,
  GaleriList,
  GaleriQuery,
  GaleriUpdate,
  INCOMPLETE_MESSAGE,
} from './schemas.ts';

const FOLDER = 'galeri';
const IMAGE_FIELD = 'gambar';
const NOT_FOUND = 'Foto galeri tidak ditemukan.';

/** Every church's photos must hang on a church card that exists. */
async function assertGereja(db: Parameters<typeof gerejaExists>[0], lokasi: Lokasi): Promise<void> {
  if (!(await gerejaExists(db, lokasi))) throw httpError(400, `Data gereja ${lokasi} belum tersedia.`);
}

/** The church gallery of /galeri-gereja: photos per church, public reads and admin writes. */
const galeriGerejaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/galeri-gereja',
    {
      schema: {
        tags: ['galeri gereja'],
        summary: 'Daftar foto galeri gereja (filter lokasi)',
        querystring: GaleriQuery,
        response: { 200: GaleriList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => listGaleri(app.db, request.query),
  );

  app.get(
    '/galeri-gereja/:id',
    {
      schema: {
        tags: ['galeri gereja'],
        summary: 'Satu foto galeri gereja',
        params: IdParams,
        response: { 200: Foto, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const foto = await findFoto(app.db, request.params.id);
      if (!foto) throw httpError(404, NOT_FOUND);
      return foto;
    },
  );

  app.post(
    '/galeri-gereja',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['galeri gereja'],
        summary: 'Tambah foto galeri (multipart: lokasi, nama, kegiatan, berkas gambar; semuanya wajib)',
        consumes: ['multipart/form-data'],
        body: GaleriFields,
        response: { 201: FotoSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const files = uploadedFiles(request, IMAGE_FIELD);
      if (files.length === 0) throw httpError(400, INCOMPLETE_MESSAGE);
      const { lokasi } = request.body;
      await assertGereja(app.db, lokasi);
      const image = await storeOneImage(app.images, files, FOLDER);
      if (!image) throw httpError(400, INCOMPLETE_MESSAGE);
      const values = {
        lokasi,
        nama: request.body.nama.trim(),
        kegiatan: request.body.kegiatan.trim(),
        ...image,
      };
      const data = await withStoredImages(app.images, [image], () =>
        app.db.transaction().execute(async (trx) => {
          const id = await insertFoto(trx, values);
          await recordAudit(trx, {
            user,
            aksi: 'create',
            tabel: 'galeri_gereja',
            id_record: id,
            perubahan: values,
          });
          return findFoto(trx, id);
        }),
      );
      if (!data) throw httpError(404, NOT_FOUND);
      await app.publisher.contentChanged(`galeri gereja ${data.id_galeri} ditambahkan`);
      return reply.code(201).send({ message: 'Foto galeri berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/galeri-gereja/:id',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['galeri gereja'],
        summary: 'Ubah foto galeri (JSON atau multipart; berkas gambar opsional menggantikan yang lama)',
        params: IdParams,
        body: GaleriUpdate,
        response: { 200: FotoSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const before = await findFoto(app.db, id);
      if (!before) throw httpError(404, NOT_FOUND);
      const { lokasi } = request.body;
      if (lokasi !== before.lokasi) await assertGereja(app.db, lokasi);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const { data, stored } = await withStoredImages(app.images, [image], () =>
        app.db.transaction().execute(async (trx) => {
          const stored = await saveUnlessStale(
            trx,
            'galeri_gereja',
            id,
            request.body.updated_at,
            async () => {
              // Read again under the lock: the photo kept is the one stored now (see artikel).
              const current = await findFoto(trx, id);
              if (!current) throw httpError(404, NOT_FOUND);
              const { file_path, width, height } = image ?? current;
              const values = {
                lokasi,
                nama: request.body.nama.trim(),
                kegiatan: request.body.kegiatan.trim(),
                urutan: request.body.urutan ?? current.urutan,
                file_path,
                width,
                height,
              };
              await updateFoto(trx, id, values);
              await recordAudit(trx, {
                user,
                aksi: 'update',
                tabel: 'galeri_gereja',
                id_record: id,
                perubahan: changedFields(current, values),
              });
              return current;
            },
          );
          return { data: await findFoto(trx, id), stored };
        }),
      );
      if (!data) throw httpError(404, NOT_FOUND);
      if (image) await removeImages(app.images, [stored.file_path], request.log);
      await app.publisher.contentChanged(`galeri gereja ${id} diperbarui`);
      return { message: 'Foto galeri berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/galeri-gereja/:id',
    {
      schema: {
        tags: ['galeri gereja'],
        summary: 'Hapus foto galeri beserta berkasnya',
        params: IdParams,
        response: { 200: FotoDeleted, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const before = await findFoto(app.db, id);
      if (!before) throw httpError(404, NOT_FOUND);
      await app.db.transaction().execute(async (trx) => {
        await deleteFoto(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'galeri_gereja',
          id_record: id,
          perubahan: { lokasi: before.lokasi, nama: before.nama, file_path: before.file_path },
        });
      });
      await removeImages(app.images, [before.file_path], request.log);
      await app.publisher.contentChanged(`galeri gereja ${id} dihapus`);
      return { message: 'Foto galeri berhasil dihapus.' };
    },
  );
};

export default galeriGerejaRoutes;
