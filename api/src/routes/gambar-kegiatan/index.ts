import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { removeImages, storeImages, withStoredImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import {
  activityExists,
  deleteGambar,
  findGambar,
  hasCover,
  insertGambar,
  listGambarOf,
  lockActivity,
  lockGambar,
  oldestGambar,
  setCover,
} from './queries.ts';
import { GambarList, GambarSaved, GambarUploaded, UploadFields } from './schemas.ts';

const KEGIATAN_NOT_FOUND = 'Kegiatan tidak ditemukan.';
const GAMBAR_NOT_FOUND = 'Gambar tidak ditemukan.';
const tags = ['kegiatan'];

/**
 * The caption kept from the uploaded file's name: its last path segment, without control characters
 * (NUL, line breaks) or direction overrides (U+202E makes 'gambar<U+202E>gnp.php' read as 'gambarphp.png'),
 * cut to the column's 255 characters without splitting one.
 */
function imageName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '').trim();
  return [...clean].slice(0, 255).join('') || 'gambar';
}

/** Photos of an activity. Reads are public; writes (admin, pendeta) keep one cover per activity. */
const gambarKegiatanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gambar-kegiatan/by-kegiatan/:id',
    {
      schema: {
        tags,
        summary: 'Gambar satu kegiatan, urut unggah',
        params: IdParams,
        response: { 200: GambarList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await activityExists(app.db, id))) throw httpError(404, KEGIATAN_NOT_FOUND);
      return listGambarOf(app.db, id);
    },
  );

  app.post(
    '/gambar-kegiatan',
    {
      preValidation: readMultipartBody,
      schema: {
        tags,
        summary: 'Unggah gambar kegiatan (field gambar[]); gambar pertama tanpa sampul menjadi sampul',
        consumes: ['multipart/form-data'],
        body: UploadFields,
        response: { 201: GambarUploaded, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idKegiatan = request.body.id_kegiatan_gereja;
      const files = uploadedFiles(request, 'gambar');
      if (files.length === 0) throw httpError(400, 'Pilih setidaknya satu gambar.');
      // Checked before the slow image work; checked again under the lock below.
      if (!(await activityExists(app.db, idKegiatan))) throw httpError(404, KEGIATAN_NOT_FOUND);
      const stored = await storeImages(app.images, files, 'kegiatan');
      const data = await withStoredImages(app.images, stored, () =>
        app.db.transaction().execute(async (trx) => {
          if (!(await lockActivity(trx, idKegiatan))) throw httpError(404, KEGIATAN_NOT_FOUND);
          const needsCover = !(await hasCover(trx, idKegiatan));
          const ids: number[] = [];
          for (const [index, image] of stored.entries()) {
            const values = {
              id_kegiatan_gereja: idKegiatan,
              nama_gambar_kegiatan: imageName(files[index].filename),
              is_thumbnail: needsCover && index === 0 ? 1 : 0,
              ...image,
            };
            const id = await insertGambar(trx, values);
            await recordAudit(trx, {
              user,
              aksi: 'create',
              tabel: 'gambar_kegiatan',
              id_record: id,
              perubahan: values,
            });
            ids.push(id);
          }
          const images = await listGambarOf(trx, idKegiatan);
          return images.filter((image) => ids.includes(image.id_gambar_kegiatan));
        }),
      );
      await app.publisher.contentChanged(`gambar kegiatan ${idKegiatan} ditambahkan`);
      return reply.code(201).send({ message: 'Gambar berhasil diunggah.', data });
    },
  );

  app.post(
    '/gambar-kegiatan/:id/thumbnail',
    {
      schema: {
        tags,
        summary: 'Jadikan gambar sebagai satu-satunya sampul kegiatannya',
        params: IdParams,
        response: { 200: GambarSaved, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const data = await app.db.transaction().execute(async (trx) => {
        const found = await lockGambar(trx, id);
        if (!found) throw httpError(404, GAMBAR_NOT_FOUND);
        await setCover(trx, found.id_kegiatan_gereja, id);
        await recordAudit(trx, {
          user,
          aksi: 'update',
          tabel: 'gambar_kegiatan',
          id_record: id,
          perubahan: { is_thumbnail: 1 },
        });
        return findGambar(trx, id);
      });
      if (!data) throw httpError(404, GAMBAR_NOT_FOUND);
      await app.publisher.contentChanged(`sampul kegiatan ${data.id_kegiatan_gereja} diganti`);
      return { message: 'Gambar sampul berhasil diubah.', data };
    },
  );

  app.delete(
    '/gambar-kegiatan/:id',
    {
      schema: {
        tags,
        summary: 'Hapus gambar; bila sampul, gambar tertua yang tersisa menjadi sampul',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access: 'konten' },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const removed = await app.db.transaction().execute(async (trx) => {
        const found = await lockGambar(trx, id);
        if (!found) throw httpError(404, GAMBAR_NOT_FOUND);
        await deleteGambar(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'gambar_kegiatan',
          id_record: id,
          perubahan: found,
        });
        const successor = found.is_thumbnail ? await oldestGambar(trx, found.id_kegiatan_gereja) : undefined;
        if (successor !== undefined) {
          await setCover(trx, found.id_kegiatan_gereja, successor);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'gambar_kegiatan',
            id_record: successor,
            perubahan: { is_thumbnail: 1 },
          });
        }
        return found;
      });
      await removeImages(app.images, [removed.file_path], request.log);
      await app.publisher.contentChanged(`gambar kegiatan ${removed.id_kegiatan_gereja} dihapus`);
      return { message: 'Gambar berhasil dihapus.' };
    },
  );
};

export default gambarKegiatanRoutes;
