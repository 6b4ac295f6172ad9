import type { StatusKonten } from '@gkj/contract/enums';
import { FormSection } from '../resource-form/form-shell.tsx';
import type { FieldBinding } from '../resource-form/use-resource-form.ts';
import { SelectField } from '../ui/select-field.tsx';
import { TextInput } from '../ui/text-field.tsx';
import { PreviewLink } from './preview-link.tsx';
import { StatusBadge } from './status-badge.tsx';
import { STATUS_OPTIONS } from './status-values.ts';

export interface StoredStatus {
  status: StatusKonten;
  terbit_pada: string | null;
  catatan_tinjauan: string | null;
}

export interface StatusSectionProps {
  /** The stored record; none while creating. */
  record?: StoredStatus;
  /** Admin and pendeta choose the status; penulis save a draft or send it for review with the buttons. */
  publisher: boolean;
  status: FieldBinding;
  terbitPada: FieldBinding;
  /** The record's API path ('/artikel/12') once it is saved: its private preview is offered. */
  previewPath?: string;
  readOnly?: boolean;
}

/** The reviewer's note to the writer of an item sent back, shown above the form while it is a draft. */
export function ReviewNote({ record }: { record?: StoredStatus }) {
  if (!record?.catatan_tinjauan) return null;
  return (
    <section className="review-note" aria-label="Catatan peninjau">
      <strong>Catatan peninjau:</strong> <span className="review-note-text">{record.catatan_tinjauan}</span>
    </section>
  );
}

/** Where an article or activity stands in the publishing workflow, and the choice of where it goes next. */
export function StatusSection({
  record,
  publisher,
  status,
  terbitPada,
  previewPath,
  readOnly,
}: StatusSectionProps) {
  const editable = publisher && !readOnly;
  return (
    <FormSection title="Status Terbit">
      {record && (
        <p className="status-current span-all">
          Status saat ini: <StatusBadge record={record} />
        </p>
      )}
      {editable ? (
        <>
          <SelectField label="Status" options={STATUS_OPTIONS} {...status} isRequired />
          {status.value === 'terjadwal' && (
            <TextInput
              label="Waktu Terbit"
              type="datetime-local"
              step={1}
              {...terbitPada}
              isRequired
              description="Waktu Indonesia Barat (WIB). Konten terbit dengan sendirinya pada waktu ini."
            />
          )}
        </>
      ) : (
        !readOnly && (
          <p className="field-description span-all">
            Simpan sebagai draf selama masih ditulis, lalu kirim untuk ditinjau bila sudah siap. Admin atau
            pendeta yang menerbitkannya.
          </p>
        )
      )}
      {previewPath && <PreviewLink path={previewPath} />}
    </FormSection>
  );
}
