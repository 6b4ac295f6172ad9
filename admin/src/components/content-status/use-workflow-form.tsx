import { useStore } from '@nanostores/react';
import { mayPublish } from '../../lib/access.ts';
import { $session } from '../../lib/session.ts';
import {
  type RecordBody,
  type RecordFormOptions,
  type RecordFormResource,
  useRecordForm,
} from '../resource-form/use-record-form.ts';
import { StatusSection, type StoredStatus } from './status-section.tsx';
import { newStatus, type StatusIntent, type StatusValues } from './status-values.ts';
import { useStatusIntent } from './use-status-intent.ts';
import { WorkflowActions } from './workflow-actions.tsx';

interface WorkflowFormOptions<V, Row, A> extends Omit<RecordFormOptions<V, Row, A>, 'toBody'> {
  /** The body of a save, with the status a button asked for (a penulis's, the return dialog's). */
  toBody: (values: V, intent: StatusIntent | null) => RecordBody;
}

/**
 * The record form of content with the publishing workflow (articles, activities, bulletins): who may
 * publish, a new record's status, the save buttons and the status section, the same for every one.
 */
export function useWorkflowForm<V extends StatusValues, Row extends StoredStatus, A = { data?: Row }>(
  resource: RecordFormResource,
  options: WorkflowFormOptions<V, Row, A>,
) {
  const publisher = mayPublish(useStore($session)?.role);
  const intent = useStatusIntent();
  const recordForm = useRecordForm<V, Row, A>(resource, {
    ...options,
    initial: { ...options.initial, ...newStatus(publisher) },
    toBody: (values) => options.toBody(values, intent.current()),
  });
  const { id, form, record } = recordForm;
  const saveButtons = (
    <WorkflowActions
      publisher={publisher}
      status={record?.status}
      submitting={form.submitting}
      submitAs={(next) => intent.submitAs(next, form.submit)}
    />
  );
  /** The status section; the private preview is offered once the record is saved, unless `preview` says not. */
  const statusSection = ({ preview = true, readOnly = false } = {}) => (
    <StatusSection
      record={record}
      publisher={publisher}
      status={form.field('status')}
      terbitPada={form.field('terbit_pada')}
      previewPath={record && preview ? `${resource.endpoint}/${id}` : undefined}
      readOnly={readOnly}
    />
  );
  return { ...recordForm, publisher, saveButtons, statusSection };
}
