import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../lib/excel.ts';
import { httpError } from '../../../lib/http-error.ts';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** A spreadsheet's first sheet: its header row and its data rows, every cell as text. */
export interface ImportTable {
  format: 'csv' | 'xlsx';
  headers: string[];
  rows: string[][];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const NOT_A_TABLE = 'Berkas harus berupa CSV (teks UTF-8) atau XLSX.';

/** A date cell as the calendar day it shows: exceljs gives it at midnight UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw httpError(400, 'Berkas XLSX tidak dapat dibaca. Simpan ulang dari program lembar kerja.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > MAX_IMPORT_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}

/** ';' is what a spreadsheet saved in an Indonesian locale writes; ',' elsewhere. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(buffer: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw httpError(400, NOT_A_TABLE);
  }
  // Text never holds a NUL: such bytes are some other file under a .csv name.
  if (text.includes('\u0000')) throw httpError(400, NOT_A_TABLE);
  text = text.replace(/^\uFEFF/, '');
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw httpError(400, 'Berkas CSV tidak dapat dibaca: periksa tanda kutipnya.');
  }
}

/** The uploaded file as a table, told apart by its bytes, whatever its name says. */
export async function readImportFile(buffer: Buffer): Promise<ImportTable> {
  if (buffer.length === 0) throw httpError(400, 'Berkas kosong.');
  if (buffer.length > MAX_IMPORT_BYTES) throw httpError(400, 'Berkas terlalu besar: paling besar 5 MB.');
  const format = buffer.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
  const all = format === 'xlsx' ? await readXlsx(buffer) : readCsv(buffer);
  const rows = all.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length < 2)
    throw httpError(400, 'Berkas tidak berisi data: baris pertama judul kolom, lalu data jemaat.');
  if (rows.length - 1 > MAX_IMPORT_ROWS) {
    throw httpError(400, 'Berkas berisi lebih dari 10.000 baris data. Bagi menjadi beberapa berkas.');
  }
  const [headers, ...data] = rows;
  return { format, headers: headers.map((header) => header.trim()), rows: data };
}
