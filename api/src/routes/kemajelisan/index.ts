import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { roleAllowed } from '../../plugins/roles.ts';
import { majelisValues } from './form.ts';
import {
  deleteMajelis,
  findMajelis,
  insertMajelis,
  listMajelis,
  present,
  strukturMajelis,
  updateMajelis,
} from './queries.ts';
import {
  Majelis,
  MajelisBody,
  MajelisDeleted,
  MajelisList,
  MajelisQuery,
  MajelisSaved,
  Struktur,
} from './schemas.ts';

const NOT_FOUND = 'Data majelis tidak ditemukan.';

/** The church council: public reads (without the member link for visitors), admin writes. */
const kemajelisanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Whether the caller of a public read may also see the link to the member register. */
  const mayReadMembers = async (request: FastifyRequest) =>
    roleAllowed('jemaat', (await app.optionalUser(request))?.nama_role);

  app.get(
    '/kemajelisan',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Daftar majelis',
        description:
          'Tanpa token hanya kolom publik; admin dan pendeta juga menerima id_jemaat dan nama_jemaat.',
        querystring: MajelisQuery,
        response: { 200: MajelisList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => listMajelis(app.db, request.query, await mayReadMembers(request)),
  );

  app.get(
    '/kemajelisan/:id',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Satu anggota majelis',
        params: IdParams,
        response: { 200: Majelis, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const row = await findMajelis(app.db, request.params.id);
      if (!row) throw httpError(404, NOT_FOUND);
      return present(row, await mayReadMembers(request));
    },
  );

  app.get(
    '/list-struktur',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Majelis per jabatan untuk halaman struktur kemajelisan',
        response: { 200: Struktur, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => strukturMajelis(app.db),
  );

  app.post(
    '/kemajelisan',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Tambah anggota majelis',
        body: MajelisBody,
        response: { 201: MajelisSaved, ...ErrorResponses },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = await majelisValues(app.db, request.body);
      const row = await app.db.transaction().execute(async (trx) => {
        const id = await insertMajelis(trx, values);
        await recordAudit(trx, {
          user,
          aksi: 'create',
          tabel: 'kemajelisan',
          id_record: id,
          perubahan: values,
        });
        return findMajelis(trx, id);
      });
      if (!row) throw httpError(404, NOT_FOUND);
      await app.publisher.contentChanged(`kemajelisan ${row.id_kemajelisan} ditambahkan`);
      return reply
        .code(201)
        .send({ message: 'Data majelis berhasil ditambahkan.', data: present(row, true) });
    },
  );

  app.put(
    '/kemajelisan/:id',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Ubah anggota majelis',
        params: IdParams,
        body: MajelisBody,
        response: { 200: MajelisSaved, ...ErrorResponses },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      if (!(await findMajelis(app.db, id))) throw httpError(404, NOT_FOUND);
      const values = await majelisValues(app.db, request.body);
      const row = await app.db.transaction().execute(async (trx) => {
        await saveUnlessStale(trx, 'kemajelisan', id, request.body.updated_at, async () => {
          const before = await findMajelis(trx, id);
          if (!before) throw httpError(404, NOT_FOUND);
          await updateMajelis(trx, id, values);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'kemajelisan',
            id_record: id,
            perubahan: changedFields(before, values),
          });
        });
        return findMajelis(trx, id);
      });
      if (!row) throw httpError(404, NOT_FOUND);
      await app.publisher.contentChanged(`kemajelisan ${id} diperbarui`);
      return { message: 'Data majelis berhasil diperbarui.', data: present(row, true) };
    },
  );

  app.delete(
    '/kemajelisan/:id',
    {
      schema: {
        tags: ['kemajelisan'],
        summary: 'Hapus anggota majelis',
        params: IdParams,
        response: { 200: MajelisDeleted, ...ErrorResponses },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const before = await findMajelis(app.db, id);
      if (!before) throw httpError(404, NOT_FOUND);
      await app.db.transaction().execute(async (trx) => {
        await deleteMajelis(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'kemajelisan',
          id_record: id,
          perubahan: { nama: before.nama, jabatan: before.jabatan },
        });
      });
      await app.publisher.contentChanged(`kemajelisan ${id} dihapus`);
      return { message: 'Data majelis berhasil dihapus.' };
    },
  );
};

export default kemajelisanRoutes;
