import { STATUS_FILTER } from '../../components/content-status/status-values.ts';
import { RecordList } from '../../resources/record-list.tsx';
import { KEGIATAN } from '../../resources/records.ts';

const FILTERS = [STATUS_FILTER];

export function KegiatanList() {
  return <RecordList resource={KEGIATAN} filters={FILTERS} />;
}
