import { JEMAAT_FIELDS, type JemaatField, MemberFilterFields, SearchField, SearchText } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { type Static, Type } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { searched } from '../../lib/list-query.ts';
import { fieldLabel } from '../../lib/validation-messages.ts';
import { checkAgeRange, filterMembers } from './member-filters.ts';
import { SEARCH_COLUMNS } from './queries.ts';
import { type Sheet, toCsv, toXlsx } from './spreadsheet.ts';
import { todayInJakarta } from './values.ts';

/** What the list shows, when the export names no columns. */
export const DEFAULT_COLUMNS: JemaatField[] = [
  'nama_jemaat',
  'no_induk_jemaat',
  'jenis_kelamin_jemaat',
  'kewargaan',
  'status_bergereja',
];

export const ExportQuery = Type.Object({
  format: Type.Enum(['csv', 'xlsx'] as const, { errorMessage: 'Format ekspor harus csv atau xlsx.' }),
  /** Comma-separated field names, in the order wanted. */
  kolom: Type.Optional(Type.String({ maxLength: 1000 })),
  q: Type.Optional(SearchText),
  field: SearchField,
  ...MemberFilterFields,
});
export type ExportQuery = Static<typeof ExportQuery>;

export function exportColumns(kolom: string | undefined): JemaatField[] {
  if (!kolom?.trim()) return DEFAULT_COLUMNS;
  const names = kolom.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !(JEMAAT_FIELDS as string[]).includes(name));
  if (unknown !== undefined) throw httpError(400, `Kolom ekspor tidak dikenal: ${unknown}.`);
  return [...new Set(names)] as JemaatField[];
}

export const isDateField = (field: string) => field.startsWith('tanggal_');

/** The filtered list, every row (not a page), in the list's default order, as a CSV or XLSX file. */
export async function exportMembers(db: Db, query: ExportQuery) {
  checkAgeRange(query);
  const columns = exportColumns(query.kolom);
  const filtered = filterMembers(db.selectFrom('jemaat'), query, todayInJakarta());
  const rows = await searched(filtered, query.q, [SEARCH_COLUMNS[query.field ?? 'nama']])
    .select(columns)
    .orderBy('nama_jemaat')
    .orderBy('id_jemaat')
    .execute();
  const sheet: Sheet = {
    headers: columns.map(fieldLabel),
    rows: rows.map((row) =>
      columns.map((column) => {
        const value = (row as Record<string, unknown>)[column];
        return value === null || value === undefined ? null : String(value);
      }),
    ),
    dateColumns: new Set(columns.flatMap((column, index) => (isDateField(column) ? [index] : []))),
  };
  const file = query.format === 'csv' ? toCsv(sheet) : await toXlsx(sheet);
  return { file, columns, count: rows.length };
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
