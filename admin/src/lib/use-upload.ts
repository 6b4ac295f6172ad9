import { useState } from 'react';
import { notify } from '../components/ui/toast.tsx';
import { messageOf, uploadWithProgress } from './api.ts';

export interface UploadSteps {
  /** 'PUT' when the upload replaces what is stored; a new record is a POST. */
  method?: 'POST' | 'PUT';
  /** The toast once the server has stored it. */
  done: string;
  /** The toast when it fails and the server gave no words of its own. */
  failed: string;
  /** What follows a stored upload: clearing the form, reloading what shows it (a failure there is told too). */
  after: () => unknown;
}

/**
 * A form upload with its progress bar, as the gallery, the slides and the site's images send one:
 * `progress` is null while nothing is being sent, and the outcome is told in a toast.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(path: string, form: FormData, steps: UploadSteps) {
    setProgress(0);
    try {
      await uploadWithProgress(path, form, setProgress, steps.method);
      notify.success(steps.done);
      await steps.after();
    } catch (error) {
      notify.error(messageOf(error, steps.failed));
    } finally {
      setProgress(null);
    }
  }

  return { progress, upload };
}
