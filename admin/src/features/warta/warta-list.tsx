import { STATUS_FILTER } from '../../components/content-status/status-values.ts';
import { RecordList } from '../../resources/record-list.tsx';
import { WARTA } from '../../resources/records.ts';

const FILTERS = [STATUS_FILTER];

export function WartaList() {
  return <RecordList resource={WARTA} filters={FILTERS} />;
}
