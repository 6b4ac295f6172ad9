import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GambarParams,
  type MerchantQris,
  PengaturanFields,
  PengaturanSaved,
  SETTING_IMAGES,
  type SettingImage,
} from '@gkj/contract';
import { storedMerchant } from '@gkj/contract/qris';
import type { FastifyRequest } from 'fastify';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/image-store.ts';
import { readQrisImage } from '../../lib/qris-image.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import { isFlagSet, storeFieldImages, storeOneImage } from '../../lib/uploaded-images.ts';
import { runWrite } from '../../lib/writes.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { qrisAuditPairs, qrisColumns } from './qris-columns.ts';
import { findPengaturan, type PengaturanValues, savePengaturan } from './queries.ts';
import { currentImage, imageColumns, replacedImages } from './setting-images.ts';

export const FOLDER = 'situs';
const NOT_SET_UP = 'Pengaturan situs belum tersedia. Simpan teks pengaturan terlebih dahulu.';
export const IMAGE_REQUIRED = 'Pilih gambar terlebih dahulu.';

type Stored = Awaited<ReturnType<typeof findPengaturan>>;

/** The church's identity and page texts (one row), and its four images. */
const pengaturanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('konten situs');

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
    const { data } = await runWrite(
      request,
      async (trx, audit) => {
        const saved = await saveUnlessStale(trx, 'pengaturan_situs', 1, expected, async () => {
          const before = await findPengaturan(trx);
          const values = valuesFrom(before);
          await savePengaturan(trx, values);
          // A changed QRIS merchant keeps its old and new values: the overview warns every admin of it.
          await audit(before ? 'update' : 'create', 'pengaturan_situs', 1, {
            ...changedFields(before ?? {}, values),
            ...qrisAuditPairs(before, values),
          });
          return { before, values };
        });
        const data = await findPengaturan(trx);
        if (!data) throw httpError(404, NOT_SET_UP);
        return { ...saved, data };
      },
      {
        stored: fresh,
        unusedFiles: ({ before, values }) => replacedImages(before, values, SETTING_IMAGES),
        published: () => 'pengaturan situs diperbarui',
      },
    );
    return data;
  }

  /**
   * The stored row with one image replaced (or cleared with null); for the QRIS, with the merchant its
   * new image decoded to (null with none).
   */
  const withImage =
    (column: SettingImage, image: StoredImage | null, merchant: MerchantQris | null) => (current: Stored) => {
      if (!current) throw httpError(404, NOT_SET_UP);
      const { id: _, created_at, updated_at, ...stored } = current;
      const qris = column === 'gambar_qris' ? qrisColumns(merchant) : {};
      return { ...stored, ...imageColumns(column, image), ...qris };
    };

  app.put(
    '/konten-situs/pengaturan',
    spec(
      'situs',
      'Simpan identitas dan teks situs (multipart; gambar opsional, hapus_<gambar>=1 menghapus)',
      { body: PengaturanFields, response: ok(PengaturanSaved), multipart: true },
    ),
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
      // A QRIS image is read before anything is stored: one that is no valid QRIS is refused (400).
      const [qrisFile] = uploadedFiles(request, 'gambar_qris');
      const merchant = qrisFile ? await readQrisImage(qrisFile.buffer) : undefined;
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
        const kept = removal.gambar_qris ? null : storedMerchant(current);
        return { ...values, ...qrisColumns(merchant ?? kept) };
      };
      const data = await save(request, updated_at, valuesFrom, Object.values(fresh));
      return { message: 'Konten situs berhasil disimpan.', data };
    },
  );

  app.put(
    '/konten-situs/gambar/:kolom',
    spec('situs', 'Ganti satu gambar situs (multipart, berkas `gambar`)', {
      params: GambarParams,
      response: ok(PengaturanSaved),
      multipart: true,
    }),
    async (request) => {
      if (!(await findPengaturan(app.db))) throw httpError(404, NOT_SET_UP);
      const files = uploadedFiles(request, 'gambar');
      const { kolom } = request.params;
      const merchant =
        kolom === 'gambar_qris' && files.length === 1 ? await readQrisImage(files[0].buffer) : null;
      const image = await storeOneImage(app.images, files, FOLDER);
      if (!image) throw httpError(400, IMAGE_REQUIRED);
      const data = await save(request, undefined, withImage(kolom, image, merchant), [image]);
      return { message: 'Gambar berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/konten-situs/gambar/:kolom',
    spec('situs', 'Hapus satu gambar situs', { params: GambarParams, response: ok(PengaturanSaved) }),
    async (request) => {
      if (!(await findPengaturan(app.db))) throw httpError(404, NOT_SET_UP);
      const data = await save(request, undefined, withImage(request.params.kolom, null, null), []);
      return { message: 'Gambar berhasil dihapus.', data };
    },
  );
};

export default pengaturanRoutes;
