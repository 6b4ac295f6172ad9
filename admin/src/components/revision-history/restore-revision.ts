import type { RevisiSummary } from '@gkj/contract';
import { apiRequest } from '../../lib/api.ts';
import { persist } from '../resource-form/persist.ts';
import type { StoredRecord } from '../resource-form/stored-record.ts';
import { confirmAction } from '../ui/confirm.ts';

/**
 * Asks, then writes the revision's fields back as a new save with the version the form loaded (so a save
 * made meanwhile by someone else is refused with the server's STALE_RECORD message, not overwritten),
 * and puts the restored record into the form. True when it was restored.
 */
export async function restoreRevision(stored: StoredRecord, revision: RevisiSummary): Promise<boolean> {
  const question =
    `Pulihkan revisi ${revision.nomor}? Isinya disimpan sebagai revisi baru; ` +
    'perubahan di formulir yang belum disimpan akan hilang.';
  if (!(await confirmAction(question, { confirmLabel: 'Pulihkan' }))) return false;
  try {
    await persist({
      request: () =>
        apiRequest<{ message: string }>(`${stored.path}/revisi/${revision.id_revisi}/pulihkan`, {
          method: 'POST',
          json: { updated_at: stored.version },
        }),
      success: (answer) => answer.message,
      failure: 'Gagal memulihkan revisi.',
      // The record's list, its history and the record itself all begin with the resource's path.
      revalidate: stored.revalidate,
    });
  } catch {
    return false; // persist has said why.
  }
  await stored.refresh();
  return true;
}
