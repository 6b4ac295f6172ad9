import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from './button.tsx';

/** What every file field takes besides the stored file, whose form differs (a path, a PDF's details). */
export interface FileFieldProps {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Offers to remove the stored file. */
  onRemoveStored?: () => void;
  error?: string;
  description?: string;
}

export interface FileChoiceRowProps {
  /** What the buttons name: 'Gambar' gives 'Pilih Gambar', 'Ganti Gambar', 'Hapus Gambar'. */
  noun: string;
  accept: string[];
  /** Why the server would refuse a file; null when it may go. */
  problemOf: (file: File) => string | null;
  file: File | null;
  /** A file is on show (chosen or stored): the choose button then offers to replace it. */
  isShowing: boolean;
  hasStored: boolean;
  onFile: (file: File | null) => void;
  /** Offers 'Hapus <noun>' for the stored file. */
  onRemoveStored?: () => void;
  /** The reason the last chosen file was refused, or null when it was taken. */
  onRejection: (problem: string | null) => void;
  children?: ReactNode;
}

/** The buttons of a file field: choose or replace a file, drop the chosen one, remove the stored one. */
export function FileChoiceRow(props: FileChoiceRowProps) {
  const { noun, file, onFile, onRemoveStored } = props;
  return (
    <div className="file-row">
      <FileTrigger
        acceptedFileTypes={props.accept}
        onSelect={(files) => {
          const chosen = files?.[0];
          if (!chosen) return;
          // A chosen file the server would refuse is never taken.
          const problem = props.problemOf(chosen);
          props.onRejection(problem);
          if (!problem) onFile(chosen);
        }}
      >
        <Button variant="secondary">{`${props.isShowing ? 'Ganti' : 'Pilih'} ${noun}`}</Button>
      </FileTrigger>
      {file && (
        <Button variant="ghost" onPress={() => onFile(null)}>
          Batal Pilih
        </Button>
      )}
      {!file && props.hasStored && onRemoveStored && (
        <Button variant="ghost" onPress={onRemoveStored}>
          {`Hapus ${noun}`}
        </Button>
      )}
      {props.children}
    </div>
  );
}

/** A file field's hint and its error (the refusal of a chosen file, or the server's), under the buttons. */
export function FileFieldFoot({ description, error }: { description?: string; error?: string | null }) {
  return (
    <>
      {description && <span className="field-description">{description}</span>}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
