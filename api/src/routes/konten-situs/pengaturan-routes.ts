import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/image-store.ts';
import { ErrorResponses, textOrNull } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import {
  isFlagSet,
  removeImages,
  storeFieldImages,
  storeOneImage,
  withStoredImages,
} from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { findPengaturan, type PengaturanValues, savePengaturan } from './queries.ts';
import {
  GambarParams,
  PengaturanFields,
  PengaturanSaved,
  SETTING_IMAGES,
  type SettingImage,
} from './schemas.ts';
import { currentImage, imageColumns, replacedImages } from './setting-images.ts';

export const FOLDER = 'situs';
const NOT_SET_UP = 'Pengaturan situs belum tersedia. Simpan teks pengaturan terlebih dahulu.';
const IMAGE_REQUIRED = 'Pilih gambar terlebih dahulu.';

type Stored = Awaited<ReturnType<typeof findPengaturan>>;

/** The church's identity and page texts (one row), and its four images. */
const pengaturanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Saves the row and its audit line in one transaction; afterwards drops replaced files and publishes.
   * `valuesFrom` builds the row from the one stored now, read under the lock: an image a save keeps is
   * the current one, even if another save replaced it (and removed its file) while this upload ran.
   */
  async function save(
    request: FastifyRequest,
    expected: string | null | undefined,
    valuesFrom: (current: Stored) => PengaturanValues,
    fresh: (StoredImage | undefined)[],
  ) {
    const user = currentUser(request);
    const { data, before, values } = await withStoredImages(app.images, fresh, () =>
      app.db.transaction().execute(async (trx) => {
        const saved = await saveUnlessStale(trx, 'pengaturan_situs', 1, expected, async () => {
          const before = await findPengaturan(trx);
          const values = valuesFrom(before);
          await savePengaturan(trx, values);
          await recordAudit(trx, {
            user,
            aksi: before ? 'update' : 'create',
            tabel: 'pengaturan_situs',
            id_record: 1,
            perubahan: changedFields(before ?? {}, values),
          });
          return { before, values };
        });
        return { ...saved, data: await findPengaturan(trx) };
      }),
    );
    if (!data) throw httpError(404, NOT_SET_UP);
    await removeImages(app.images, replacedImages(before, values, SETTING_IMAGES), request.log);
    await app.publisher.contentChanged('pengaturan situs diperbarui');
    return data;
  }

  /** The stored row with one image replaced (or cleared with null). */
  const withImage = (column: SettingImage, image: StoredImage | null) => (current: Stored) => {
    if (!current) throw httpError(404, NOT_SET_UP);
    const { id: _, created_at, updated_at, ...stored } = current;
    return { ...stored, ...imageColumns(column, image) };
  };

  app.put(
    '/konten-situs/pengaturan',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['konten situs'],
        summary: 'Simpan identitas dan teks situs (multipart; gambar opsional, hapus_<gambar>=1 menghapus)',
        consumes: ['multipart/form-data'],
        body: PengaturanFields,
        response: { 200: PengaturanSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const {
        hapus_logo,
        hapus_gambar_qris,
        hapus_foto_pendeta,
        hapus_gambar_susunan_organisasi,
        updated_at,
        ...texts
      } = request.body;
      const removal: Record<SettingImage, boolean> = {
        logo: isFlagSet(hapus_logo),
        gambar_qris: isFlagSet(hapus_gambar_qris),
        foto_pendeta: isFlagSet(hapus_foto_pendeta),
        gambar_susunan_organisasi: isFlagSet(hapus_gambar_susunan_organisasi),
      };
      const fresh = await storeFieldImages(
        app.images,
        (field) => uploadedFiles(request, field),
        SETTING_IMAGES,
        FOLDER,
      );
      const textColumns = Object.fromEntries(
        Object.entries(texts).map(([field, value]) => [field, textOrNull(value)]),
      ) as PengaturanValues;
      const valuesFrom = (current: Stored) => {
        const values = { ...textColumns };
        for (const column of SETTING_IMAGES) {
          const image = fresh[column] ?? (removal[column] ? null : currentImage(current, column));
          Object.assign(values, imageColumns(column, image));
        }
        return values;
      };
      const data = await save(request, updated_at, valuesFrom, Object.values(fresh));
      return { message: 'Konten situs berhasil disimpan.', data };
    },
  );

  app.put(
    '/konten-situs/gambar/:kolom',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['konten situs'],
        summary: 'Ganti satu gambar situs (multipart, berkas `gambar`)',
        consumes: ['multipart/form-data'],
        params: GambarParams,
        response: { 200: PengaturanSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      if (!(await findPengaturan(app.db))) throw httpError(404, NOT_SET_UP);
      const image = await storeOneImage(app.images, uploadedFiles(request, 'gambar'), FOLDER);
      if (!image) throw httpError(400, IMAGE_REQUIRED);
      const data = await save(request, undefined, withImage(request.params.kolom, image), [image]);
      return { message: 'Gambar berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/konten-situs/gambar/:kolom',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Hapus satu gambar situs',
        params: GambarParams,
        response: { 200: PengaturanSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      if (!(await findPengaturan(app.db))) throw httpError(404, NOT_SET_UP);
      const data = await save(request, undefined, withImage(request.params.kolom, null), []);
      return { message: 'Gambar berhasil dihapus.', data };
    },
  );
};

export default pengaturanRoutes;
