import { JemaatBody, type JemaatField, KEWARGAAN } from '@gkj/contract';
import { fieldLabel } from '../../../lib/validation-messages.ts';
import { bodyCheck } from '../../../plugins/validation.ts';
import { checkDates, checkPastDates, type JemaatValues } from '../values.ts';
import type { Mapping } from './import-mapping.ts';

export interface Problem {
  /** The header of the column at fault ('' when the row as a whole is). */
  kolom: string;
  pesan: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'mei', 'jun', 'jul', 'agu', 'sep', 'okt', 'nov', 'des'];
const MONTH_ALIASES: Record<string, number> = { agt: 8, ags: 8, aug: 8, may: 5, oct: 10, dec: 12 };

function monthOf(name: string): number | undefined {
  const short = name.toLowerCase().slice(0, 3);
  const index = MONTHS.indexOf(short);
  return index >= 0 ? index + 1 : MONTH_ALIASES[short];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * '17-08-1975', '17/08/1975', '17.08.1975', '1975-08-17' and '17 Agustus 1975' as 'YYYY-MM-DD'.
 * Anything else, or a day the calendar lacks, comes back as typed so the schema names the problem.
 */
export function parseDate(text: string): string {
  let parts: [number, number | undefined, number] | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  match = match ? null : /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) parts = [Number(match[3]), Number(match[2]), Number(match[1])];
  match = parts ? null : /^(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4})$/.exec(text);
  if (match) parts = [Number(match[3]), monthOf(match[2]), Number(match[1])];
  if (!parts || parts[1] === undefined) return text;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return text;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const GENDERS: Record<string, string> = {
  l: 'Laki-laki',
  lakilaki: 'Laki-laki',
  laki: 'Laki-laki',
  pria: 'Laki-laki',
  p: 'Perempuan',
  perempuan: 'Perempuan',
  wanita: 'Perempuan',
};

function parseGender(text: string): string {
  return GENDERS[text.toLowerCase().replace(/[^a-z]/g, '')] ?? text;
}

/** 'Paseban', 'Pepanthan Paseban', 'Induk', 'Girimarto' → the record's full congregation name. */
function parseKewargaan(text: string): string {
  const lower = text.toLowerCase();
  const branch = KEWARGAAN.find(
    (name) => name !== 'GKJ Girimarto' && lower.includes(name.split(' ').at(-1)?.toLowerCase() ?? ''),
  );
  if (branch) return branch;
  return /induk|girimarto/.test(lower) ? 'GKJ Girimarto' : text;
}

/** Spaces, dashes and dots are how numbers are grouped when typed; +62 is the country's 0. */
function parsePhone(text: string): string {
  return text.replace(/[\s.\-()]/g, '').replace(/^\+62/, '0');
}

function normalised(field: JemaatField, text: string): string {
  if (field.startsWith('tanggal_')) return parseDate(text);
  if (field === 'jenis_kelamin_jemaat') return parseGender(text);
  if (field === 'kewargaan') return parseKewargaan(text);
  if (field === 'status_bergereja') return text.toLowerCase();
  if (field === 'no_telp_jemaat') return parsePhone(text);
  return text;
}

const checkMember = bodyCheck(JemaatBody);

/** A date the file wrote in no form we read: the form's 'YYYY-MM-DD' hint would mislead, so say which forms. */
function importMessage(problem: { field: string; message: string }, text: string | undefined): string {
  if (!problem.field.startsWith('tanggal_') || !text) return problem.message;
  return `${fieldLabel(problem.field)} "${text}" bukan tanggal yang dikenali; tulis misalnya 17-08-1975, 17/08/1975, 1975-08-17 atau 17 Agustus 1975.`;
}

/** A throwing rule of the member form, as a problem of the row. */
function ruleProblem(check: () => void, kolom: string): Problem | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    const message =
      (error as { statusCode?: number }).statusCode === 400 ? (error as Error).message : undefined;
    if (message === undefined) throw error;
    return { kolom, pesan: message };
  }
}

/**
 * One data row as member values, and every problem in it, by the same rules as the member form
 * (JemaatBody's schema, dates not in the future, death not before birth). A field at fault is left
 * out and the rest checked again, so the preview lists all of a row's problems at once.
 */
export function rowValues(headers: string[], mapping: Mapping, cells: string[]) {
  const body: Record<string, string> = {};
  const columnOf: Record<string, string> = {};
  const typed: Record<string, string> = {};
  mapping.forEach((field, index) => {
    const text = (cells[index] ?? '').trim();
    if (!field) return;
    columnOf[field] = headers[index];
    typed[field] = text;
    if (text !== '') body[field] = normalised(field, text);
  });
  const problems: Problem[] = [];
  for (let tries = 0; tries < mapping.length + 1; tries += 1) {
    const problem = checkMember({ ...body });
    if (!problem) break;
    problems.push({
      kolom: columnOf[problem.field] ?? '',
      pesan: importMessage(problem, typed[problem.field]),
    });
    if (problem.field in body) delete body[problem.field];
    // A missing name stands in for itself meanwhile, so the rest of the row is still checked.
    else if (problem.field === 'nama_jemaat') body.nama_jemaat = '?';
    else break;
  }
  if (body.nama_jemaat === '?' && problems.some((problem) => problem.kolom === columnOf.nama_jemaat)) {
    delete body.nama_jemaat;
  }
  for (const [field, value] of Object.entries(body)) {
    const problem = ruleProblem(() => checkPastDates({ [field]: value }), columnOf[field]);
    if (problem) {
      problems.push(problem);
      delete body[field];
    }
  }
  const died = ruleProblem(() => checkDates(body), columnOf.tanggal_meninggal_jemaat ?? '');
  if (died) problems.push(died);
  return { values: body as JemaatValues, problems };
}
