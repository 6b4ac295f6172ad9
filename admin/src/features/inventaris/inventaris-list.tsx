import { RecordList } from '../../resources/record-list.tsx';
import { INVENTARIS } from '../../resources/records.ts';

export function InventarisList() {
  return <RecordList resource={INVENTARIS} />;
}
