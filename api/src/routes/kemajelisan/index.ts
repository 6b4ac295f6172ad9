import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Majelis,
  MajelisBody,
  MajelisDeleted,
  MajelisList,
  MajelisQuery,
  MajelisSaved,
  Struktur,
} from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import { deleteRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { roleAllowed } from '../../plugins/roles.ts';
import { majelisValues } from './form.ts';
import { listMajelis, MAJELIS, present, strukturMajelis } from './queries.ts';

/** The church council: public reads (without the member link for visitors), admin writes. */
const kemajelisanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('kemajelisan');
  /** Whether the caller of a public read may also see the link to the member register. */
  const mayReadMembers = async (request: FastifyRequest) =>
    roleAllowed('jemaat', (await app.optionalUser(request))?.nama_role);

  app.get(
    '/kemajelisan',
    spec('public', 'Daftar majelis', {
      description:
        'Tanpa token hanya kolom publik; admin dan pendeta juga menerima id_jemaat dan nama_jemaat.',
      querystring: MajelisQuery,
      response: ok(MajelisList),
    }),
    async (request) => listMajelis(app.db, app.aggregates, request.query, await mayReadMembers(request)),
  );

  app.get(
    '/kemajelisan/:id',
    spec('public', 'Satu anggota majelis', { params: IdParams, response: ok(Majelis) }),
    async (request) =>
      present(await findRecord(app.db, MAJELIS, request.params.id), await mayReadMembers(request)),
  );

  app.get(
    '/list-struktur',
    spec('public', 'Majelis per jabatan untuk halaman struktur kemajelisan', { response: ok(Struktur) }),
    async () => strukturMajelis(app.db),
  );

  app.post(
    '/kemajelisan',
    spec('admin', 'Tambah anggota majelis', { body: MajelisBody, response: created(MajelisSaved) }),
    async (request, reply) => {
      const row = await createRecord(request, MAJELIS, await majelisValues(app.db, request.body));
      return reply
        .code(201)
        .send({ message: 'Data majelis berhasil ditambahkan.', data: present(row, true) });
    },
  );

  app.put(
    '/kemajelisan/:id',
    spec('admin', 'Ubah anggota majelis', {
      params: IdParams,
      body: MajelisBody,
      response: ok(MajelisSaved),
    }),
    async (request) => {
      const id = request.params.id;
      await findRecord(app.db, MAJELIS, id);
      const values = await majelisValues(app.db, request.body);
      const row = await updateRecord(request, MAJELIS, id, request.body.updated_at, values);
      return { message: 'Data majelis berhasil diperbarui.', data: present(row, true) };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/kemajelisan',
    access: 'admin',
    summary: 'Hapus anggota majelis',
    answer: MajelisDeleted,
    kind: MAJELIS,
    message: 'Data majelis berhasil dihapus.',
  });
};

export default kemajelisanRoutes;
