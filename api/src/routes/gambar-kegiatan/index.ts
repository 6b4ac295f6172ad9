import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GambarList, GambarSaved, GambarUploaded, IdParams, Message, UploadFields } from '@gkj/contract';
import { viewerOf } from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { storeImages } from '../../lib/uploaded-images.ts';
import { runWrite } from '../../lib/writes.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { findKegiatan } from '../kegiatan-gereja/queries.ts';
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

const KEGIATAN_NOT_FOUND = 'Kegiatan tidak ditemukan.';
const GAMBAR_NOT_FOUND = 'Gambar tidak ditemukan.';

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
  const spec = routeSpecs('kegiatan');

  app.get(
    '/gambar-kegiatan/by-kegiatan/:id',
    spec('public', 'Gambar satu kegiatan, urut unggah', { params: IdParams, response: ok(GambarList) }),
    async (request) => {
      const { id } = request.params;
      // The photos of an activity the caller may not see are answered as those of an unknown one.
      const viewer = viewerOf(await app.optionalUser(request), 'konten');
      if (!(await findKegiatan(app.db, id, viewer))) throw httpError(404, KEGIATAN_NOT_FOUND);
      return listGambarOf(app.db, id);
    },
  );

  app.post(
    '/gambar-kegiatan',
    spec('konten', 'Unggah gambar kegiatan (field gambar[]); gambar pertama tanpa sampul menjadi sampul', {
      body: UploadFields,
      response: created(GambarUploaded),
      multipart: true,
    }),
    async (request, reply) => {
      const idKegiatan = request.body.id_kegiatan_gereja;
      const files = uploadedFiles(request, 'gambar');
      if (files.length === 0) throw httpError(400, 'Pilih setidaknya satu gambar.');
      // Checked before the slow image work; checked again under the lock below.
      if (!(await activityExists(app.db, idKegiatan))) throw httpError(404, KEGIATAN_NOT_FOUND);
      const stored = await storeImages(app.images, files, 'kegiatan');
      const data = await runWrite(
        request,
        async (trx, audit) => {
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
            await audit('create', 'gambar_kegiatan', id, values);
            ids.push(id);
          }
          const images = await listGambarOf(trx, idKegiatan);
          return images.filter((image) => ids.includes(image.id_gambar_kegiatan));
        },
        { stored, published: () => `gambar kegiatan ${idKegiatan} ditambahkan` },
      );
      return reply.code(201).send({ message: 'Gambar berhasil diunggah.', data });
    },
  );

  app.post(
    '/gambar-kegiatan/:id/thumbnail',
    spec('konten', 'Jadikan gambar sebagai satu-satunya sampul kegiatannya', {
      params: IdParams,
      response: ok(GambarSaved),
    }),
    async (request) => {
      const { id } = request.params;
      const data = await runWrite(
        request,
        async (trx, audit) => {
          const found = await lockGambar(trx, id);
          if (!found) throw httpError(404, GAMBAR_NOT_FOUND);
          await setCover(trx, found.id_kegiatan_gereja, id);
          await audit('update', 'gambar_kegiatan', id, { is_thumbnail: 1 });
          const saved = await findGambar(trx, id);
          if (!saved) throw httpError(404, GAMBAR_NOT_FOUND);
          return saved;
        },
        { published: (saved) => `sampul kegiatan ${saved.id_kegiatan_gereja} diganti` },
      );
      return { message: 'Gambar sampul berhasil diubah.', data };
    },
  );

  app.delete(
    '/gambar-kegiatan/:id',
    spec('konten', 'Hapus gambar; bila sampul, gambar tertua yang tersisa menjadi sampul', {
      params: IdParams,
      response: ok(Message),
    }),
    async (request) => {
      const { id } = request.params;
      await runWrite(
        request,
        async (trx, audit) => {
          const found = await lockGambar(trx, id);
          if (!found) throw httpError(404, GAMBAR_NOT_FOUND);
          await deleteGambar(trx, id);
          await audit('delete', 'gambar_kegiatan', id, found);
          const successor = found.is_thumbnail
            ? await oldestGambar(trx, found.id_kegiatan_gereja)
            : undefined;
          if (successor !== undefined) {
            await setCover(trx, found.id_kegiatan_gereja, successor);
            await audit('update', 'gambar_kegiatan', successor, { is_thumbnail: 1 });
          }
          return found;
        },
        {
          unusedFiles: (removed) => [removed.file_path],
          published: (removed) => `gambar kegiatan ${removed.id_kegiatan_gereja} dihapus`,
        },
      );
      return { message: 'Gambar berhasil dihapus.' };
    },
  );
};

export default gambarKegiatanRoutes;
