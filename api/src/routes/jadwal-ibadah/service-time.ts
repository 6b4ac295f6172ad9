import { toDateTime } from '../../lib/stored-values.ts';

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The schema checks the shape; this checks the calendar and the clock (no 30 February, no 24:00),
 * and gives the stored form 'YYYY-MM-DD HH:MM:SS', or undefined for an impossible moment.
 */
export function parseServiceTime(value: string): string | undefined {
  const stored = toDateTime(value);
  const [year, month, day, hour, minute, second] = stored.split(/[- :]/).map(Number);
  const valid =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return valid ? stored : undefined;
}
