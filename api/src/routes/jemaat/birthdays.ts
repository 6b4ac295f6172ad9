import { DateString, KEWARGAAN, Nullable } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { httpError } from '../../lib/http-error.ts';

/** A month of 31 days and the next: enough for 'bulan ini' and the bulletin's fortnight. */
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

export const BirthdayQuery = Type.Object({
  dari: Type.Optional(
    DateString({ errorMessage: 'Tanggal awal harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  ),
  sampai: Type.Optional(
    DateString({ errorMessage: 'Tanggal akhir harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  ),
  kewargaan: Type.Optional(
    Type.Enum(KEWARGAAN, { errorMessage: `Kewargaan harus salah satu dari: ${KEWARGAAN.join(', ')}.` }),
  ),
});

const Person = {
  id_jemaat: Type.Integer(),
  nama_jemaat: Type.String(),
  kewargaan: Nullable(Type.String()),
  /** The day in the range it falls on (29 February falls on the 28th in other years). */
  tanggal: Type.String(),
};

export const Birthdays = Type.Object({
  dari: Type.String(),
  sampai: Type.String(),
  ulang_tahun: Type.Array(
    Type.Object({ ...Person, tanggal_lahir_jemaat: Type.String(), usia: Type.Integer() }),
  ),
  pernikahan: Type.Array(
    Type.Object({
      ...Person,
      pasangan: Nullable(Type.String()),
      tanggal_nikah: Type.String(),
      tahun: Type.Integer(),
    }),
  ),
});

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The week (Sunday to Saturday, as the bulletin runs) holding `today`. */
export function weekOf(today: string): { dari: string; sampai: string } {
  const start = msOf(today) - new Date(msOf(today)).getUTCDay() * DAY_MS;
  return { dari: toDay(start), sampai: toDay(start + 6 * DAY_MS) };
}

/**
 * Each month-day ('MM-DD') that falls in the range → the date it falls on. A range may cross a year's
 * end; in a year without 29 February, that anniversary is kept on the 28th.
 */
export function daysOfRange(dari: string, sampai: string): Map<string, string> {
  const days = new Map<string, string>();
  for (let ms = msOf(dari); ms <= msOf(sampai); ms += DAY_MS) {
    const day = toDay(ms);
    days.set(day.slice(5), day);
    if (day.slice(5) === '02-28' && !isLeap(Number(day.slice(0, 4)))) days.set('02-29', day);
  }
  return days;
}

export function checkRange(dari: string, sampai: string): void {
  if (sampai < dari) throw httpError(400, 'Tanggal akhir tidak boleh sebelum tanggal awal.');
  if ((msOf(sampai) - msOf(dari)) / DAY_MS >= MAX_RANGE_DAYS) {
    throw httpError(400, `Rentang tanggal paling lama ${MAX_RANGE_DAYS} hari.`);
  }
}

/** Members still in the congregation: not deceased, not moved away or left. */
const stillMembers = sql<boolean>`(status_bergereja IS NULL OR status_bergereja IN ('aktif', 'boro'))
  AND tanggal_meninggal_jemaat IS NULL`;

async function onDays(
  db: Db,
  column: 'tanggal_lahir_jemaat' | 'tanggal_nikah',
  days: string[],
  kewargaan?: string,
) {
  return db
    .selectFrom('jemaat')
    .select(['id_jemaat', 'nama_jemaat', 'kewargaan', 'pasangan', column])
    .where(sql<boolean>`DATE_FORMAT(${sql.ref(column)}, '%m-%d') IN (${sql.join(days)})`)
    .where(stillMembers)
    .$if(Boolean(kewargaan), (qb) => qb.where('kewargaan', '=', kewargaan ?? ''))
    .orderBy('nama_jemaat')
    .execute();
}

const byDate = <T extends { tanggal: string; nama_jemaat: string }>(a: T, b: T) =>
  a.tanggal.localeCompare(b.tanggal) || a.nama_jemaat.localeCompare(b.nama_jemaat);

/** Who has a birthday or a wedding anniversary between `dari` and `sampai` (both included). */
export async function birthdaysBetween(db: Db, dari: string, sampai: string, kewargaan?: string) {
  checkRange(dari, sampai);
  const days = daysOfRange(dari, sampai);
  const monthDays = [...days.keys()];
  const [born, married] = await Promise.all([
    onDays(db, 'tanggal_lahir_jemaat', monthDays, kewargaan),
    onDays(db, 'tanggal_nikah', monthDays, kewargaan),
  ]);
  const yearsTo = (date: string, tanggal: string) => Number(tanggal.slice(0, 4)) - Number(date.slice(0, 4));
  const ulang_tahun = born
    .map(({ pasangan: _, tanggal_lahir_jemaat, ...row }) => {
      const lahir = String(tanggal_lahir_jemaat);
      const tanggal = days.get(lahir.slice(5)) ?? '';
      return { ...row, tanggal_lahir_jemaat: lahir, tanggal, usia: yearsTo(lahir, tanggal) };
    })
    // The day of birth itself is no anniversary yet.
    .filter((row) => row.usia > 0)
    .sort(byDate);
  const pernikahan = married
    .map(({ tanggal_nikah, ...row }) => {
      const nikah = String(tanggal_nikah);
      const tanggal = days.get(nikah.slice(5)) ?? '';
      return { ...row, tanggal_nikah: nikah, tanggal, tahun: yearsTo(nikah, tanggal) };
    })
    .filter((row) => row.tahun > 0)
    .sort(byDate);
  return { dari, sampai, ulang_tahun, pernikahan };
}
