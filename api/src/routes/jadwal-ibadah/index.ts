import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DATE_TIME_MESSAGE,
  IdParams,
  JadwalBody,
  JadwalList,
  JadwalQuery,
  JadwalRow,
  JadwalSaved,
  LokasiParams,
  Message,
  PublikasiJadwal,
  UpcomingList,
} from '@gkj/contract';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { deleteRecordRoute, getRecordRoute } from '../../lib/record-routes.ts';
import { createRecord, updateRecord } from '../../lib/records.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import {
  FEED_PAST_DAYS,
  feedJadwal,
  JADWAL,
  type JadwalValues,
  listJadwal,
  upcomingJadwal,
} from './queries.ts';
import { parseServiceTime } from './service-time.ts';

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
  const spec = routeSpecs('jadwal ibadah');
  const write = 'konten';

  app.get(
    '/jadwal-ibadah',
    spec('public', 'Daftar jadwal ibadah (terbaru dulu)', {
      querystring: JadwalQuery,
      response: ok(JadwalList),
    }),
    async (request) => listJadwal(app.db, app.aggregates, request.query),
  );

  app.get(
    '/jadwal-ibadah-lokasi/:lokasi',
    spec('public', 'Jadwal yang akan datang di satu lokasi, terdekat dulu (maksimal 20)', {
      params: LokasiParams,
      response: ok(UpcomingList),
    }),
    async (request) => upcomingJadwal(app.db, request.params.lokasi),
  );

  app.get(
    '/publikasi/jadwal',
    spec('public', `Jadwal semua gereja sejak ${FEED_PAST_DAYS} hari lalu, terdekat dulu (kalender situs)`, {
      response: ok(PublikasiJadwal),
    }),
    async () => ({ data: await feedJadwal(app.db) }),
  );

  getRecordRoute(app, spec, {
    path: '/jadwal-ibadah',
    access: 'public',
    summary: 'Satu jadwal ibadah',
    answer: JadwalRow,
    kind: JADWAL,
  });

  app.post(
    '/jadwal-ibadah',
    spec(write, 'Tambah jadwal ibadah', { body: JadwalBody, response: created(JadwalSaved) }),
    async (request, reply) => {
      const data = await createRecord(request, JADWAL, jadwalValues(request.body));
      return reply.code(201).send({ message: 'Data berhasil ditambahkan.', data });
    },
  );

  app.put(
    '/jadwal-ibadah/:id',
    spec(write, 'Ubah jadwal ibadah', { params: IdParams, body: JadwalBody, response: ok(JadwalSaved) }),
    async (request) => {
      const values = jadwalValues(request.body);
      const data = await updateRecord(request, JADWAL, request.params.id, request.body.updated_at, values);
      return { message: 'Data berhasil diperbarui.', data };
    },
  );

  deleteRecordRoute(app, spec, {
    path: '/jadwal-ibadah',
    access: write,
    summary: 'Hapus jadwal ibadah',
    answer: Message,
    kind: JADWAL,
    message: 'Jadwal berhasil dihapus',
  });
};

export default jadwalIbadahRoutes;
