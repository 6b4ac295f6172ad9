import { ResourceList, type ResourceListProps } from '../components/resource-list/resource-list.tsx';
import { useTitle } from '../lib/use-title.ts';
import { listProps, type RecordResource } from './define.ts';

/** The list screen of a resource; `extra` adds what only this list has (filters, a removal guard). */
export function RecordList<Row extends object>({
  resource,
  ...extra
}: { resource: RecordResource<Row> } & Partial<ResourceListProps<Row>>) {
  useTitle(resource.documentTitle ?? resource.title);
  return <ResourceList<Row> {...listProps(resource)} {...extra} />;
}
