import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isDuplicateEntry } from '../../plugins/db.ts';
import importRoutes from './import/import-routes.ts';
import { jemaatLinks, linkedRefusal, lockUnlinked } from './links.ts';
import { scrubAuditOf } from './personal-data.ts';
import personalDataRoutes from './personal-data-routes.ts';
import {
  countByStatus,
  deleteJemaat,
  getJemaat,
  insertJemaat,
  jemaatDropdown,
  listJemaat,
  updateJemaat,
} from './queries.ts';
import reportRoutes from './report-routes.ts';
import {
  DropdownList,
  DropdownQuery,
  JemaatBody,
  JemaatList,
  JemaatQuery,
  JemaatRecord,
  JemaatSaved,
  Keterkaitan,
  StatusCountQuery,
  StatusCounts,
} from './schemas.ts';
import { checkDates, checkPastDates, jemaatValues } from './values.ts';

const DROPDOWN_LIMIT = 50;
const tags = ['jemaat'];

function saveError(error: unknown): unknown {
  return isDuplicateEntry(error) ? httpError(409, 'Nomor induk jemaat sudah dipakai.') : error;
}

/** Congregation members (admin, pendeta): never public. */
const jemaatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = 'jemaat';
  await app.register(personalDataRoutes);
  await app.register(reportRoutes);
  await app.register(importRoutes);

  app.get(
    '/jemaat',
    {
      schema: {
        tags,
        summary:
          'Daftar jemaat; `field` memilih kolom pencarian (nama, kelompok, status), ' +
          '`status` menyaring status bergereja (bawaan: semua)',
        querystring: JemaatQuery,
        response: { 200: JemaatList, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => listJemaat(app.db, request.query),
  );

  app.get(
    '/jemaat-per-status',
    {
      schema: {
        tags,
        summary: 'Jumlah jemaat per status bergereja, untuk pencarian q/field yang sama dengan daftar',
        querystring: StatusCountQuery,
        response: { 200: StatusCounts, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => countByStatus(app.db, request.query),
  );

  app.get(
    '/jemaat/:id/keterkaitan',
    {
      schema: {
        tags,
        summary: 'Data majelis dan akun pengguna yang terhubung ke jemaat ini',
        params: IdParams,
        response: { 200: Keterkaitan, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      await getJemaat(app.db, request.params.id);
      return jemaatLinks(app.db, request.params.id);
    },
  );

  app.get(
    '/jemaat-dropdown',
    {
      schema: {
        tags,
        summary: `Pilihan jemaat menurut nama (q; limit 1-100, bawaan ${DROPDOWN_LIMIT})`,
        querystring: DropdownQuery,
        response: { 200: DropdownList, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const { q, limit, per_page } = request.query;
      return jemaatDropdown(app.db, q, limit ?? per_page ?? DROPDOWN_LIMIT);
    },
  );

  app.get(
    '/jemaat/:id',
    {
      schema: {
        tags,
        summary: 'Satu jemaat',
        params: IdParams,
        response: { 200: JemaatRecord, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const jemaat = await getJemaat(app.db, request.params.id);
      // UU PDP: who saw which member's record, and when (religious data is specific personal data).
      await recordAudit(app.db, {
        user: currentUser(request),
        aksi: 'read',
        tabel: 'jemaat',
        id_record: request.params.id,
      });
      return jemaat;
    },
  );

  app.post(
    '/jemaat',
    {
      schema: {
        tags,
        summary: 'Tambah jemaat',
        body: JemaatBody,
        response: { 201: JemaatSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = jemaatValues(request.body);
      checkPastDates(values);
      checkDates(values);
      const data = await app.db
        .transaction()
        .execute(async (trx) => {
          const id = await insertJemaat(trx, values);
          await recordAudit(trx, { user, aksi: 'create', tabel: 'jemaat', id_record: id, perubahan: values });
          return getJemaat(trx, id);
        })
        .catch((error) => {
          throw saveError(error);
        });
      return reply.code(201).send({ message: 'Data berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/jemaat/:id',
    {
      schema: {
        tags,
        summary: 'Ubah jemaat; isian yang tidak dikirim tetap',
        params: IdParams,
        body: JemaatBody,
        response: { 200: JemaatSaved, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const values = jemaatValues(request.body);
      // Only what this save sets: an older record with such a date can still be corrected.
      checkPastDates(values);
      const data = await app.db
        .transaction()
        .execute(async (trx) => {
          await saveUnlessStale(trx, 'jemaat', id, request.body.updated_at, async () => {
            const before = await getJemaat(trx, id);
            checkDates({ ...before, ...values });
            await updateJemaat(trx, id, values);
            await recordAudit(trx, {
              user,
              aksi: 'update',
              tabel: 'jemaat',
              id_record: id,
              perubahan: changedFields(before, values),
            });
          });
          return getJemaat(trx, id);
        })
        .catch((error) => {
          throw saveError(error);
        });
      return { message: 'Data berhasil diperbarui!', data };
    },
  );

  app.delete(
    '/jemaat/:id',
    {
      schema: {
        tags,
        summary: 'Hapus jemaat; 409 selama ia tercatat sebagai majelis atau terhubung ke akun pengguna',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      await app.db.transaction().execute(async (trx) => {
        await lockUnlinked(trx, id, linkedRefusal);
        const before = await getJemaat(trx, id);
        await deleteJemaat(trx, id);
        // Earlier entries quoted the address, phone, dates: they go with the person.
        await scrubAuditOf(trx, id, before);
        // Only what identifies the member: the log must not keep the personal data just deleted.
        const { nama_jemaat, no_induk_jemaat } = before;
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'jemaat',
          id_record: id,
          perubahan: { nama_jemaat, no_induk_jemaat },
        });
      });
      return { message: 'Data berhasil dihapus' };
    },
  );
};

export default jemaatRoutes;
