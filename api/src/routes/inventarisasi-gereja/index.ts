import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isStillReferenced } from '../../plugins/db.ts';
import {
  deleteInventaris,
  getInventaris,
  type InventarisValues,
  insertInventaris,
  listInventaris,
  updateInventaris,
} from './queries.ts';
import {
  InventarisBody,
  InventarisList,
  InventarisQuery,
  InventarisRow,
  InventarisSaved,
} from './schemas.ts';

const STILL_LINKED =
  'Inventaris tidak dapat dihapus karena masih tercatat pada transaksi keuangan. Hapus transaksinya terlebih dahulu.';
const tags = ['inventaris'];

/** `lokasi_inventaris` or, as the spec's form names it, `milik`; the full name wins when both are sent. */
function inventarisValues(body: Static<typeof InventarisBody>): InventarisValues {
  const lokasi = body.lokasi_inventaris || body.milik;
  if (!lokasi) throw httpError(400, 'Lokasi inventaris wajib diisi.');
  return {
    nama_inventaris: body.nama_inventaris.trim(),
    jenis_inventaris: body.jenis_inventaris.trim(),
    jumlah_inventaris: body.jumlah_inventaris,
    lokasi_inventaris: lokasi,
  };
}

/** Church inventory (admin, pendeta, petugas inventaris). */
const inventarisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = 'inventaris';

  app.get(
    '/inventarisasi-gereja',
    {
      schema: {
        tags,
        summary: 'Daftar inventaris',
        querystring: InventarisQuery,
        response: { 200: InventarisList, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => listInventaris(app.db, request.query),
  );

  app.get(
    '/inventarisasi-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Satu inventaris',
        params: IdParams,
        response: { 200: InventarisRow, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      return getInventaris(app.db, request.params.id);
    },
  );

  app.post(
    '/inventarisasi-gereja',
    {
      schema: {
        tags,
        summary: 'Tambah inventaris',
        body: InventarisBody,
        response: { 201: InventarisSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = inventarisValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        const id = await insertInventaris(trx, values);
        await recordAudit(trx, {
          user,
          aksi: 'create',
          tabel: 'inventaris',
          id_record: id,
          perubahan: values,
        });
        return getInventaris(trx, id);
      });
      return reply.code(201).send({ message: 'Inventaris berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/inventarisasi-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Ubah inventaris',
        params: IdParams,
        body: InventarisBody,
        response: { 200: InventarisSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const values = inventarisValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        await saveUnlessStale(trx, 'inventaris', id, request.body.updated_at, async () => {
          const before = await getInventaris(trx, id);
          await updateInventaris(trx, id, values);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'inventaris',
            id_record: id,
            perubahan: changedFields(before, values),
          });
        });
        return getInventaris(trx, id);
      });
      return { message: 'Inventaris berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/inventarisasi-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Hapus inventaris',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      await app.db
        .transaction()
        .execute(async (trx) => {
          const before = await getInventaris(trx, id);
          await deleteInventaris(trx, id);
          await recordAudit(trx, {
            user,
            aksi: 'delete',
            tabel: 'inventaris',
            id_record: id,
            perubahan: before,
          });
        })
        .catch((error) => {
          throw isStillReferenced(error) ? httpError(409, STILL_LINKED) : error;
        });
      return { message: 'Data berhasil dihapus!' };
    },
  );
};

export default inventarisRoutes;
