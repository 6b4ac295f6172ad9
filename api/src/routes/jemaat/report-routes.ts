import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '@gkj/contract';
import { Type } from 'typebox';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { BirthdayQuery, Birthdays, birthdaysBetween, weekOf } from './birthdays.ts';
import { CONTENT_TYPES, ExportQuery, exportMembers } from './export.ts';
import { memberStatistics, Statistics, StatisticsQuery } from './statistics.ts';
import { todayInJakarta } from './values.ts';

const spec = routeSpecs('jemaat');
const access = 'jemaat' as const;

/** The pastor's weekly lists and counts of members, and the member list as a file. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jemaat-statistik',
    spec(access, 'Statistik jemaat per kewargaan: status, jenis kelamin, usia, baptis, sidi, menikah', {
      querystring: StatisticsQuery,
      response: ok(Statistics),
    }),
    async (request) =>
      memberStatistics(app.db, app.aggregates, request.query.status ?? 'aktif', todayInJakarta()),
  );

  app.get(
    '/jemaat-ulang-tahun',
    spec(access, 'Ulang tahun dan ulang tahun pernikahan antara dua tanggal (bawaan: minggu ini)', {
      querystring: BirthdayQuery,
      response: ok(Birthdays),
    }),
    async (request) => {
      const week = weekOf(todayInJakarta());
      const { dari = week.dari, sampai = week.sampai, kewargaan } = request.query;
      return birthdaysBetween(app.db, dari, sampai, kewargaan);
    },
  );

  app.get(
    '/jemaat-ekspor',
    spec(
      access,
      'Daftar jemaat tersaring sebagai berkas CSV atau XLSX (kolom pilihan); tercatat di riwayat',
      {
        querystring: ExportQuery,
        response: { 200: Type.Unknown({ description: 'Berkas CSV atau XLSX' }), ...ErrorResponses },
      },
    ),
    async (request, reply) => {
      const { format, kolom: _, ...filter } = request.query;
      const { file, columns, count } = await exportMembers(app.db, request.query);
      // UU PDP: who took which members out, how many; the values themselves stay out of the log.
      await recordAudit(app.db, {
        user: currentUser(request),
        aksi: 'export',
        tabel: 'jemaat',
        id_record: 'daftar',
        perubahan: { format, filter, kolom: columns, jumlah: count },
      });
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="data-jemaat-${todayInJakarta()}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default reportRoutes;
