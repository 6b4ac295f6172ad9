import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { AppDialog, DialogActions } from '../ui/dialog.tsx';
import { TextArea } from '../ui/text-field.tsx';
import type { StatusIntent } from './status-values.ts';

export interface WorkflowActionsProps {
  publisher: boolean;
  /** The stored record's status; none while creating. */
  status?: string;
  submitting: boolean;
  /** Saves the form asking for this status (and note) instead of the one it holds. */
  submitAs: (intent: StatusIntent) => Promise<void>;
}

const NOTE_REQUIRED = 'Catatan untuk penulis wajib diisi.';

/** Sending an item under review back to its writer, with what they should fix. */
function ReturnDialog({
  isOpen,
  onOpenChange,
  onReturn,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onReturn: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  return (
    <AppDialog
      title="Kembalikan ke Penulis"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!note}
    >
      <p className="field-description">
        Konten kembali menjadi draf; penulis melihat catatan ini saat membukanya.
      </p>
      <TextArea
        label="Catatan untuk penulis"
        value={note}
        onChange={(value) => {
          setNote(value);
          setError(undefined);
        }}
        error={error}
        rows={5}
        isRequired
        autoFocus
      />
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Batal
        </Button>
        <Button
          variant="primary"
          onPress={() => (note.trim() ? onReturn(note.trim()) : setError(NOTE_REQUIRED))}
        >
          Kembalikan
        </Button>
      </DialogActions>
    </AppDialog>
  );
}

/**
 * The save buttons of a form with the publishing workflow. Penulis save a draft or send it for review;
 * admin and pendeta save with the status they chose, and may send an item under review back.
 */
export function WorkflowActions({ publisher, status, submitting, submitAs }: WorkflowActionsProps) {
  const [returning, setReturning] = useState(false);
  if (!publisher) {
    return (
      <>
        <Button variant="secondary" onPress={() => submitAs({ status: 'draf' })} isPending={submitting}>
          Simpan Draf
        </Button>
        <Button variant="primary" onPress={() => submitAs({ status: 'tinjauan' })} isPending={submitting}>
          Kirim untuk Ditinjau
        </Button>
      </>
    );
  }
  return (
    <>
      {status === 'tinjauan' && (
        <>
          <Button variant="secondary" onPress={() => setReturning(true)} isDisabled={submitting}>
            Kembalikan ke Penulis
          </Button>
          <ReturnDialog
            isOpen={returning}
            onOpenChange={setReturning}
            onReturn={(note) => {
              setReturning(false);
              void submitAs({ status: 'draf', catatan_tinjauan: note });
            }}
          />
        </>
      )}
      <Button type="submit" variant="primary" isPending={submitting}>
        Simpan
      </Button>
    </>
  );
}
