import { RecordList } from '../../resources/record-list.tsx';
import { KEMAJELISAN } from '../../resources/records.ts';

export function KemajelisanList() {
  return <RecordList resource={KEMAJELISAN} />;
}
