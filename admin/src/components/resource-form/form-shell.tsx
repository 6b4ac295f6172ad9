import type { FormEvent, ReactNode, RefObject } from 'react';
import { listPath } from '../resource-list/list-memory.ts';
import { Button, LinkButton } from '../ui/button.tsx';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { type StoredRecord, StoredRecordContext } from './stored-record.ts';
import type { RecordStatus } from './use-record.ts';

export interface FormPageProps {
  title: string;
  /** The list this form belongs to; 'Kembali' goes there (asking first when changed). */
  backTo: string;
  status?: RecordStatus;
  loadingText?: string;
  /** Shown when the record could not be loaded (the list's load-error text). */
  failedText?: string;
  onSubmit: (event: FormEvent) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
  /** The buttons at the end; `FormActions` with Kembali and Simpan by default. */
  actions?: ReactNode;
  submitting?: boolean;
  submitLabel?: string;
  /** Content after the form (the activity's image gallery). */
  after?: ReactNode;
  /** The record an edit form shows, for the parts that act on it beside the save (its history). */
  stored?: StoredRecord;
}

export function FormPage(props: FormPageProps) {
  const status = props.status ?? 'new';
  return (
    <section className="page page-form">
      <header className="page-header">
        <LinkButton variant="ghost" href={listPath(props.backTo)} className="back-link">
          <ArrowLeftIcon />
          Kembali
        </LinkButton>
        <h1 className="page-title">{props.title}</h1>
      </header>
      {status === 'loading' ? (
        <Spinner label={props.loadingText ?? 'Memuat data...'} />
      ) : status === 'missing' || status === 'failed' ? (
        <div className="empty-state" role="alert">
          <p>{status === 'missing' ? 'Data tidak ditemukan.' : (props.failedText ?? 'Gagal memuat data')}</p>
          <LinkButton variant="secondary" href={listPath(props.backTo)}>
            Kembali ke daftar
          </LinkButton>
        </div>
      ) : (
        <StoredRecordContext value={props.stored ?? null}>
          <form className="form" noValidate onSubmit={props.onSubmit} ref={props.formRef}>
            {props.children}
            {props.actions ?? (
              <FormActions backTo={props.backTo}>
                <Button type="submit" variant="primary" isPending={props.submitting}>
                  {props.submitLabel ?? 'Simpan'}
                </Button>
              </FormActions>
            )}
          </form>
          {props.after}
        </StoredRecordContext>
      )}
    </section>
  );
}

export function FormSection({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: string;
}) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      {description && <p className="form-section-description">{description}</p>}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

export function FormActions({ backTo, children }: { backTo: string; children: ReactNode }) {
  return (
    <div className="form-actions">
      <LinkButton variant="secondary" href={listPath(backTo)}>
        Kembali
      </LinkButton>
      {children}
    </div>
  );
}
