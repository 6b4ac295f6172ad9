import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  InventarisBody,
  InventarisList,
  InventarisQuery,
  InventarisRow,
  InventarisSaved,
  Message,
} from '@gkj/contract';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, getRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { INVENTARIS, type InventarisValues, listInventaris } from './queries.ts';

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
  const spec = routeSpecs('inventaris');
  const access = 'inventaris';

  app.get(
    '/inventarisasi-gereja',
    spec(access, 'Daftar inventaris', { querystring: InventarisQuery, response: ok(InventarisList) }),
    async (request) => listInventaris(app.db, app.aggregates, request.query),
  );

  getRecordRoute(app, spec, {
    path: '/inventarisasi-gereja',
    access,
    summary: 'Satu inventaris',
    answer: InventarisRow,
    kind: INVENTARIS,
  });

  app.post(
    '/inventarisasi-gereja',
    spec(access, 'Tambah inventaris', { body: InventarisBody, response: created(InventarisSaved) }),
    async (request, reply) => {
      const data = await createRecord(request, INVENTARIS, inventarisValues(request.body));
      return reply.code(201).send({ message: 'Inventaris berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/inventarisasi-gereja/:id',
    spec(access, 'Ubah inventaris', {
      params: IdParams,
      body: InventarisBody,
      response: ok(InventarisSaved),
    }),
    async (request) => {
      const values = inventarisValues(request.body);
      const data = await updateRecord(
        request,
        INVENTARIS,
        request.params.id,
        request.body.updated_at,
        values,
      );
      return { message: 'Inventaris berhasil diperbarui.', data };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/inventarisasi-gereja',
    access,
    summary: 'Hapus inventaris',
    answer: Message,
    kind: INVENTARIS,
    message: 'Data berhasil dihapus!',
  });
};

export default inventarisRoutes;
