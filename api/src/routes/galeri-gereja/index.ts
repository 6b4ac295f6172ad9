import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Foto,
  FotoDeleted,
  FotoSaved,
  GaleriFields,
  GaleriList,
  GaleriQuery,
  GaleriUpdate,
  IdParams,
  INCOMPLETE_MESSAGE,
} from '@gkj/contract';
import type { Db, Lokasi } from '@gkj/db';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, getRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { imageOrStored, storeOneImage } from '../../lib/uploaded-images.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { FOTO, gerejaExists, listGaleri } from './queries.ts';

const FOLDER = 'galeri';
const IMAGE_FIELD = 'gambar';

/** Every church's photos must hang on a church card that exists. */
async function assertGereja(db: Db, lokasi: Lokasi): Promise<void> {
  if (!(await gerejaExists(db, lokasi))) throw httpError(400, `Data gereja ${lokasi} belum tersedia.`);
}

/** The church gallery of /galeri-gereja: photos per church, public reads and admin writes. */
const galeriGerejaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('galeri gereja');

  app.get(
    '/galeri-gereja',
    spec('public', 'Daftar foto galeri gereja (filter lokasi)', {
      querystring: GaleriQuery,
      response: ok(GaleriList),
    }),
    async (request) => listGaleri(app.db, app.aggregates, request.query),
  );

  getRecordRoute(app, spec, {
    path: '/galeri-gereja',
    access: 'public',
    summary: 'Satu foto galeri gereja',
    answer: Foto,
    kind: FOTO,
  });

  app.post(
    '/galeri-gereja',
    spec('situs', 'Tambah foto galeri (multipart: lokasi, nama, kegiatan, berkas gambar; semuanya wajib)', {
      body: GaleriFields,
      response: created(FotoSaved),
      multipart: true,
    }),
    async (request, reply) => {
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
      const data = await createRecord(request, FOTO, values, [image]);
      return reply.code(201).send({ message: 'Foto galeri berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/galeri-gereja/:id',
    spec('situs', 'Ubah foto galeri (JSON atau multipart; berkas gambar opsional menggantikan yang lama)', {
      params: IdParams,
      body: GaleriUpdate,
      response: ok(FotoSaved),
      preValidation: readMultipartBody,
    }),
    async (request) => {
      const { id } = request.params;
      const { lokasi, updated_at } = request.body;
      const before = await findRecord(app.db, FOTO, id);
      if (lokasi !== before.lokasi) await assertGereja(app.db, lokasi);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const values = (current: typeof before) => {
        const { nama, kegiatan, urutan } = request.body;
        return {
          lokasi,
          nama: nama.trim(),
          kegiatan: kegiatan.trim(),
          urutan: urutan ?? current.urutan,
          ...imageOrStored(image, current),
        };
      };
      const data = await updateRecord(request, FOTO, id, updated_at, values, [image]);
      return { message: 'Foto galeri berhasil diperbarui.', data };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/galeri-gereja',
    access: 'situs',
    summary: 'Hapus foto galeri beserta berkasnya',
    answer: FotoDeleted,
    kind: FOTO,
    message: 'Foto galeri berhasil dihapus.',
  });
};

export default galeriGerejaRoutes;
