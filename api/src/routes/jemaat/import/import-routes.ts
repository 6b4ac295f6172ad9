import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponses,
  ImportForm,
  ImportPreview,
  ImportResult,
  JEMAAT_FIELDS,
  TemplateQuery,
} from '@gkj/contract';
import { Type } from 'typebox';
import { ok, routeSpecs } from '../../../lib/route-spec.ts';
import { fieldLabel } from '../../../lib/validation-messages.ts';
import { runWrite } from '../../../lib/writes.ts';
import { CONTENT_TYPES } from '../export.ts';
import { toCsv, toXlsx } from '../spreadsheet.ts';
import { applyRows, countsOf, parseChoices } from './import-apply.ts';
import { readImportFile } from './import-file.ts';
import { readImportForm } from './import-form.ts';
import { chosenMapping, proposeMapping } from './import-mapping.ts';
import { previewRows, summaryOf } from './import-rows.ts';
import { templateSheet } from './import-template.ts';

const spec = routeSpecs('jemaat');
const access = 'jemaat' as const;
const FIELDS = JEMAAT_FIELDS.map((id) => ({ id, label: fieldLabel(id) }));

/** What both import calls take: the multipart form, its file read by its own hook. */
const IMPORT_FORM = { consumes: ['multipart/form-data'], body: ImportForm, preValidation: readImportForm };

/** The uploaded table and the mapping of its columns: the form's own, or the one proposed. */
async function tableOf(request: { importFile?: Buffer; body: { pemetaan?: string } }) {
  const table = await readImportFile(request.importFile ?? Buffer.alloc(0));
  return { table, mapping: chosenMapping(table.headers, request.body.pemetaan) };
}

/**
 * Members brought in from a spreadsheet: a preview that writes nothing, then a confirmation that reads
 * and checks the same file again (the preview is never trusted) and writes every row in one transaction.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jemaat-impor/pratinjau',
    spec(
      access,
      'Pratinjau impor jemaat (multipart: berkas CSV/XLSX, pemetaan): kolom, usulan pemetaan, masalah dan duplikat per baris',
      { ...IMPORT_FORM, response: ok(ImportPreview) },
    ),
    async (request) => {
      const { table, mapping } = await tableOf(request);
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
    spec(
      access,
      'Simpan impor jemaat (multipart: berkas, pemetaan, pilihan per baris): semua baris atau tidak sama sekali',
      { ...IMPORT_FORM, response: ok(ImportResult) },
    ),
    async (request) => {
      const { table, mapping } = await tableOf(request);
      const choices = parseChoices(request.body.pilihan);
      const laporan = await runWrite(request, async (trx, audit) => {
        const rows = await previewRows(trx, table, mapping);
        const report = await applyRows(trx, rows, choices);
        // One entry for the whole import: counts, never the members' values.
        await audit('create', 'jemaat', 'impor', {
          impor: table.format,
          baris: rows.length,
          ...countsOf(report),
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
    spec(access, 'Templat berkas impor jemaat (xlsx bawaan, atau csv)', {
      querystring: TemplateQuery,
      response: { 200: Type.Unknown({ description: 'Berkas CSV atau XLSX' }), ...ErrorResponses },
    }),
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
