import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listKategori } from './queries.ts';
import { KategoriBody, KategoriList, KategoriRename, KategoriSaved } from './schemas.ts';
import { createKategori, deleteKategori, renameKategori } from './writes.ts';

const tags = ['keuangan'];
const access = 'keuangan';

/** The finance categories the treasurer files transactions under (admin only, like all of finance). */
const kategoriRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/kategori-transaksi',
    {
      schema: {
        tags,
        summary: 'Daftar kategori transaksi, dengan jumlah transaksi per kategori',
        response: { 200: KategoriList, ...ErrorResponses },
      },
      config: { access },
    },
    async () => listKategori(app.db),
  );

  app.post(
    '/kategori-transaksi',
    {
      schema: {
        tags,
        summary: 'Tambah kategori (nama unik per jenis)',
        body: KategoriBody,
        response: { 201: KategoriSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const data = await createKategori(app.db, currentUser(request), request.body);
      return reply.code(201).send({ message: 'Kategori berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/kategori-transaksi/:id',
    {
      schema: {
        tags,
        summary: 'Ganti nama kategori (jenisnya tetap)',
        params: IdParams,
        body: KategoriRename,
        response: { 200: KategoriSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const data = await renameKategori(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.nama_kategori,
      );
      return { message: 'Kategori berhasil diperbarui!', data };
    },
  );

  app.delete(
    '/kategori-transaksi/:id',
    {
      schema: {
        tags,
        summary: 'Hapus kategori yang tidak dipakai transaksi mana pun (409 bila masih dipakai)',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      await deleteKategori(app.db, currentUser(request), request.params.id);
      return { message: 'Kategori dihapus!' };
    },
  );
};

export default kategoriRoutes;
