import type { Db } from '@gkj/db';
import type { AuthUser } from '../plugins/auth.ts';
import { httpError } from './http-error.ts';

/**
 * The history of an article, activity or bulletin: every save keeps a revision (who, when, what the save was and
 * the content fields as saved), written in the save's own transaction. Restoring one is a new save of
 * its fields, itself kept. Images are not part of a revision: they have their own screens, and a file
 * a later save replaced is gone.
 */

export type RevisionTable = 'artikel' | 'kegiatan_gereja' | 'warta_jemaat';
export type RevisionFields = Record<string, string | number | null>;

export const REVISION_NOT_FOUND = 'Revisi tidak ditemukan.';

/**
 * A save that writes an earlier revision back: the audit log calls it 'restore' rather than 'update',
 * and its own revision is named after the one restored.
 */
export interface Restoring {
  nomor: number;
}

export const restoreNote = ({ nomor }: Restoring) => `Dipulihkan dari revisi ${nomor}`;

/** Keeps one revision; its number counts up per record (the record's row is locked by the save). */
export async function recordRevision(
  trx: Db,
  tabel: RevisionTable,
  idRecord: number,
  isi: RevisionFields,
  user: Pick<AuthUser, 'id_user' | 'username_user'> | null,
  keterangan: string,
): Promise<void> {
  const last = await trx
    .selectFrom('content_revision')
    .select((eb) => eb.fn.max('nomor').as('nomor'))
    .where('tabel', '=', tabel)
    .where('id_record', '=', idRecord)
    .executeTakeFirst();
  await trx
    .insertInto('content_revision')
    .values({
      tabel,
      id_record: idRecord,
      nomor: (last?.nomor ?? 0) + 1,
      keterangan,
      id_user: user?.id_user ?? null,
      username: user?.username_user ?? null,
      isi: JSON.stringify(isi),
    })
    .execute();
}

const SUMMARY = ['id_revisi', 'nomor', 'keterangan', 'username', 'created_at'] as const;

/** A record's revisions, the newest first. */
export function listRevisions(db: Db, tabel: RevisionTable, idRecord: number) {
  return db
    .selectFrom('content_revision')
    .select(SUMMARY)
    .where('tabel', '=', tabel)
    .where('id_record', '=', idRecord)
    .orderBy('nomor', 'desc')
    .execute();
}

/** One revision of the record with its fields, or the 404 of an unknown (or another record's) one. */
export async function findRevision(db: Db, tabel: RevisionTable, idRecord: number, idRevisi: number) {
  const row = await db
    .selectFrom('content_revision')
    .select([...SUMMARY, 'isi'])
    .where('id_revisi', '=', idRevisi)
    .where('tabel', '=', tabel)
    .where('id_record', '=', idRecord)
    .executeTakeFirst();
  if (!row) throw httpError(404, REVISION_NOT_FOUND);
  // The connection reads JSON columns as values already; a driver that does not gives text.
  const isi: unknown = row.isi;
  return { ...row, isi: (typeof isi === 'string' ? JSON.parse(isi) : isi) as RevisionFields };
}

/** A record's revisions go with it. */
export async function deleteRevisions(db: Db, tabel: RevisionTable, idRecord: number): Promise<void> {
  await db
    .deleteFrom('content_revision')
    .where('tabel', '=', tabel)
    .where('id_record', '=', idRecord)
    .execute();
}
