import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../plugins/uploads.ts';
import { checkFilters } from './filters.ts';
import { findTransaksi, listTransaksi, totalTransaksi } from './queries.ts';
import {
  MethodOverride,
  TotalQuery,
  Totals,
  Transaksi,
  TransaksiBody,
  TransaksiList,
  TransaksiQuery,
  TransaksiSaved,
} from './schemas.ts';
import {
  createTransaksiWrite,
  deleteTransaksiWrite,
  NOT_FOUND,
  updateTransaksiWrite,
  type WriteContext,
} from './writes.ts';

const tags = ['keuangan'];
const access = 'keuangan';

/** Finance transactions (admin only), each optionally moving an inventory item's count (see inventory.ts). */
const keuanganRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): WriteContext => ({
    db: app.db,
    images: app.images,
    log: request.log,
    user: currentUser(request),
  });

  app.get(
    '/keuangan-gereja',
    {
      schema: {
        tags,
        summary: 'Daftar transaksi (cari di nama dan jenis; saring per periode, jenis, kategori, jemaat)',
        querystring: TransaksiQuery,
        response: { 200: TransaksiList, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      await checkFilters(app.db, request.query);
      return listTransaksi(app.db, request.query);
    },
  );

  app.get(
    '/total-transaksi',
    {
      schema: {
        tags,
        summary: 'Total pemasukan dan pengeluaran (mengikuti pencarian dan saringan daftar)',
        querystring: TotalQuery,
        response: { 200: Totals, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      await checkFilters(app.db, request.query);
      return totalTransaksi(app.db, request.query);
    },
  );

  app.get(
    '/keuangan-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Satu transaksi',
        params: IdParams,
        response: { 200: Transaksi, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const transaksi = await findTransaksi(app.db, request.params.id);
      if (!transaksi) throw httpError(404, NOT_FOUND);
      return transaksi;
    },
  );

  app.post(
    '/keuangan-gereja',
    {
      preValidation: readMultipartBody,
      schema: {
        tags,
        summary: 'Tambah transaksi (multipart; berkas bukti_transaksi opsional)',
        consumes: ['multipart/form-data'],
        body: TransaksiBody,
        response: { 201: TransaksiSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const files = uploadedFiles(request, 'bukti_transaksi');
      const data = await createTransaksiWrite(context(request), request.body, files);
      return reply.code(201).send({ message: 'Transaksi berhasil ditambahkan!', data });
    },
  );

  const update = async (
    request: FastifyRequest<{ Params: Static<typeof IdParams>; Body: Static<typeof TransaksiBody> }>,
  ) => {
    const files = uploadedFiles(request, 'bukti_transaksi');
    const data = await updateTransaksiWrite(context(request), request.params.id, request.body, files);
    return { message: 'Transaksi berhasil diperbarui!', data };
  };
  const updateSchema = {
    tags,
    consumes: ['multipart/form-data'],
    params: IdParams,
    body: TransaksiBody,
    response: { 200: TransaksiSaved, ...ErrorResponses },
  };

  app.post(
    '/keuangan-gereja/:id',
    {
      preValidation: readMultipartBody,
      schema: {
        ...updateSchema,
        summary: 'Ubah transaksi (multipart, ?_method=PUT); hapus_bukti_transaksi=1 menghapus bukti',
        querystring: MethodOverride,
      },
      config: { access },
    },
    update,
  );

  app.put(
    '/keuangan-gereja/:id',
    {
      preValidation: readMultipartBody,
      schema: { ...updateSchema, summary: 'Ubah transaksi (sama dengan POST ?_method=PUT)' },
      config: { access },
    },
    update,
  );

  app.delete(
    '/keuangan-gereja/:id',
    {
      schema: {
        tags,
        summary: 'Hapus transaksi; perubahan inventarisnya dibatalkan',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      await deleteTransaksiWrite(context(request), request.params.id);
      return { message: 'Transaksi dihapus!' };
    },
  );
};

export default keuanganRoutes;
