/**
 * The Indonesian names of the calendar, for every screen that writes a date out ('Minggu, 6 Desember
 * 2026'). Plain values (no TypeBox), so the site and the dashboard import them as they are.
 */

/** January first: `MONTH_NAMES[month - 1]` for a 'YYYY-MM-DD' month. */
export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Sunday first, as `Date.prototype.getUTCDay()` counts. */
export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
