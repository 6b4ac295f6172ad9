import type { AuditAksi, Db } from '@gkj/db';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../plugins/audit.ts';
import { type AuthUser, currentUser } from '../plugins/auth.ts';
import type { StoredFile } from './image-store.ts';
import { removeImages, withStoredImages } from './uploaded-images.ts';

/**
 * Every write takes the same steps around the resource's own statements: the images stored for it are
 * removed again if it fails; the statements and their audit rows commit together; once committed, the
 * files it left unused are removed and, for public content, the site is told to rebuild. `runWrite` is
 * those steps; `records.ts` builds the create, update and delete of one record on it.
 */

/** Records an audit row for the signed-in user, in the write's transaction. */
export type Audit = (
  aksi: AuditAksi,
  tabel: string,
  idRecord: string | number,
  perubahan?: object | null,
) => Promise<void>;

export interface WriteSteps<Result> {
  /** Images (or PDFs) stored before the transaction (file work is slow) for this write; removed if it fails. */
  stored?: (StoredFile | undefined)[];
  /**
   * READ COMMITTED for writes that lock every row they depend on: REPEATABLE READ's gap locks would add
   * nothing but deadlocks between them (finance).
   */
  readCommitted?: boolean;
  /** A database refusal in the resource's words (a duplicate name → 409); other errors pass unchanged. */
  refusal?: (error: unknown) => unknown;
  /** Files the committed write left unused (a replaced or deleted image). */
  unusedFiles?: (result: Result) => (string | null | undefined)[];
  /** What the site's publisher is told once committed ('artikel 12 diperbarui'); none for private data. */
  published?: (result: Result) => string | undefined;
}

/** Runs `work` as one transaction with the steps around it; answers what `work` answered. */
export async function runWrite<Result>(
  request: FastifyRequest,
  work: (trx: Db, audit: Audit, user: AuthUser) => Promise<Result>,
  steps: WriteSteps<Result> = {},
): Promise<Result> {
  const { db, images, publisher } = request.server;
  const user = currentUser(request);
  const transaction = steps.readCommitted
    ? db.transaction().setIsolationLevel('read committed')
    : db.transaction();
  const result = await withStoredImages(images, steps.stored ?? [], () =>
    transaction
      .execute((trx) =>
        work(
          trx,
          (aksi, tabel, id_record, perubahan) =>
            recordAudit(trx, { user, aksi, tabel, id_record, perubahan }),
          user,
        ),
      )
      .catch((error: unknown) => {
        throw steps.refusal ? steps.refusal(error) : error;
      }),
  );
  if (steps.unusedFiles) await removeImages(images, steps.unusedFiles(result), request.log);
  const reason = steps.published?.(result);
  if (reason) await publisher.contentChanged(reason);
  return result;
}
