import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { fetchPrivateFile } from '../../lib/api.ts';
import { fileProblem, useUploadRules } from '../../lib/upload-rules.ts';
import { Button } from './button.tsx';
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

export interface ImageFieldProps {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The stored image (a path), shown until another file is chosen. */
  stored?: string | null;
  isPrivate?: boolean;
  /** Offers 'Hapus Gambar' for the stored image. */
  onRemoveStored?: () => void;
  error?: string;
  description?: string;
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
        <div className="file-row">
          <FileTrigger
            acceptedFileTypes={accept}
            onSelect={(files) => {
              const chosen = files?.[0];
              if (!chosen) return;
              const problem = fileProblem(chosen, rules);
              setRejection(problem);
              if (!problem) onFile(chosen);
            }}
          >
            <Button variant="secondary">{preview ? 'Ganti Gambar' : 'Pilih Gambar'}</Button>
          </FileTrigger>
          {file && (
            <Button variant="ghost" onPress={() => onFile(null)}>
              Batal Pilih
            </Button>
          )}
          {!file && stored && props.onRemoveStored && (
            <Button variant="ghost" onPress={props.onRemoveStored}>
              Hapus Gambar
            </Button>
          )}
          {file && <span className="file-name">{file.name}</span>}
        </div>
      )}
      {description && <span className="field-description">{description}</span>}
      {shownError && (
        <span className="field-error" role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
