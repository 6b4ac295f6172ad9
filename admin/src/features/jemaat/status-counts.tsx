import type { StatusCounts } from '@gkj/contract';
import { STATUS_BERGEREJA } from '@gkj/contract/enums';
import useSWR from 'swr';
import { withQuery } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';

// The contract builds the per-status keys from STATUS_BERGEREJA; this names them for the type checker.
type CountsByStatus = StatusCounts & Record<(typeof STATUS_BERGEREJA)[number], number>;

/**
 * How many members each status holds among those the search finds, so a member hidden by the status
 * filter (a deceased one while 'aktif' is chosen) is still seen to exist.
 */
export function JemaatStatusCounts({ q, field, status }: { q: string; field: string; status: string }) {
  const { data } = useSWR<CountsByStatus>(withQuery('/jemaat-per-status', { q, field: q ? field : '' }));
  if (!data) return null;
  const items: { id: string; label: string; count: number }[] = STATUS_BERGEREJA.map((id) => ({
    id,
    label: id,
    count: data[id],
  }));
  if (data.tanpa_status > 0)
    items.push({ id: 'tanpa_status', label: 'tanpa status', count: data.tanpa_status });
  items.push({ id: 'semua', label: 'semua', count: data.semua });
  return (
    <div className="status-counts">
      <span className="status-counts-title">
        {q ? 'Hasil pencarian per status:' : 'Jumlah jemaat per status:'}
      </span>
      <ul className="status-counts-list">
        {items.map((item) => (
          <li
            key={item.id}
            className={item.id === status ? 'status-count status-count-current' : 'status-count'}
            aria-current={item.id === status ? 'true' : undefined}
          >
            {item.label} <strong>{formatNumber(item.count)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
