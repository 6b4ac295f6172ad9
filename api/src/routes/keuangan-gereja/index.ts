import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Message,
  TotalQuery,
  Totals,
  Transaksi,
  TransaksiBody,
  TransaksiList,
  TransaksiMethodOverride,
  TransaksiQuery,
  TransaksiSaved,
} from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, formUpdateRoutes } from '../../lib/record-routes.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { checkFilters } from './filters.ts';
import { findTransaksi, listTransaksi, totalTransaksi } from './queries.ts';
import { createTransaksiWrite, deleteTransaksiWrite, NOT_FOUND, updateTransaksiWrite } from './writes.ts';

const access = 'keuangan';

/** Finance transactions (admin only), each optionally moving an inventory item's count (see inventory.ts). */
const keuanganRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('keuangan');

  app.get(
    '/keuangan-gereja',
    spec(access, 'Daftar transaksi (cari di nama dan jenis; saring per periode, jenis, kategori, jemaat)', {
      querystring: TransaksiQuery,
      response: ok(TransaksiList),
    }),
    async (request) => {
      await checkFilters(app.db, request.query);
      return listTransaksi(app.db, app.aggregates, request.query);
    },
  );

  app.get(
    '/total-transaksi',
    spec(access, 'Total pemasukan dan pengeluaran (mengikuti pencarian dan saringan daftar)', {
      querystring: TotalQuery,
      response: ok(Totals),
    }),
    async (request) => {
      await checkFilters(app.db, request.query);
      return totalTransaksi(app.db, app.aggregates, request.query);
    },
  );

  app.get(
    '/keuangan-gereja/:id',
    spec(access, 'Satu transaksi', { params: IdParams, response: ok(Transaksi) }),
    async (request) => {
      const transaksi = await findTransaksi(app.db, request.params.id);
      if (!transaksi) throw httpError(404, NOT_FOUND);
      return transaksi;
    },
  );

  app.post(
    '/keuangan-gereja',
    spec(access, 'Tambah transaksi (multipart; berkas bukti_transaksi opsional)', {
      body: TransaksiBody,
      response: created(TransaksiSaved),
      multipart: true,
    }),
    async (request, reply) => {
      const data = await createTransaksiWrite(request, request.body);
      return reply.code(201).send({ message: 'Transaksi berhasil ditambahkan!', data });
    },
  );

  formUpdateRoutes(app, spec, {
    path: '/keuangan-gereja',
    access,
    name: 'transaksi',
    removeNote: 'hapus_bukti_transaksi=1 menghapus bukti',
    body: TransaksiBody,
    answer: TransaksiSaved,
    methodOverride: TransaksiMethodOverride,
    multipart: true,
    async update(request, id, body) {
      const data = await updateTransaksiWrite(request, id, body);
      return { message: 'Transaksi berhasil diperbarui!', data };
    },
  });

  deleteRecordRoute(app, spec, {
    path: '/keuangan-gereja',
    access,
    summary: 'Hapus transaksi; perubahan inventarisnya dibatalkan',
    answer: Message,
    remove: deleteTransaksiWrite,
    message: 'Transaksi dihapus!',
  });
};

export default keuanganRoutes;
