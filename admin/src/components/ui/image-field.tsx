import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../../lib/api.ts';
import { fileProblem, useUploadRules } from '../../lib/upload-rules.ts';
import { FileChoiceRow, FileFieldFoot, type FileFieldProps } from './file-choice-row.tsx';
import { ImageIcon } from './icons.tsx';

/** The preview address of a chosen file or a stored image; private files are fetched with the token. */
function usePreview(file: File | null, stored: string | null, isPrivate: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file) {
      const objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    if (!stored) {
      setUrl(null);
      return;
    }
    if (!isPrivate) {
      setUrl(stored);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateFile(stored, controller.signal)
      .then((fetched) => {
        objectUrl = fetched;
        setUrl(fetched);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file, stored, isPrivate]);
  return url;
}

export interface ImageFieldProps extends FileFieldProps {
  /** The stored image (a path), shown until another file is chosen. */
  stored?: string | null;
  isPrivate?: boolean;
  isDisabled?: boolean;
}

export function ImageField(props: ImageFieldProps) {
  const { label, file, onFile, stored = null, isPrivate = false, error, description, isDisabled } = props;
  const preview = usePreview(file, stored, isPrivate);
  const { rules, accept } = useUploadRules();
  // A chosen file the server would refuse is never taken; the reason shows until another is chosen.
  const [rejection, setRejection] = useState<string | null>(null);
  const shownError = rejection ?? error;
  return (
    <div className="field image-field" data-invalid={shownError ? true : undefined}>
      <span className="field-label">{label}</span>
      {preview ? (
        <img className="image-preview" src={preview} alt={`Pratinjau ${label.toLowerCase()}`} />
      ) : (
        <div className="image-placeholder" aria-hidden="true">
          <ImageIcon width={32} height={32} />
        </div>
      )}
      {!isDisabled && (
        <FileChoiceRow
          noun="Gambar"
          accept={accept}
          problemOf={(chosen) => fileProblem(chosen, rules)}
          file={file}
          isShowing={Boolean(preview)}
          hasStored={Boolean(stored)}
          onFile={onFile}
          onRemoveStored={props.onRemoveStored}
          onRejection={setRejection}
        >
          {file && <span className="file-name">{file.name}</span>}
        </FileChoiceRow>
      )}
      <FileFieldFoot description={description} error={shownError} />
    </div>
  );
}
