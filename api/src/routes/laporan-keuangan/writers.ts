import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { loadExcel } from '../../lib/excel.ts';
import { type Column, csvCell, xlsxCell } from './cells.ts';

const CSV_BATCH = 500;

/**
 * CSV for Excel: UTF-8 with a byte-order mark, one header row, rows written as the database hands them
 * over (a row source can be a database stream: nothing holds the whole file). Rows go through
 * csv-stringify a batch at a time: one stream chunk per 500 rows costs far less than one per row.
 */
export function csvStream<Row>(columns: Column<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Readable {
  async function* chunks() {
    yield Buffer.from(stringify([columns.map((column) => column.header)], { bom: true }));
    let batch: (string | number)[][] = [];
    for await (const row of rows) {
      batch.push(columns.map((column) => csvCell(column.kind, column.value(row))));
      if (batch.length === CSV_BATCH) {
        yield Buffer.from(stringify(batch));
        batch = [];
      }
    }
    if (batch.length > 0) yield Buffer.from(stringify(batch));
  }
  // A client that hangs up destroys the stream, which ends the generator and with it the database read.
  return Readable.from(chunks(), { objectMode: false });
}

export interface Sheet<Row> {
  name: string;
  /** Lines above the table (title, period), each one text cell. */
  title?: string[];
  columns: Column<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
  /** Rows under the table: a label and the values of the amount columns, in bold. */
  totals?: { label: string; amounts: Record<string, number> }[];
}

/** An XLSX workbook written row by row into the returned stream (exceljs's streaming writer). */
export function xlsxStream<Row>(sheet: Sheet<Row>): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column) => ({
      width: column.width ?? (column.kind === 'text' ? 30 : 14),
      style:
        column.kind === 'date'
          ? { numFmt: 'yyyy-mm-dd' }
          : column.kind === 'amount'
            ? { numFmt: '#,##0' }
            : {},
    }));
    for (const line of sheet.title ?? []) {
      const row = worksheet.addRow([line]);
      row.font = { bold: true };
      row.commit();
    }
    const header = worksheet.addRow(sheet.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of sheet.rows) {
      worksheet.addRow(sheet.columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
    }
    for (const total of sheet.totals ?? []) {
      const values = sheet.columns.map((column, i) =>
        i === 0 ? total.label : column.kind === 'amount' ? (total.amounts[column.header] ?? null) : null,
      );
      const row = worksheet.addRow(values);
      row.font = { bold: true };
      row.commit();
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
