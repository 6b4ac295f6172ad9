import type { RecordFormTexts } from '../components/resource-form/use-record-form.ts';
import type { ListColumn, ResourceListProps } from '../components/resource-list/resource-list.tsx';

/**
 * One resource of the dashboard as its list and its form both know it: the API path, the two
 * routes, the spec's texts and the list's columns. The list screen is `<ResourceList {...listProps(R)} />`,
 * the form `useRecordForm(R, …)`.
 */
export interface RecordResource<Row> {
  /** The list's heading (and the document title unless `documentTitle` says otherwise). */
  title: string;
  documentTitle?: string;
  endpoint: string;
  /** The list route and the detail route (`/:id` opens a record, none a new one). */
  list: string;
  detail: string;
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  columns: ListColumn<Row>[];
  texts: RecordFormTexts & {
    search: string;
    add: string;
    /** The row menu's way into the form: 'Lihat Detail' unless the spec says otherwise. */
    open?: string;
  };
  removal: {
    confirm: (row: Row) => string;
    success: (row: Row) => string;
    failure: string;
  };
  /** Cached reads a save or a removal changes beside the resource's own (public pages' sources). */
  alsoRevalidate?: string[];
}

export const defineResource = <Row>(resource: RecordResource<Row>) => resource;

/** A resource's list route and its form's route: `/admin-dashboard/<list>`, `/admin-dashboard/detail-<detail>`. */
export const dashboardRoutes = (list: string, detail = list) => ({
  list: `/admin-dashboard/${list}`,
  detail: `/admin-dashboard/detail-${detail}`,
});

/** The form's two headings: 'Tambah <noun>' for a new record, 'Edit <noun>' for a stored one. */
export const formTitles = (noun: string) => ({ createTitle: `Tambah ${noun}`, editTitle: `Edit ${noun}` });

/** A list column that shows a field as stored; a dash stands for an empty optional value. */
export function textColumn<Row>(id: keyof Row & string, label: string): ListColumn<Row> {
  return {
    id,
    label,
    render: (row) => {
      const value = row[id];
      return value === null || value === undefined || value === '' ? '—' : String(value);
    },
  };
}

/** The props of the one list component for a resource; a screen adds its filters or guards. */
export function listProps<Row extends object>(resource: RecordResource<Row>): ResourceListProps<Row> {
  const { texts } = resource;
  return {
    title: resource.title,
    endpoint: resource.endpoint,
    idOf: resource.idOf,
    nameOf: resource.nameOf,
    columns: resource.columns,
    searchPlaceholder: texts.search,
    loadingText: texts.loading,
    loadErrorText: texts.loadError,
    add: { label: texts.add, href: resource.detail },
    detail: {
      label: texts.open ?? 'Lihat Detail',
      href: (row) => `${resource.detail}/${resource.idOf(row)}`,
    },
    remove: { ...resource.removal, path: (row) => `${resource.endpoint}/${resource.idOf(row)}` },
    alsoRevalidate: resource.alsoRevalidate,
  };
}
