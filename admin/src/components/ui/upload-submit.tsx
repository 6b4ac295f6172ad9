import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ProgressBar } from './progress-bar.tsx';

/**
 * The foot of a form that adds one uploaded file: the file's progress while it is sent (under its name,
 * or `fallbackName` when none was chosen), and the submit button, pending until the upload ends.
 */
export function UploadSubmit({
  progress,
  file,
  fallbackName,
  children,
}: {
  progress: number | null;
  file: File | null;
  fallbackName: string;
  children: ReactNode;
}) {
  return (
    <>
      {progress !== null && <ProgressBar label={file?.name ?? fallbackName} value={progress} />}
      <div className="form-actions-inline">
        <Button type="submit" variant="primary" isPending={progress !== null}>
          {children}
        </Button>
      </div>
    </>
  );
}
