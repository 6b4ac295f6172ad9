import { useEffect, useRef, useState } from 'react';
import { formatRupiah } from '../../lib/format.ts';
import { shortMonth } from '../../lib/periods.ts';
import type { MonthLine } from './types.ts';

// A hand-drawn SVG: twelve pairs of bars need no charting library. It is drawn at the width it gets (a
// phone's included), so its labels keep their size instead of shrinking with a scaled drawing. Its
// numbers are also in a table for screen readers.
const HEIGHT = 240;
const PLOT = { left: 56, right: 8, top: 12, bottom: 28 };

/** 12.500.000 → '12,5 jt'; short labels keep the axis readable on a phone. */
function short(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toLocaleString('id-ID', { maximumFractionDigits: 1 })} M`;
  if (value >= 1e6) return `${(value / 1e6).toLocaleString('id-ID', { maximumFractionDigits: 1 })} jt`;
  if (value >= 1e3) return `${(value / 1e3).toLocaleString('id-ID', { maximumFractionDigits: 0 })} rb`;
  return String(value);
}

/** The element's width in CSS pixels, followed as it changes (a rotated phone, the print page). */
function useWidth<E extends Element>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(280, Math.round(entry.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function MonthChart({ months }: { months: MonthLine[] }) {
  const { ref, width: WIDTH } = useWidth<HTMLElement>(560);
  const max = Math.max(1, ...months.flatMap((m) => [m.pemasukan, m.pengeluaran]));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / months.length;
  const bar = Math.max(4, slot * 0.34);
  // On a phone every other month is named (the last one always): twelve names do not fit side by side.
  const wide = slot >= 34;
  const y = (value: number) => PLOT.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, 0.5, 1].map((share) => share * max);
  const first = months[0]?.bulan ?? '';
  const last = months.at(-1)?.bulan ?? '';

  /** One of a month's two bars (income left, expenses right), titled with its amount. */
  const monthBar = (month: MonthLine, kind: 'pemasukan' | 'pengeluaran', x: number) => (
    <rect
      x={x}
      y={y(month[kind])}
      width={bar}
      height={y(0) - y(month[kind])}
      className={kind === 'pemasukan' ? 'chart-in' : 'chart-out'}
    >
      <title>{`${month.bulan} ${kind} ${formatRupiah(month[kind])}`}</title>
    </rect>
  );

  return (
    <figure className="month-chart" ref={ref}>
      <figcaption className="month-chart-title">
        Pemasukan dan pengeluaran per bulan ({shortMonth(first)} {first.slice(0, 4)} – {shortMonth(last)}{' '}
        {last.slice(0, 4)})
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Grafik pemasukan dan pengeluaran per bulan"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-axis">
              {short(tick)}
            </text>
          </g>
        ))}
        {months.map((month, i) => {
          const x = PLOT.left + i * slot + (slot - bar * 2) / 2;
          return (
            <g key={month.bulan}>
              {monthBar(month, 'pemasukan', x)}
              {monthBar(month, 'pengeluaran', x + bar)}
              {(wide || i % 2 === (months.length - 1) % 2) && (
                <text
                  x={PLOT.left + i * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="chart-axis"
                >
                  {shortMonth(month.bulan)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="chart-legend" aria-hidden="true">
        <span className="legend-in">Pemasukan</span>
        <span className="legend-out">Pengeluaran</span>
      </p>
      <table className="visually-hidden">
        <caption>Pemasukan dan pengeluaran per bulan</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            <th scope="col">Pemasukan</th>
            <th scope="col">Pengeluaran</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.bulan}>
              <th scope="row">{m.bulan}</th>
              <td>{formatRupiah(m.pemasukan)}</td>
              <td>{formatRupiah(m.pengeluaran)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
