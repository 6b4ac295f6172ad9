import { useSearchParams } from 'react-router-dom';
import {
  currentMonth,
  currentYear,
  monthPeriod,
  type Period,
  quarterPeriod,
  yearPeriod,
} from '../../lib/periods.ts';

export type PeriodKind = 'bulan' | 'triwulan' | 'tahun' | 'rentang';
export const PERIOD_KINDS = [
  { id: 'bulan', label: 'Bulanan' },
  { id: 'triwulan', label: 'Triwulan' },
  { id: 'tahun', label: 'Tahunan' },
  { id: 'rentang', label: 'Rentang tanggal' },
];

const within = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The report's period and options live in the address, so a report can be bookmarked and shared. */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const kind = (
    PERIOD_KINDS.some((k) => k.id === params.get('periode')) ? params.get('periode') : 'bulan'
  ) as PeriodKind;
  const tahun = within(params.get('tahun'), 2000, 2100, currentYear());
  const bulan = within(params.get('bulan'), 1, 12, currentMonth());
  const triwulan = within(params.get('triwulan'), 1, 4, Math.ceil(currentMonth() / 3));
  const range = { dari: params.get('dari') ?? '', sampai: params.get('sampai') ?? '' };
  const period: Period | null =
    kind === 'bulan'
      ? monthPeriod(tahun, bulan)
      : kind === 'triwulan'
        ? quarterPeriod(tahun, triwulan)
        : kind === 'tahun'
          ? yearPeriod(tahun)
          : range.dari && range.sampai && range.dari <= range.sampai
            ? range
            : null;
  const set = (changes: Record<string, string | number>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || value === 0) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return {
    kind,
    tahun,
    bulan,
    triwulan,
    range,
    period,
    lokasi: params.get('lokasi') ?? '',
    perLokasi: params.get('per_lokasi') === '1',
    rincian: params.get('rincian') === '1',
    set,
  };
}

export type ReportPeriodState = ReturnType<typeof useReportPeriod>;
