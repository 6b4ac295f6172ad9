import type { ArtikelSummary } from '@gkj/contract';
import { STATUS_FILTER } from '../../components/content-status/status-values.ts';
import { JENIS_ARTIKEL_OPTIONS } from '../../lib/choices.ts';
import { RecordList } from '../../resources/record-list.tsx';
import { ARTIKEL } from '../../resources/records.ts';

const FILTERS = [
  { param: 'jenis', label: 'Jenis', options: [{ id: '', label: 'Semua jenis' }, ...JENIS_ARTIKEL_OPTIONS] },
  STATUS_FILTER,
];

// The server says which articles the user may change (an author only their own) and still checks.
const canRemove = (row: ArtikelSummary) => row.dapat_diubah !== false;

export function ArtikelList() {
  return <RecordList resource={ARTIKEL} filters={FILTERS} canRemove={canRemove} />;
}
