import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message, textOrNull } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { removeImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  allKegiatan,
  allKegiatanWithGambar,
  deleteKegiatan,
  findKegiatan,
  insertKegiatan,
  type KegiatanValues,
  listKegiatan,
  lockKegiatan,
  savedKegiatan,
  updateKegiatan,
} from './queries.ts';
import {
  Kegiatan,
  KegiatanBody,
  KegiatanDenganThumbnail,
  KegiatanList,
  KegiatanQuery,
  KegiatanSaved,
  PublikasiKegiatan,
} from './schemas.ts';

export const KEGIATAN_NOT_FOUND = 'Kegiatan tidak ditemukan.';
const tags = ['kegiatan'];

/** The stored form of a body: the date is its first 10 characters, empty optional texts are null. */
function toValues(body: Static<typeof KegiatanBody>): KegiatanValues {
  const date = body.waktu_kegiatan_gereja.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw httpError(400, 'Waktu kegiatan harus berupa tanggal yang valid.');
  }
  return {
    nama_kegiatan_gereja: body.nama_kegiatan_gereja.trim(),
    waktu_kegiatan_gereja: date,
    // Stored as TIME reads it back ('HH:MM:SS'), so an unchanged time is no change in the audit.
    jam_kegiatan_gereja: body.jam_kegiatan_gereja ? `${body.jam_kegiatan_gereja}:00` : null,
    tema_kegiatan_gereja: textOrNull(body.tema_kegiatan_gereja),
    tempat_kegiatan_gereja: textOrNull(body.tempat_kegiatan_gereja),
    deskripsi_kegiatan_gereja: textOrNull(body.deskripsi_kegiatan_gereja),
  };
}

/** Church activities: public reads, writes for admin and pendeta; every write asks for a site rebuild. */
const kegiatanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/kegiatan-gereja',
    {
      schema: {
        tags,
        summary:
          'Daftar kegiatan (cari di nama, tema, tempat); tanpa sort: yang akan datang dulu, terdekat dulu',
        querystring: KegiatanQuery,
        response: { 200: KegiatanList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => listKegiatan(app.db, request.query),
  );

  app.get(
    '/kegiatan-dengan-thumbnail',
    {
      schema: {
        tags,
        summary: 'Semua kegiatan dengan gambar sampul, yang akan datang dulu',
        response: { 200: KegiatanDenganThumbnail, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => ({ success: true as const, data: await allKegiatan(app.db) }),
  );

  app.get(
    '/publikasi/kegiatan',
    {
      schema: {
        tags,
        summary: 'Semua kegiatan dengan semua gambarnya (untuk membangun situs)',
        response: { 200: PublikasiKegiatan, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => ({ data: await allKegiatanWithGambar(app.db) }),
  );

  app.get(
    '/kegiatan-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Satu kegiatan',
        params: IdParams,
        response: { 200: Kegiatan, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const kegiatan = await findKegiatan(app.db, request.params.id);
      if (!kegiatan) throw httpError(404, KEGIATAN_NOT_FOUND);
      return kegiatan;
    },
  );

  app.post(
    '/kegiatan-gereja',
    {
      schema: {
        tags,
        summary: 'Tambah kegiatan',
        body: KegiatanBody,
        response: { 201: KegiatanSaved, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = toValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        const id = await insertKegiatan(trx, values);
        await recordAudit(trx, {
          user,
          aksi: 'create',
          tabel: 'kegiatan_gereja',
          id_record: id,
          perubahan: values,
        });
        return savedKegiatan(trx, id);
      });
      await app.publisher.contentChanged(`kegiatan ${data.id_kegiatan_gereja} ditambahkan`);
      return reply.code(201).send({ message: 'Data kegiatan berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/kegiatan-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Ubah kegiatan',
        params: IdParams,
        body: KegiatanBody,
        response: { 200: KegiatanSaved, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const values = toValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        await saveUnlessStale(trx, 'kegiatan_gereja', id, request.body.updated_at, async () => {
          const before = await lockKegiatan(trx, id);
          if (!before) throw httpError(404, KEGIATAN_NOT_FOUND);
          await updateKegiatan(trx, id, values);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'kegiatan_gereja',
            id_record: id,
            perubahan: changedFields(before, values),
          });
        });
        return savedKegiatan(trx, id);
      });
      await app.publisher.contentChanged(`kegiatan ${id} diperbarui`);
      return { message: 'Data kegiatan berhasil diubah!', data };
    },
  );

  app.delete(
    '/kegiatan-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Hapus kegiatan beserta gambarnya',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const files = await app.db.transaction().execute(async (trx) => {
        const before = await lockKegiatan(trx, id);
        if (!before) throw httpError(404, KEGIATAN_NOT_FOUND);
        const removed = await deleteKegiatan(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'kegiatan_gereja',
          id_record: id,
          perubahan: { ...before, gambar_dihapus: removed.length },
        });
        return removed;
      });
      await removeImages(app.images, files, request.log);
      await app.publisher.contentChanged(`kegiatan ${id} dihapus`);
      return { message: 'Kegiatan berhasil dihapus.' };
    },
  );
};

export default kegiatanRoutes;
