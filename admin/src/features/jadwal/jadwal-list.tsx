import { RecordList } from '../../resources/record-list.tsx';
import { JADWAL } from '../../resources/records.ts';

export function JadwalList() {
  return <RecordList resource={JADWAL} />;
}
