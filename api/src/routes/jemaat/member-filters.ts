import { BLANK, type MemberFilters } from '@gkj/contract';
import type { Database } from '@gkj/db';
import type { SelectQueryBuilder } from 'kysely';
import { httpError } from '../../lib/http-error.ts';

/**
 * The date `years` before `today`, both 'YYYY-MM-DD'. A 29 February that the earlier year lacks
 * becomes 28 February: a member born then has completed the year by that day's end.
 */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/** A range the other way round would silently find nobody; it is a typing slip, so it is said. */
export function checkAgeRange(filters: MemberFilters): void {
  const { usia_dari, usia_sampai } = filters;
  if (usia_dari !== undefined && usia_sampai !== undefined && usia_dari > usia_sampai) {
    throw httpError(400, 'Usia dari tidak boleh lebih besar dari usia sampai.');
  }
}

type JemaatSelect<O> = SelectQueryBuilder<Database, 'jemaat', O>;

/**
 * Narrows a select of members by the filters. Ages become birth-date bounds (WIB calendar dates),
 * so the filter uses the birth-date order instead of computing every member's age. `today` is the
 * WIB date (`todayInJakarta()`), passed in so every count of one answer uses the same day.
 */
export function filterMembers<O>(select: JemaatSelect<O>, filters: MemberFilters, today: string) {
  let query = select;
  const status = filters.status ?? 'semua';
  if (status !== 'semua') query = query.where('status_bergereja', '=', status);
  if (filters.kewargaan === BLANK) query = query.where('kewargaan', 'is', null);
  else if (filters.kewargaan) query = query.where('kewargaan', '=', filters.kewargaan);
  if (filters.jenis_kelamin === BLANK) query = query.where('jenis_kelamin_jemaat', 'is', null);
  else if (filters.jenis_kelamin) query = query.where('jenis_kelamin_jemaat', '=', filters.jenis_kelamin);
  if (filters.usia_dari !== undefined) {
    query = query.where('tanggal_lahir_jemaat', '<=', yearsBefore(today, filters.usia_dari));
  }
  if (filters.usia_sampai !== undefined) {
    query = query.where('tanggal_lahir_jemaat', '>', yearsBefore(today, filters.usia_sampai + 1));
  }
  if (filters.baptis) query = query.where('tanggal_baptis', filters.baptis === 'ya' ? 'is not' : 'is', null);
  if (filters.sidi) query = query.where('tanggal_sidi', filters.sidi === 'ya' ? 'is not' : 'is', null);
  if (filters.menikah === 'ya') {
    query = query.where((eb) => eb.or([eb('tanggal_nikah', 'is not', null), eb('pasangan', 'is not', null)]));
  } else if (filters.menikah === 'tidak') {
    query = query.where('tanggal_nikah', 'is', null).where('pasangan', 'is', null);
  }
  return query;
}
