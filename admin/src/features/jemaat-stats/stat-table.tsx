import { Link } from 'react-router-dom';
import { formatNumber } from '../../lib/format.ts';
import { listLink } from './stat-links.ts';
import { congregationName, congregationShortName } from './types.ts';

export interface StatTableProps {
  title: string;
  dimensi: string;
  /** The values in display order, with their labels. */
  values: { id: string; label: string }[];
  /** Count by value, then congregation. */
  counts: Map<string, Map<string, number>>;
  congregations: string[];
  status: string;
}

function Count({ value, href }: { value: number; href: string | null }) {
  const text = formatNumber(value);
  return href && value > 0 ? <Link to={href}>{text}</Link> : text;
}

/**
 * One dimension: a bar per value (its share of the total, drawn with CSS so it prints as it shows) and a
 * table by congregation; every count links to the member list filtered to it.
 */
export function StatTable({ title, dimensi, values, counts, congregations, status }: StatTableProps) {
  const totals = values.map((value) =>
    [...(counts.get(value.id)?.values() ?? [])].reduce((sum, count) => sum + count, 0),
  );
  const largest = Math.max(1, ...totals);
  // A value's count over every congregation: beside its bar, and in the table's last column.
  const total = (index: number) => (
    <Count value={totals[index]} href={listLink(dimensi, values[index].id, null, status)} />
  );
  const id = `stat-${dimensi}`;
  return (
    <section className="card member-stat" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      <ul className="stat-bars">
        {values.map((value, index) => (
          <li key={value.id} className="stat-bar-row">
            <span className="stat-bar-label">{value.label}</span>
            <span className="stat-bar-track" aria-hidden="true">
              <span className="stat-bar" style={{ width: `${(totals[index] / largest) * 100}%` }} />
            </span>
            <span className="stat-bar-count">{total(index)}</span>
          </li>
        ))}
      </ul>
      <div className="stat-table-wrap">
        <table className="stat-table">
          <caption className="visually-hidden">{title} per kewargaan</caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              {congregations.map((kewargaan) => (
                <th key={kewargaan} scope="col" title={congregationName(kewargaan)}>
                  {congregationShortName(kewargaan)}
                </th>
              ))}
              <th scope="col">Jumlah</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, index) => (
              <tr key={value.id}>
                <th scope="row">{value.label}</th>
                {congregations.map((kewargaan) => (
                  <td key={kewargaan}>
                    <Count
                      value={counts.get(value.id)?.get(kewargaan) ?? 0}
                      href={listLink(dimensi, value.id, kewargaan, status)}
                    />
                  </td>
                ))}
                <td className="stat-total">{total(index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
