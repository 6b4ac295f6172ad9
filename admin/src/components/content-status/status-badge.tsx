import type { StatusKonten } from '@gkj/contract/enums';
import { STATUS_KONTEN_LABEL } from '@gkj/contract/enums';
import { formatDateAndTime } from '../../lib/format.ts';
import type { ListColumn } from '../resource-list/list-table.tsx';

// Each status its own colour, so a list of articles can be read at a glance: a draft is plain, one
// waiting for review asks for attention, a scheduled one is informative, a published one is done.
const TONES: Record<StatusKonten, string> = {
  draf: 'badge status-badge',
  tinjauan: 'badge badge-warning status-badge',
  terjadwal: 'badge badge-info status-badge',
  terbit: 'badge badge-success status-badge',
};

export interface StatusOf {
  status: StatusKonten;
  terbit_pada: string | null;
}

/** 'Terjadwal · 30 Nov 2026 08.00', or the status's label alone. */
export function statusText({ status, terbit_pada }: StatusOf): string {
  const label = STATUS_KONTEN_LABEL[status] ?? status;
  return status === 'terjadwal' && terbit_pada ? `${label} · ${formatDateAndTime(terbit_pada)}` : label;
}

export function StatusBadge({ record }: { record: StatusOf }) {
  return <span className={TONES[record.status] ?? 'badge status-badge'}>{statusText(record)}</span>;
}

/** The lists' 'Status' column (not sortable: the API sorts by content, not by workflow). */
export function statusColumn<Row extends StatusOf>(): ListColumn<Row> {
  return { id: 'status', label: 'Status', sortable: false, render: (row) => <StatusBadge record={row} /> };
}
