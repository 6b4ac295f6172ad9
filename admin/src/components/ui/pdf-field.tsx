import { NOT_A_PDF_MESSAGE, PDF_MAX_BYTES, PDF_TOO_LARGE_MESSAGE } from '@gkj/contract/documents';
import { useState } from 'react';
import { formatFileSize } from '../../lib/format.ts';
import { FileChoiceRow, FileFieldFoot, type FileFieldProps } from './file-choice-row.tsx';
import { FileIcon } from './icons.tsx';

/** A stored PDF as the form shows it: where it is, the name it downloads under and its size. */
export interface StoredPdfFile {
  path: string;
  name: string;
  size: number | null;
}

/**
 * Why the server would refuse this file, checked before it is sent; null when it may go. The server still
 * judges the bytes (a PDF header, not encrypted): a renamed file gets its answer on saving.
 */
export function pdfFileProblem(file: File): string | null {
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return NOT_A_PDF_MESSAGE;
  if (file.size > PDF_MAX_BYTES) return PDF_TOO_LARGE_MESSAGE;
  return null;
}

export interface PdfFieldProps extends FileFieldProps {
  stored?: StoredPdfFile | null;
}

/** One PDF: the chosen or stored file's name and size, and the buttons to choose, replace or remove it. */
export function PdfField({
  label,
  file,
  onFile,
  stored = null,
  onRemoveStored,
  description,
  error,
}: PdfFieldProps) {
  // A chosen file the server would refuse is never taken; the reason shows until another is chosen.
  const [rejection, setRejection] = useState<string | null>(null);
  const shownError = rejection ?? error;
  const shown = file ? { name: file.name, size: file.size } : stored;
  return (
    <div className="field pdf-field" data-invalid={shownError ? true : undefined}>
      <span className="field-label">{label}</span>
      {shown ? (
        <div className="pdf-file">
          <FileIcon width={28} height={28} />
          <span className="pdf-file-text">
            <span className="pdf-file-name">{shown.name}</span>
            <span className="pdf-file-size">
              {file ? 'Belum disimpan' : 'Tersimpan'}
              {shown.size !== null && ` · ${formatFileSize(shown.size)}`}
            </span>
          </span>
          {!file && stored && (
            <a className="pdf-file-open" href={stored.path} target="_blank" rel="noopener">
              Buka PDF
            </a>
          )}
        </div>
      ) : (
        <p className="pdf-empty">Belum ada PDF.</p>
      )}
      <FileChoiceRow
        noun="PDF"
        accept={['application/pdf']}
        problemOf={pdfFileProblem}
        file={file}
        isShowing={Boolean(shown)}
        hasStored={Boolean(stored)}
        onFile={onFile}
        onRemoveStored={onRemoveStored}
        onRejection={setRejection}
      />
      <FileFieldFoot description={description} error={shownError} />
    </div>
  );
}
