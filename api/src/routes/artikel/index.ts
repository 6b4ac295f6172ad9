import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { isFlagSet, removeImages, storeOneImage, withStoredImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import { FORBIDDEN_MESSAGE, roleAllowed } from '../../plugins/roles.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { imageColumns, storedImageColumns, textValues } from './form.ts';
import {
  allArtikel,
  deleteArtikel,
  findArtikel,
  findAuthorId,
  insertArtikel,
  listArtikel,
  updateArtikel,
} from './queries.ts';
import {
  Artikel,
  ArtikelDeleted,
  ArtikelFields,
  ArtikelList,
  ArtikelPublication,
  ArtikelQuery,
  ArtikelSaved,
  MethodOverride,
} from './schemas.ts';

const NOT_FOUND = 'Artikel tidak ditemukan.';
const FOLDER = 'artikel';
const IMAGE_FIELD = 'gambar_artikel';

/**
 * The one rule of who may change (and delete) an article: admin and pendeta any, an author only the
 * ones they wrote. Reads answer it as `dapat_diubah`, so the admin never re-derives it.
 */
function mayChange(user: AuthUser | undefined, idUserAuthor: number | null): boolean {
  if (!user || !roleAllowed('artikel-write', user.nama_role)) return false;
  return user.nama_role !== 'author' || idUserAuthor === user.id_user;
}

/** A read's rows with `dapat_diubah` for a signed-in caller; visitors get the rows as they are. */
function withPermission<Row extends { id_user_author: number | null }>(user: AuthUser | undefined, row: Row) {
  return user ? { ...row, dapat_diubah: mayChange(user, row.id_user_author) } : row;
}

/**
 * Articles: public reads; writes for admin and pendeta, and for authors on the articles they wrote.
 * The author, its user id and the publication date come from the session and the clock, never the form.
 */
const artikelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Authors may touch only their own articles: refused before their upload is even read. */
  async function ownArticlesOnly(request: FastifyRequest): Promise<void> {
    const user = currentUser(request);
    if (user.nama_role !== 'author') return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1) return;
    const row = await findAuthorId(app.db, id);
    if (row && !mayChange(user, row.id_user_author)) throw httpError(403, FORBIDDEN_MESSAGE);
  }

  app.get(
    '/artikel',
    {
      schema: {
        tags: ['artikel'],
        summary: 'Daftar artikel (tanpa isi, dengan cuplikan)',
        querystring: ArtikelQuery,
        response: { 200: ArtikelList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const { data, total } = await listArtikel(app.db, request.query);
      return { data: data.map((row) => withPermission(user, row)), total };
    },
  );

  app.get(
    '/artikel/:id',
    {
      schema: {
        tags: ['artikel'],
        summary: 'Satu artikel lengkap',
        params: IdParams,
        response: { 200: Artikel, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const artikel = await findArtikel(app.db, request.params.id);
      if (!artikel) throw httpError(404, NOT_FOUND);
      return withPermission(await app.optionalUser(request), artikel);
    },
  );

  app.get(
    '/publikasi/artikel',
    {
      schema: {
        tags: ['artikel'],
        summary: 'Semua artikel lengkap, untuk pembangunan situs statis',
        response: { 200: ArtikelPublication, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => ({ data: await allArtikel(app.db) }),
  );

  app.post(
    '/artikel',
    {
      preValidation: readMultipartBody,
      schema: {
        tags: ['artikel'],
        summary: 'Tambah artikel (multipart; berkas gambar_artikel opsional)',
        consumes: ['multipart/form-data'],
        body: ArtikelFields,
        response: { 201: ArtikelSaved, ...ErrorResponses },
      },
      config: { access: 'artikel-write' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const text = await textValues(app.db, request.body);
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const values = { ...text, ...imageColumns(image) };
      const data = await withStoredImages(app.images, [image], () =>
        app.db.transaction().execute(async (trx) => {
          const id = await insertArtikel(trx, values, user);
          await recordAudit(trx, {
            user,
            aksi: 'create',
            tabel: 'artikel',
            id_record: id,
            perubahan: values,
          });
          return findArtikel(trx, id);
        }),
      );
      if (!data) throw httpError(404, NOT_FOUND);
      await app.publisher.contentChanged(`artikel ${data.id_artikel} ditambahkan`);
      return reply.code(201).send({ message: 'Artikel berhasil ditambahkan', data });
    },
  );

  async function update(request: FastifyRequest, id: number, fields: Static<typeof ArtikelFields>) {
    const user = currentUser(request);
    const before = await findArtikel(app.db, id);
    if (!before) throw httpError(404, NOT_FOUND);
    if (!mayChange(user, before.id_user_author)) throw httpError(403, FORBIDDEN_MESSAGE);
    const text = await textValues(app.db, fields);
    const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
    // A new image replaces the old one; hapus_gambar=1 without a new image removes it; else it stays.
    const kept = !image && !isFlagSet(fields.hapus_gambar);
    const { data, stored } = await withStoredImages(app.images, [image], () =>
      app.db.transaction().execute(async (trx) => {
        const stored = await saveUnlessStale(trx, 'artikel', id, fields.updated_at, async () => {
          // Read again under the lock: the image to keep is the one stored now, which a save that
          // finished while this upload was processed may have replaced (and its file deleted).
          const current = await findArtikel(trx, id);
          if (!current) throw httpError(404, NOT_FOUND);
          const values = { ...text, ...(kept ? storedImageColumns(current) : imageColumns(image)) };
          await updateArtikel(trx, id, values);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'artikel',
            id_record: id,
            perubahan: changedFields(current, values),
          });
          return current;
        });
        return { data: await findArtikel(trx, id), stored };
      }),
    );
    if (!data) throw httpError(404, NOT_FOUND);
    if (stored.gambar_artikel !== data.gambar_artikel) {
      await removeImages(app.images, [stored.gambar_artikel], request.log);
    }
    await app.publisher.contentChanged(`artikel ${id} diperbarui`);
    return { message: 'Artikel berhasil diperbarui', data };
  }

  const updateSchema = {
    tags: ['artikel'],
    consumes: ['multipart/form-data'],
    params: IdParams,
    body: ArtikelFields,
    response: { 200: ArtikelSaved, ...ErrorResponses },
  };

  app.post(
    '/artikel/:id',
    {
      preValidation: [ownArticlesOnly, readMultipartBody],
      schema: {
        ...updateSchema,
        summary: 'Ubah artikel (multipart, ?_method=PUT); hapus_gambar=1 menghapus gambar',
        querystring: MethodOverride,
      },
      config: { access: 'artikel-write' },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  app.put(
    '/artikel/:id',
    {
      preValidation: [ownArticlesOnly, readMultipartBody],
      schema: { ...updateSchema, summary: 'Ubah artikel (sama dengan POST ?_method=PUT)' },
      config: { access: 'artikel-write' },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  app.delete(
    '/artikel/:id',
    {
      preValidation: ownArticlesOnly,
      schema: {
        tags: ['artikel'],
        summary: 'Hapus artikel beserta gambarnya',
        params: IdParams,
        response: { 200: ArtikelDeleted, ...ErrorResponses },
      },
      config: { access: 'artikel-write' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const before = await findArtikel(app.db, id);
      if (!before) throw httpError(404, NOT_FOUND);
      await app.db.transaction().execute(async (trx) => {
        await deleteArtikel(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'artikel',
          id_record: id,
          perubahan: { judul_artikel: before.judul_artikel, author: before.author },
        });
      });
      await removeImages(app.images, [before.gambar_artikel], request.log);
      await app.publisher.contentChanged(`artikel ${id} dihapus`);
      return { message: 'Artikel berhasil dihapus' };
    },
  );
};

export default artikelRoutes;
