import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses, IdParams, Message, textOrNull } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  deleteJadwal,
  getJadwal,
  insertJadwal,
  type JadwalValues,
  listJadwal,
  upcomingJadwal,
  updateJadwal,
} from './queries.ts';
import {
  DATE_TIME_MESSAGE,
  JadwalBody,
  JadwalList,
  JadwalQuery,
  JadwalRow,
  JadwalSaved,
  LokasiParams,
  parseServiceTime,
  UpcomingList,
} from './schemas.ts';

const tags = ['jadwal ibadah'];

/** Trimmed texts; an empty info is stored as null, an absent one (on update) is left as it is. */
function jadwalValues(body: Static<typeof JadwalBody>): JadwalValues {
  const tanggal = parseServiceTime(body.tanggal_ibadah);
  if (!tanggal) throw httpError(400, DATE_TIME_MESSAGE);
  const values: JadwalValues = {
    tanggal_ibadah: tanggal,
    nama_ibadah: body.nama_ibadah.trim(),
    lokasi_ibadah: body.lokasi_ibadah,
    pemimpin_ibadah: body.pemimpin_ibadah.trim(),
    tema_ibadah: body.tema_ibadah.trim(),
  };
  if (body.info_ibadah !== undefined) values.info_ibadah = textOrNull(body.info_ibadah);
  return values;
}

/** Worship schedules: public reads, written by admin and pendeta; every write republishes the site. */
const jadwalIbadahRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const write = 'konten';

  app.get(
    '/jadwal-ibadah',
    {
      schema: {
        tags,
        summary: 'Daftar jadwal ibadah (terbaru dulu)',
        querystring: JadwalQuery,
        response: { 200: JadwalList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => listJadwal(app.db, request.query),
  );

  app.get(
    '/jadwal-ibadah-lokasi/:lokasi',
    {
      schema: {
        tags,
        summary: 'Jadwal yang akan datang di satu lokasi, terdekat dulu (maksimal 20)',
        params: LokasiParams,
        response: { 200: UpcomingList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => upcomingJadwal(app.db, request.params.lokasi),
  );

  app.get(
    '/jadwal-ibadah/:id',
    {
      schema: {
        tags,
        summary: 'Satu jadwal ibadah',
        params: IdParams,
        response: { 200: JadwalRow, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      return getJadwal(app.db, request.params.id);
    },
  );

  app.post(
    '/jadwal-ibadah',
    {
      schema: {
        tags,
        summary: 'Tambah jadwal ibadah',
        body: JadwalBody,
        response: { 201: JadwalSaved, ...ErrorResponses },
      },
      config: { access: write },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = jadwalValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        const id = await insertJadwal(trx, values);
        await recordAudit(trx, {
          user,
          aksi: 'create',
          tabel: 'jadwal_ibadah',
          id_record: id,
          perubahan: values,
        });
        return getJadwal(trx, id);
      });
      await app.publisher.contentChanged(`jadwal ibadah ${data?.id_jadwal_ibadah} ditambahkan`);
      return reply.code(201).send({ message: 'Data berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/jadwal-ibadah/:id',
    {
      schema: {
        tags,
        summary: 'Ubah jadwal ibadah',
        params: IdParams,
        body: JadwalBody,
        response: { 200: JadwalSaved, ...ErrorResponses },
      },
      config: { access: write },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const values = jadwalValues(request.body);
      const data = await app.db.transaction().execute(async (trx) => {
        await saveUnlessStale(trx, 'jadwal_ibadah', id, request.body.updated_at, async () => {
          const before = await getJadwal(trx, id);
          await updateJadwal(trx, id, values);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'jadwal_ibadah',
            id_record: id,
            perubahan: changedFields(before, values),
          });
        });
        return getJadwal(trx, id);
      });
      await app.publisher.contentChanged(`jadwal ibadah ${id} diperbarui`);
      return { message: 'Data berhasil diperbarui.', data };
    },
  );

  app.delete(
    '/jadwal-ibadah/:id',
    {
      schema: {
        tags,
        summary: 'Hapus jadwal ibadah',
        params: IdParams,
        response: { 200: Message, ...ErrorResponses },
      },
      config: { access: write },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      await app.db.transaction().execute(async (trx) => {
        const before = await getJadwal(trx, id);
        await deleteJadwal(trx, id);
        await recordAudit(trx, {
          user,
          aksi: 'delete',
          tabel: 'jadwal_ibadah',
          id_record: id,
          perubahan: before,
        });
      });
      await app.publisher.contentChanged(`jadwal ibadah ${id} dihapus`);
      return { message: 'Jadwal berhasil dihapus' };
    },
  );
};

export default jadwalIbadahRoutes;
