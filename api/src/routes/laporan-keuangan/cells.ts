// What an exported cell may hold. Text that a spreadsheet would read as a formula (or as a command, in the
// case of a leading tab or carriage return) is neutralised with a leading quote; amounts and dates are
// typed values, never text, so a negative balance stays a number.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CellKind = 'text' | 'date' | 'amount';

export interface Column<Row> {
  header: string;
  kind: CellKind;
  width?: number;
  value: (row: Row) => string | number | null;
}

/** A cell as a CSV field: text neutralised, dates already 'YYYY-MM-DD', amounts plain integers. */
export function csvCell(kind: CellKind, value: string | number | null): string | number {
  if (value === null) return '';
  if (kind === 'amount') return value;
  return kind === 'text' ? neutralise(String(value)) : String(value);
}

/** A cell as an XLSX value: a Date for a date (midnight UTC, which Excel reads as that day), a number, or text. */
export function xlsxCell(kind: CellKind, value: string | number | null): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'amount') return Number(value);
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  return neutralise(String(value));
}
