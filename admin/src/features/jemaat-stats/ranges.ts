import { todayInJakarta } from '../../lib/format.ts';

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const RANGES = [
  { id: 'minggu-ini', label: 'Minggu ini' },
  { id: 'minggu-depan', label: 'Minggu depan' },
  { id: 'bulan-ini', label: 'Bulan ini' },
  { id: 'bulan-depan', label: 'Bulan depan' },
] as const;

/**
 * The dates of a choice, in WIB. A week runs Sunday to Saturday, as the bulletin read on Sunday covers
 * it; calendar arithmetic is on UTC midnights so no zone moves a day.
 */
export function rangeOf(id: string, today = todayInJakarta()): { dari: string; sampai: string } {
  const now = msOf(today);
  if (id.startsWith('minggu')) {
    const sunday = now - new Date(now).getUTCDay() * DAY_MS + (id === 'minggu-depan' ? 7 * DAY_MS : 0);
    return { dari: toDay(sunday), sampai: toDay(sunday + 6 * DAY_MS) };
  }
  const [year, month] = today.split('-').map(Number);
  const offset = id === 'bulan-depan' ? 1 : 0;
  return {
    dari: toDay(Date.UTC(year, month - 1 + offset, 1)),
    sampai: toDay(Date.UTC(year, month + offset, 0)),
  };
}
