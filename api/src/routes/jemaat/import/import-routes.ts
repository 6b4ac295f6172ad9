import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../lib/schema.ts';
import { fieldLabel } from '../../../lib/validation-messages.ts';
import { recordAudit } from '../../../plugins/audit.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { CONTENT_TYPES } from '../export.ts';
import { JEMAAT_FIELDS } from '../schemas.ts';
import { toCsv, toXlsx } from '../spreadsheet.ts';
import { applyRows, countsOf, parseChoices } from './import-apply.ts';
import { readImportFile } from './import-file.ts';
import { readImportForm } from './import-form.ts';
import { chosenMapping, proposeMapping } from './import-mapping.ts';
import { previewRows, summaryOf } from './import-rows.ts';
import { ImportForm, ImportPreview, ImportResult, TemplateQuery } from './import-schemas.ts';
import { templateSheet } from './import-template.ts';

const tags = ['jemaat'];
const access = 'jemaat' as const;
const FIELDS = JEMAAT_FIELDS.map((id) => ({ id, label: fieldLabel(id) }));

/**
 * Members brought in from a spreadsheet: a preview that writes nothing, then a confirmation that reads
 * and checks the same file again (the preview is never trusted) and writes every row in one transaction.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jemaat-impor/pratinjau',
    {
      preValidation: readImportForm,
      schema: {
        tags,
        summary:
          'Pratinjau impor jemaat (multipart: berkas CSV/XLSX, pemetaan): kolom, usulan pemetaan, masalah dan duplikat per baris',
        consumes: ['multipart/form-data'],
        body: ImportForm,
        response: { 200: ImportPreview, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const table = await readImportFile(request.importFile ?? Buffer.alloc(0));
      const mapping = chosenMapping(table.headers, request.body.pemetaan);
      const baris = await previewRows(app.db, table, mapping);
      return {
        format: table.format,
        kolom: table.headers,
        pemetaan: request.body.pemetaan ? mapping : proposeMapping(table.headers),
        bidang: FIELDS,
        ringkasan: summaryOf(baris),
        baris,
      };
    },
  );

  app.post(
    '/jemaat-impor',
    {
      preValidation: readImportForm,
      schema: {
        tags,
        summary:
          'Simpan impor jemaat (multipart: berkas, pemetaan, pilihan per baris): semua baris atau tidak sama sekali',
        consumes: ['multipart/form-data'],
        body: ImportForm,
        response: { 200: ImportResult, ...ErrorResponses },
      },
      config: { access },
    },
    async (request) => {
      const user = currentUser(request);
      const table = await readImportFile(request.importFile ?? Buffer.alloc(0));
      const mapping = chosenMapping(table.headers, request.body.pemetaan);
      const choices = parseChoices(request.body.pilihan);
      const laporan = await app.db.transaction().execute(async (trx) => {
        const rows = await previewRows(trx, table, mapping);
        const report = await applyRows(trx, rows, choices);
        // One entry for the whole import: counts, never the members' values.
        await recordAudit(trx, {
          user,
          aksi: 'create',
          tabel: 'jemaat',
          id_record: 'impor',
          perubahan: { impor: table.format, baris: rows.length, ...countsOf(report) },
        });
        return report;
      });
      const counts = countsOf(laporan);
      const csv = toCsv({
        headers: ['Baris', 'Nama', 'Hasil', 'ID Jemaat', 'Keterangan'],
        rows: laporan.map((row) => [
          String(row.baris),
          row.nama_jemaat,
          row.hasil,
          row.id_jemaat === null ? null : String(row.id_jemaat),
          row.keterangan,
        ]),
      });
      return {
        message: `Impor selesai: ${counts.ditambahkan} ditambahkan, ${counts.diperbarui} diperbarui, ${counts.dilewati} dilewati.`,
        ...counts,
        laporan,
        laporan_csv: csv.toString('utf8'),
      };
    },
  );

  app.get(
    '/jemaat-impor/templat',
    {
      schema: {
        tags,
        summary: 'Templat berkas impor jemaat (xlsx bawaan, atau csv)',
        querystring: TemplateQuery,
        response: { 200: Type.Unknown({ description: 'Berkas CSV atau XLSX' }), ...ErrorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const sheet = templateSheet();
      const file = format === 'csv' ? toCsv(sheet) : await toXlsx(sheet, 'Templat Jemaat');
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="templat-impor-jemaat.${format}"`)
        .send(file);
    },
  );
};

export default importRoutes;
