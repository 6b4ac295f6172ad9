import { useNavigate, useParams } from 'react-router-dom';
import { apiRequest } from '../../lib/api.ts';
import { useTitle } from '../../lib/use-title.ts';
import { listPath } from '../resource-list/list-memory.ts';
import type { FormPageProps } from './form-shell.tsx';
import { persist } from './persist.ts';
import type { StoredRecord } from './stored-record.ts';
import { useRecord } from './use-record.ts';
import { type FieldErrors, type ResourceFormOptions, useResourceForm } from './use-resource-form.ts';

/** What a save sends: a JSON object, or a multipart form (a record with a file). */
export type RecordBody = Record<string, unknown> | FormData;

/**
 * Creates (POST `endpoint`) or updates the record `id`, sending `version`, the `updated_at` the form
 * loaded, as a field of the body: JSON updates go as PUT, multipart ones as the spec's
 * `POST …/:id?_method=PUT` with the version as a text field.
 */
export function writeRecord<A>(endpoint: string, id: string | undefined, body: RecordBody, version?: string) {
  if (id === undefined) {
    return apiRequest<A>(
      endpoint,
      body instanceof FormData ? { method: 'POST', form: body } : { method: 'POST', json: body },
    );
  }
  const path = `${endpoint}/${id}`;
  if (!(body instanceof FormData))
    return apiRequest<A>(path, { method: 'PUT', json: { ...body, updated_at: version } });
  if (version) body.set('updated_at', version);
  return apiRequest<A>(path, { method: 'POST', query: { _method: 'PUT' }, form: body });
}

export interface RecordFormTexts {
  /** The page's heading (and document title) for a new record and for a stored one. */
  createTitle: string;
  editTitle: string;
  /** The toasts after a create and after an update. */
  created: string;
  updated: string;
  /** Said when a save fails without the server's reason. */
  failure: string;
  loading: string;
  /** Said (and shown in place of the form) when the record cannot be loaded. */
  loadError: string;
}

/** What a record form knows of its resource (see resources/define.ts). */
export interface RecordFormResource {
  /** The resource's API path ('/jadwal-ibadah'); the record is `endpoint/:id` of the route. */
  endpoint: string;
  /** The list route the form returns to. */
  list: string;
  texts: RecordFormTexts;
  /** Cached reads a save changes beside the endpoint's own (a public page's source). */
  alsoRevalidate?: string[];
}

export interface RecordFormOptions<V, Row, A>
  extends Omit<ResourceFormOptions<V, A>, 'onSubmit' | 'onSaved' | 'validate'> {
  validate?: (values: V, isEdit: boolean) => FieldErrors<V>;
  fromRecord: (record: Row) => V;
  toBody: (values: V, isEdit: boolean) => RecordBody;
  /** More cached reads to refresh after a save. */
  revalidate?: string[];
  /** A heading that also depends on the record or the screen's state (read-only, editing). */
  title?: (isEdit: boolean, record: Row | undefined) => string;
  /** After a save; back to the list by default. */
  onSaved?: (answer: A, isEdit: boolean) => void;
}

/**
 * The edit-or-create form of one record at `/…/detail-x/:id?`: loads it, validates, saves with the
 * version it loaded, tells how it went and returns to the list. `page` holds the FormPage props it knows.
 */
export function useRecordForm<V extends object, Row, A = { data?: Row }>(
  resource: RecordFormResource,
  options: RecordFormOptions<V, Row, A>,
) {
  const { id } = useParams();
  const isEdit = id !== undefined;
  const navigate = useNavigate();
  const { texts, endpoint } = resource;
  const revalidateKeys = [endpoint, ...(resource.alsoRevalidate ?? []), ...(options.revalidate ?? [])];
  const form = useResourceForm<V, A>({
    ...options,
    validate: options.validate && ((values) => options.validate?.(values, isEdit) ?? {}),
    onSubmit: (values) =>
      persist({
        request: () => writeRecord<A>(endpoint, id, options.toBody(values, isEdit), loaded.version),
        success: isEdit ? texts.updated : texts.created,
        failure: texts.failure,
        revalidate: revalidateKeys,
      }),
    onSaved: (answer) =>
      options.onSaved ? options.onSaved(answer, isEdit) : navigate(listPath(resource.list)),
  });
  const loaded = useRecord<Row>(
    isEdit ? `${endpoint}/${id}` : null,
    (record) => form.reset(options.fromRecord(record)),
    texts.loadError,
  );
  const title = options.title?.(isEdit, loaded.record) ?? (isEdit ? texts.editTitle : texts.createTitle);
  useTitle(title);
  const stored: StoredRecord | undefined = isEdit
    ? {
        path: `${endpoint}/${id}`,
        version: loaded.version,
        refresh: loaded.refresh,
        revalidate: revalidateKeys,
      }
    : undefined;
  const page = {
    title,
    backTo: resource.list,
    status: loaded.status,
    loadingText: texts.loading,
    failedText: texts.loadError,
    onSubmit: form.submit,
    formRef: form.formRef,
    submitting: form.submitting,
    stored,
  } satisfies Partial<FormPageProps>;
  return { id, isEdit, form, record: loaded.record, reload: loaded.reload, page };
}
