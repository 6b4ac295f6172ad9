import { stringify } from 'csv-stringify/sync';
import { loadExcel } from '../../lib/excel.ts';

/** A cell value as the sheets carry it: text, or a 'YYYY-MM-DD' date in a date column. */
export type Cell = string | null;

export interface Sheet {
  headers: string[];
  rows: Cell[][];
  /** Indexes of the columns holding 'YYYY-MM-DD' dates, written as date cells in XLSX. */
  dateColumns?: ReadonlySet<number>;
}

/**
 * A spreadsheet program runs a cell that starts like a formula (`=HYPERLINK(…)` typed as an address);
 * a leading apostrophe makes it plain text again.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const BOM = '\uFEFF';

/** CSV in UTF-8 with a BOM, so a spreadsheet program reads the Javanese names' letters right. */
export function toCsv(sheet: Sheet): Buffer {
  const rows = sheet.rows.map((row) => row.map((cell) => (cell === null ? '' : neutralise(cell))));
  return Buffer.from(BOM + stringify([sheet.headers, ...rows], { record_delimiter: '\r\n' }), 'utf8');
}

/** A calendar date as Excel's day number carries it: midnight UTC, so no zone moves it a day. */
const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** XLSX with typed cells: dates are dates (shown as YYYY-MM-DD), the rest text. */
export async function toXlsx(sheet: Sheet, sheetName = 'Jemaat'): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName);
  worksheet.addRow(sheet.headers).font = { bold: true };
  const dates = sheet.dateColumns ?? new Set<number>();
  for (const row of sheet.rows) {
    worksheet.addRow(
      row.map((cell, index) => {
        if (cell === null) return null;
        return dates.has(index) && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? dateCell(cell) : neutralise(cell);
      }),
    );
  }
  sheet.headers.forEach((header, index) => {
    const column = worksheet.getColumn(index + 1);
    column.width = Math.max(12, header.length + 2);
    if (dates.has(index)) column.numFmt = 'yyyy-mm-dd';
  });
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
