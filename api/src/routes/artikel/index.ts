import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Artikel,
  ArtikelDeleted,
  ArtikelFields,
  ArtikelList,
  ArtikelMethodOverride,
  ArtikelPublication,
  ArtikelQuery,
  ArtikelSaved,
  IdParams,
} from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { contentRoutes } from '../../lib/content-routes.ts';
import {
  assertMayEdit,
  databaseNow,
  isReleased,
  mayPublish,
  nextStatus,
  statusOf,
  viewerOf,
} from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, formUpdateRoutes } from '../../lib/record-routes.ts';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { isFlagSet, storeOneImage } from '../../lib/uploaded-images.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import { FORBIDDEN_MESSAGE, roleAllowed } from '../../plugins/roles.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
import { imageColumns, releaseValues, storedImageColumns, textValues } from './form.ts';
import { ARTIKEL, allArtikel, findArtikelFor, findOwnership, listArtikel } from './queries.ts';

const FOLDER = 'artikel';
const IMAGE_FIELD = 'gambar_artikel';

/**
 * The one rule of who may change (and delete) an article: admin and pendeta any, an author only the
 * ones they wrote while they are not released (see content-workflow.ts). Reads answer it as
 * `dapat_diubah`, so the admin never re-derives it.
 */
function mayChange(user: AuthUser | undefined, row: Ownership): boolean {
  if (!user || !roleAllowed('artikel-write', user.nama_role)) return false;
  return mayPublish(user) || (row.id_user_author === user.id_user && !isReleased(row.status));
}

type Ownership = NonNullable<Awaited<ReturnType<typeof findOwnership>>>;

/** A read's rows with `dapat_diubah` for a signed-in caller; visitors get the rows as they are. */
function withPermission<Row extends Ownership>(user: AuthUser | undefined, row: Row) {
  return user ? { ...row, dapat_diubah: mayChange(user, row) } : row;
}

/**
 * Articles: public reads; writes for admin and pendeta, and for authors on the articles they wrote.
 * The author, its user id and the publication date come from the session and the clock, never the form.
 */
const artikelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('artikel');
  /**
   * Authors may touch only their own articles, and only before they are released: refused before their
   * upload is even read.
   */
  async function ownArticlesOnly(request: FastifyRequest): Promise<void> {
    const user = currentUser(request);
    if (mayPublish(user)) return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1) return;
    const row = await findOwnership(app.db, id);
    if (row) assertMayEdit(user, row.id_user_author, row.status);
  }

  /** Authors read the history and preview of their own articles only; an unknown id is a 404. */
  async function mayRead(request: FastifyRequest, id: number): Promise<void> {
    const user = currentUser(request);
    const row = await findOwnership(app.db, id);
    if (!row) throw httpError(404, ARTIKEL.notFound);
    if (!mayPublish(user) && row.id_user_author !== user.id_user) throw httpError(403, FORBIDDEN_MESSAGE);
  }

  app.get(
    '/artikel',
    spec('public', 'Daftar artikel (tanpa isi, dengan cuplikan)', {
      querystring: ArtikelQuery,
      response: ok(ArtikelList),
    }),
    async (request) => {
      const user = await app.optionalUser(request);
      const viewer = viewerOf(user, 'artikel-write');
      const { data, total } = await listArtikel(app.db, app.aggregates, request.query, viewer);
      return { data: data.map((row) => withPermission(user, row)), total };
    },
  );

  app.get(
    '/artikel/:id',
    spec('public', 'Satu artikel lengkap', { params: IdParams, response: ok(Artikel) }),
    async (request) => {
      // An article the caller may not see answers exactly as an unknown one.
      const user = await app.optionalUser(request);
      const artikel = await findArtikelFor(app.db, request.params.id, viewerOf(user, 'artikel-write'));
      if (!artikel) throw httpError(404, ARTIKEL.notFound);
      return withPermission(user, artikel);
    },
  );

  app.get(
    '/publikasi/artikel',
    spec('public', 'Semua artikel lengkap, untuk pembangunan situs statis', {
      response: ok(ArtikelPublication),
    }),
    async () => ({ data: await allArtikel(app.db) }),
  );

  app.post(
    '/artikel',
    spec('artikel-write', 'Tambah artikel (multipart; berkas gambar_artikel opsional)', {
      body: ArtikelFields,
      response: created(ArtikelSaved),
      multipart: true,
    }),
    async (request, reply) => {
      const text = await textValues(app.db, request.body);
      const now = await databaseNow(app.db);
      const status = releaseValues(
        nextStatus(currentUser(request), undefined, request.body, now),
        undefined,
        now,
      );
      const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
      const values = { ...text, ...status, ...imageColumns(image) };
      const data = await createRecord(request, ARTIKEL, values, [image]);
      return reply.code(201).send({ message: 'Artikel berhasil ditambahkan', data });
    },
  );

  async function update(request: FastifyRequest, id: number, fields: Static<typeof ArtikelFields>) {
    const user = currentUser(request);
    const before = await findRecord(app.db, ARTIKEL, id);
    assertMayEdit(user, before.id_user_author, before.status);
    const text = await textValues(app.db, fields);
    const now = await databaseNow(app.db);
    const image = await storeOneImage(app.images, uploadedFiles(request, IMAGE_FIELD), FOLDER);
    // A new image replaces the old one; hapus_gambar=1 without a new image removes it; else it stays.
    const kept = !image && !isFlagSet(fields.hapus_gambar);
    // The status rules run against the record as stored under the lock.
    const values = (current: typeof before) => ({
      ...text,
      ...releaseValues(nextStatus(user, statusOf(current), fields, now), statusOf(current), now),
      ...(kept ? storedImageColumns(current) : imageColumns(image)),
    });
    const data = await updateRecord(request, ARTIKEL, id, fields.updated_at, values, [image]);
    return { message: 'Artikel berhasil diperbarui', data };
  }

  await app.register(
    contentRoutes({
      path: '/artikel',
      tag: 'artikel',
      table: 'artikel',
      jenis: 'artikel',
      access: 'artikel-write',
      mayRead,
      async restore(request, id, fields, version, restoring) {
        const user = currentUser(request);
        const before = await findRecord(app.db, ARTIKEL, id);
        assertMayEdit(user, before.id_user_author, before.status);
        const text = await textValues(app.db, fields as Parameters<typeof textValues>[1]);
        const values = (current: typeof before) => ({
          ...text,
          ...statusOf(current),
          ...storedImageColumns(current),
        });
        return updateRecord(request, ARTIKEL, id, version, values, [], restoring);
      },
    }),
  );

  formUpdateRoutes(app, spec, {
    path: '/artikel',
    access: 'artikel-write',
    name: 'artikel',
    removeNote: 'hapus_gambar=1 menghapus gambar',
    body: ArtikelFields,
    answer: ArtikelSaved,
    methodOverride: ArtikelMethodOverride,
    multipart: true,
    preValidation: ownArticlesOnly,
    update,
  });

  deleteRecordRoute(app, spec, {
    path: '/artikel',
    access: 'artikel-write',
    summary: 'Hapus artikel beserta gambarnya',
    answer: ArtikelDeleted,
    kind: ARTIKEL,
    message: 'Artikel berhasil dihapus',
    preValidation: ownArticlesOnly,
  });
};

export default artikelRoutes;
