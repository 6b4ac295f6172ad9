import { apiRequest, messageOf } from '../../lib/api.ts';
import { confirmAction } from './confirm.ts';
import { notify } from './toast.tsx';

export interface RemovalTexts {
  /** The question asked first; nothing happens unless it is confirmed. */
  confirm: string;
  success: string;
  /** Said when the server gave no reason of its own (it says why it refused: still linked, …). */
  failure: string;
}

/** Asks, deletes `path` and says how it went, the same way on every screen. */
export async function removeRecord(
  path: string,
  texts: RemovalTexts,
): Promise<'removed' | 'failed' | 'kept'> {
  if (!(await confirmAction(texts.confirm, { confirmLabel: 'Hapus', tone: 'danger' }))) return 'kept';
  try {
    await apiRequest(path, { method: 'DELETE' });
    notify.success(texts.success);
    return 'removed';
  } catch (error) {
    notify.error(messageOf(error, texts.failure));
    return 'failed';
  }
}
