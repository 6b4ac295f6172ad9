import { DateString, LOKASI, Lokasi } from '@gkj/contract';
import { Type } from 'typebox';

/** A period is two WIB dates, both included; month, quarter and year are chosen in the dashboard. */
export const PeriodFields = {
  dari: DateString({ errorMessage: 'Tanggal awal periode harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  sampai: DateString({ errorMessage: 'Tanggal akhir periode harus berupa tanggal yang valid (YYYY-MM-DD).' }),
  /** One congregation's books only. */
  lokasi: Type.Optional(Lokasi({ errorMessage: `Jemaat harus salah satu dari: ${LOKASI.join(', ')}.` })),
};

const Flag = Type.Optional(Type.Enum(['0', '1'] as const, { errorMessage: 'Nilai harus 0 atau 1.' }));

export const ReportQuery = Type.Object({
  ...PeriodFields,
  /** '1': income and expenses per congregation as well. */
  per_lokasi: Flag,
  /** '1': the period's transactions too, for the list per category with their receipts. */
  rincian: Flag,
});

export const ExportFormat = Type.Enum(['csv', 'xlsx'] as const, {
  errorMessage: 'Format ekspor harus csv atau xlsx.',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of the month `offset` months after the month of `date`. */
export function monthOf(date: string, offset = 0): string {
  const [year, month] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The chart's twelve months: those that end with the period's last month (a year: exactly that year). */
export function chartMonths(sampai: string): string[] {
  return Array.from({ length: 12 }, (_, i) => monthOf(sampai, i - 11));
}
