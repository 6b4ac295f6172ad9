import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, KategoriBody, KategoriList, KategoriRename, KategoriSaved, Message } from '@gkj/contract';
import { deleteRecordRoute } from '../../lib/record-routes.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { listKategori } from './queries.ts';
import { createKategori, deleteKategori, renameKategori } from './writes.ts';

const access = 'keuangan';

/** The finance categories the treasurer files transactions under (admin only, like all of finance). */
const kategoriRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('keuangan');

  app.get(
    '/kategori-transaksi',
    spec(access, 'Daftar kategori transaksi, dengan jumlah transaksi per kategori', {
      response: ok(KategoriList),
    }),
    async () => listKategori(app.db),
  );

  app.post(
    '/kategori-transaksi',
    spec(access, 'Tambah kategori (nama unik per jenis)', {
      body: KategoriBody,
      response: created(KategoriSaved),
    }),
    async (request, reply) => {
      const data = await createKategori(request, request.body);
      return reply.code(201).send({ message: 'Kategori berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/kategori-transaksi/:id',
    spec(access, 'Ganti nama kategori (jenisnya tetap)', {
      params: IdParams,
      body: KategoriRename,
      response: ok(KategoriSaved),
    }),
    async (request) => {
      const data = await renameKategori(request, request.params.id, request.body.nama_kategori);
      return { message: 'Kategori berhasil diperbarui!', data };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/kategori-transaksi',
    access,
    summary: 'Hapus kategori yang tidak dipakai transaksi mana pun (409 bila masih dipakai)',
    answer: Message,
    remove: deleteKategori,
    message: 'Kategori dihapus!',
  });
};

export default kategoriRoutes;
