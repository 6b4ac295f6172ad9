import { RecordList } from '../../resources/record-list.tsx';
import { USERS } from '../../resources/records.ts';

export function UserList() {
  return <RecordList resource={USERS} />;
}
