// exceljs weighs about 40 MB once loaded; only the imports and exports of spreadsheets need it, so it is
// loaded on the first of those rather than with the server (a small server keeps that memory for its build).
import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((module) => module.default);
  return loaded;
}
