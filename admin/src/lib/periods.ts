// Periods as the treasurer names them (this month, last month, a quarter, a year), as WIB dates.
import { MONTH_NAMES } from '@gkj/contract/calendar';
import { todayInJakarta } from './format.ts';

export interface Period {
  dari: string;
  sampai: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A month (1–12) of a year, both days included. */
export function monthPeriod(year: number, month: number): Period {
  return { dari: `${year}-${pad(month)}-01`, sampai: `${year}-${pad(month)}-${pad(lastDay(year, month))}` };
}

export function quarterPeriod(year: number, quarter: number): Period {
  const first = (quarter - 1) * 3 + 1;
  return { dari: monthPeriod(year, first).dari, sampai: monthPeriod(year, first + 2).sampai };
}

export function yearPeriod(year: number): Period {
  return { dari: `${year}-01-01`, sampai: `${year}-12-31` };
}

function today() {
  const [year, month] = todayInJakarta().split('-').map(Number);
  return { year, month };
}

/** The shortcuts of the finance list's date filter. */
export function shortcuts(): { id: string; label: string; period: Period }[] {
  const { year, month } = today();
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [
    { id: 'bulan-ini', label: 'Bulan ini', period: monthPeriod(year, month) },
    { id: 'bulan-lalu', label: 'Bulan lalu', period: monthPeriod(previous.year, previous.month) },
    { id: 'tahun-ini', label: 'Tahun ini', period: yearPeriod(year) },
  ];
}

export const currentYear = () => today().year;
export const currentMonth = () => today().month;

export const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ id: String(i + 1), label }));
export const shortMonth = (yearMonth: string) => MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1].slice(0, 3);

/** '1 Januari 2026 s.d. 31 Maret 2026'. */
export function periodLabel({ dari, sampai }: Period): string {
  const day = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
  };
  return `${day(dari)} s.d. ${day(sampai)}`;
}
