import { JEMAAT_FIELDS, type JemaatBody, type JemaatField } from '@gkj/contract';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { fieldLabel } from '../../lib/validation-messages.ts';

export type JemaatValues = Partial<Record<JemaatField, string | null>> & { nama_jemaat: string };

/** Absent, null or only whitespace: stored as null, so a nested value may fill it. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The columns a save sets. Nested `baptis_sidi` / `menikah` values fill their flat field when the
 * flat one is absent or empty. Texts are trimmed and empty ones stored as null; a field that is
 * absent altogether is left out (an update keeps its stored value).
 */
export function jemaatValues(body: Static<typeof JemaatBody>): JemaatValues {
  const { baptis_sidi, menikah, ...flat } = body;
  const nested: Record<string, unknown> = { ...menikah, ...baptis_sidi };
  const values: Record<string, string | null> = {};
  for (const field of JEMAAT_FIELDS) {
    const top = (flat as Record<string, unknown>)[field];
    const value = isBlank(top) && nested[field] !== undefined ? nested[field] : top;
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    values[field] = text === '' || text === null ? null : String(text);
  }
  return values as JemaatValues;
}

/** Dates of what has already happened to a member: none of them can lie after today. */
const PAST_DATES = [
  'tanggal_lahir_jemaat',
  'tanggal_baptis',
  'tanggal_sidi',
  'tanggal_nikah',
  'tanggal_meninggal_jemaat',
] as const satisfies readonly JemaatField[];

/** Today's date (YYYY-MM-DD) in WIB, the zone of every stored date, whatever zone the server runs in. */
export function todayInJakarta(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}

/**
 * Refuses a date after today among those the save sets (today itself is fine): a birth in 2030 is a
 * typo, and stored it would put the member in the wrong age group and birthday list.
 */
export function checkPastDates(values: Partial<Record<JemaatField, string | null>>): void {
  const today = todayInJakarta();
  for (const field of PAST_DATES) {
    const value = values[field];
    if (value && value > today) throw httpError(400, `${fieldLabel(field)} tidak boleh di masa depan.`);
  }
}

/** A member cannot have died before being born; checked on the record as it will be stored. */
export function checkDates(record: Partial<Record<JemaatField, string | null>>): void {
  const born = record.tanggal_lahir_jemaat;
  const died = record.tanggal_meninggal_jemaat;
  if (born && died && died < born) {
    throw httpError(400, 'Tanggal meninggal tidak boleh sebelum tanggal lahir.');
  }
}
