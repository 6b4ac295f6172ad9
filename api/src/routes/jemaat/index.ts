import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DropdownList,
  DropdownQuery,
  IdParams,
  JemaatBody,
  JemaatList,
  JemaatQuery,
  JemaatRecord,
  JemaatSaved,
  Keterkaitan,
  Message,
  StatusCountQuery,
  StatusCounts,
} from '@gkj/contract';
import { createRecord, findRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { runWrite } from '../../lib/writes.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import importRoutes from './import/import-routes.ts';
import { jemaatLinks, linkedRefusal, lockUnlinked } from './links.ts';
import { scrubAuditOf } from './personal-data.ts';
import personalDataRoutes from './personal-data-routes.ts';
import { countByStatus, deleteJemaat, JEMAAT, jemaatDropdown, listJemaat } from './queries.ts';
import reportRoutes from './report-routes.ts';
import { checkDates, checkPastDates, type JemaatValues, jemaatValues } from './values.ts';

const DROPDOWN_LIMIT = 50;

/** Congregation members (admin, pendeta): never public. */
const jemaatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('jemaat');
  const access = 'jemaat';
  await app.register(personalDataRoutes);
  await app.register(reportRoutes);
  await app.register(importRoutes);

  app.get(
    '/jemaat',
    spec(
      access,
      'Daftar jemaat; `field` memilih kolom pencarian (nama, kelompok, status), ' +
        '`status` menyaring status bergereja (bawaan: semua)',
      { querystring: JemaatQuery, response: ok(JemaatList) },
    ),
    async (request) => listJemaat(app.db, app.aggregates, request.query),
  );

  app.get(
    '/jemaat-per-status',
    spec(access, 'Jumlah jemaat per status bergereja, untuk pencarian q/field yang sama dengan daftar', {
      querystring: StatusCountQuery,
      response: ok(StatusCounts),
    }),
    async (request) => countByStatus(app.db, app.aggregates, request.query),
  );

  app.get(
    '/jemaat/:id/keterkaitan',
    spec(access, 'Data majelis dan akun pengguna yang terhubung ke jemaat ini', {
      params: IdParams,
      response: ok(Keterkaitan),
    }),
    async (request) => {
      await findRecord(app.db, JEMAAT, request.params.id);
      return jemaatLinks(app.db, request.params.id);
    },
  );

  app.get(
    '/jemaat-dropdown',
    spec(access, `Pilihan jemaat menurut nama (q; limit 1-100, bawaan ${DROPDOWN_LIMIT})`, {
      querystring: DropdownQuery,
      response: ok(DropdownList),
    }),
    async (request) => {
      const { q, limit, per_page } = request.query;
      return jemaatDropdown(app.db, q, limit ?? per_page ?? DROPDOWN_LIMIT);
    },
  );

  app.get(
    '/jemaat/:id',
    spec(access, 'Satu jemaat', { params: IdParams, response: ok(JemaatRecord) }),
    async (request) => {
      const jemaat = await findRecord(app.db, JEMAAT, request.params.id);
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
    spec(access, 'Tambah jemaat', { body: JemaatBody, response: created(JemaatSaved) }),
    async (request, reply) => {
      const values = jemaatValues(request.body);
      checkPastDates(values);
      checkDates(values);
      const data = await createRecord(request, JEMAAT, values);
      return reply.code(201).send({ message: 'Data berhasil ditambahkan!', data });
    },
  );

  app.put(
    '/jemaat/:id',
    spec(access, 'Ubah jemaat; isian yang tidak dikirim tetap', {
      params: IdParams,
      body: JemaatBody,
      response: ok(JemaatSaved),
    }),
    async (request) => {
      const values = jemaatValues(request.body);
      // Only what this save sets: an older record with such a date can still be corrected.
      checkPastDates(values);
      const checked = (before: JemaatValues) => {
        checkDates({ ...before, ...values });
        return values;
      };
      const data = await updateRecord(request, JEMAAT, request.params.id, request.body.updated_at, checked);
      return { message: 'Data berhasil diperbarui!', data };
    },
  );

  app.delete(
    '/jemaat/:id',
    spec(access, 'Hapus jemaat; 409 selama ia tercatat sebagai majelis atau terhubung ke akun pengguna', {
      params: IdParams,
      response: ok(Message),
    }),
    async (request) => {
      const id = request.params.id;
      await runWrite(request, async (trx, audit) => {
        await lockUnlinked(trx, id, linkedRefusal);
        const before = await findRecord(trx, JEMAAT, id);
        await deleteJemaat(trx, id);
        // Earlier entries quoted the address, phone, dates: they go with the person.
        await scrubAuditOf(trx, id, before);
        // Only what identifies the member: the log must not keep the personal data just deleted.
        const { nama_jemaat, no_induk_jemaat } = before;
        await audit('delete', 'jemaat', id, { nama_jemaat, no_induk_jemaat });
      });
      return { message: 'Data berhasil dihapus' };
    },
  );
};

export default jemaatRoutes;
