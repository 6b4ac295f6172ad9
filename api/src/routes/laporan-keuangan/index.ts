import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FilterFields, Report } from '@gkj/contract';
import type { FastifyReply } from 'fastify';
import { type Static, Type } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { checkFilters, PERIOD_ORDER_MESSAGE } from '../keuangan-gereja/filters.ts';
import { listExport, reportExport } from './exports.ts';
import { ExportFormat, ReportQuery } from './period.ts';
import { buildReport } from './queries.ts';

const spec = routeSpecs('keuangan');
const access = 'keuangan';
const FALLBACK_CHURCH = { nama_gereja: 'GKJ Girimarto', alamat: '' };

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function sendFile(reply: FastifyReply, format: 'csv' | 'xlsx', name: string, body: Readable) {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The treasurer's report and the finance exports (admin only, like all of finance). */
const laporanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const church = async () =>
    (await app.db.selectFrom('pengaturan_situs').select(['nama_gereja', 'alamat']).executeTakeFirst()) ??
    FALLBACK_CHURCH;

  const report = async (query: Static<typeof ReportQuery>) => {
    if (query.sampai < query.dari) throw httpError(400, PERIOD_ORDER_MESSAGE);
    const [gereja, data] = await Promise.all([
      church(),
      buildReport(app.db, app.aggregates, {
        dari: query.dari,
        sampai: query.sampai,
        lokasi: query.lokasi,
        perLokasi: query.per_lokasi === '1',
        rincian: query.rincian === '1',
      }),
    ]);
    return { gereja, ...data };
  };

  app.get(
    '/laporan-keuangan',
    spec(access, 'Laporan keuangan satu periode: saldo awal, per kategori, saldo akhir, grafik 12 bulan', {
      querystring: ReportQuery,
      response: ok(Report),
    }),
    async (request) => report(request.query),
  );

  app.get(
    '/laporan-keuangan/ekspor',
    spec(access, 'Laporan keuangan sebagai CSV (UTF-8 dengan BOM) atau XLSX', {
      querystring: Type.Object({ ...ReportQuery.properties, format: ExportFormat }),
    }),
    async (request, reply) => {
      const data = await report(request.query);
      const name = `laporan-keuangan-${data.dari}-${data.sampai}`;
      return sendFile(
        reply,
        request.query.format,
        name,
        reportExport(data, request.query.format, data.gereja.nama_gereja),
      );
    },
  );

  app.get(
    '/keuangan-gereja/ekspor',
    spec(access, 'Daftar transaksi yang tersaring sebagai CSV (dialirkan dari database) atau XLSX', {
      querystring: Type.Object({ ...FilterFields, format: ExportFormat }),
    }),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      await checkFilters(app.db, filters);
      const period = [filters.dari, filters.sampai].filter(Boolean).join('-');
      const name = `transaksi-keuangan${period ? `-${period}` : ''}`;
      return sendFile(reply, format, name, await listExport(app.db, app.aggregates, filters, format));
    },
  );
};

export default laporanRoutes;
