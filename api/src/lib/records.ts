import type { Db } from '@gkj/db';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';
import { changedFields } from './changed-fields.ts';
import { recordSave, type StatusValues } from './content-workflow.ts';
import { httpError } from './http-error.ts';
import type { StoredFile } from './image-store.ts';
import { plainRows } from './plain-rows.ts';
import {
  deleteRevisions,
  type Restoring,
  type RevisionFields,
  type RevisionTable,
  restoreNote,
} from './revisions.ts';
import { saveUnlessStale, type VersionedTable } from './stale-save.ts';
import { type Audit, runWrite } from './writes.ts';

/**
 * One table's records as the routes create, update and delete them: what the resource itself says
 * (how to find, insert, update and remove a row, its 404 text, its files, whether the site shows it),
 * declared once beside its queries. The steps every write shares are in `runWrite`.
 */
export interface RecordKind<Row extends object, Values extends object> {
  table: VersionedTable;
  notFound: string;
  /** The record as the answers show it (and as the audit's "before"); undefined when there is none. */
  find: (db: Db, id: number) => Promise<Row | undefined>;
  /** Inserts the row (`user` writes it) and answers its id. */
  insert?: (db: Db, values: Values, user: AuthUser) => Promise<number>;
  update?: (db: Db, id: number, values: Values) => Promise<unknown>;
  /**
   * Deletes the row and whatever goes with it (`before` is the record, read in the same transaction).
   */
  remove?: (db: Db, id: number, before: Row) => Promise<unknown>;
  /** The stored files a record refers to: removed once no record refers to them any more. */
  files?: (row: Row) => (string | null)[];
  /** Its name in the publisher's reasons ('artikel 12 diperbarui'); absent when the site does not show it. */
  published?: string;
  /** What the audit keeps of a deleted record; all of it unless this says less. */
  deletedAudit?: (before: Row) => Record<string, unknown>;
  /** A database refusal in the resource's words (a duplicate number → 409). */
  refusal?: (error: unknown) => unknown;
  /**
   * Content with a publishing workflow (articles, activities): what a revision keeps of a record, and its
   * status. Each save then keeps a revision and audits its workflow step (lib/content-workflow.ts).
   */
  revision?: (row: Row) => { table: RevisionTable; fields: RevisionFields; status: StatusValues };
}

/**
 * A kind that can take a step: each helper asks for the one it runs. A resource whose route writes on
 * its own in some way (a delete that takes other rows along) leaves that step out.
 */
export type KindThat<
  Step extends 'insert' | 'update' | 'remove',
  Row extends object,
  Values extends object,
> = RecordKind<Row, Values> & Required<Pick<RecordKind<Row, Values>, Step>>;

/**
 * The kind of a table whose rows are written as they are (`plainRows`), with what the resource says
 * besides in `extra`: its files, publishing, a shorter audit of a delete, its own insert.
 */
export function recordKind<
  Table extends VersionedTable,
  Row extends object,
  const Extra extends Partial<RecordKind<NoInfer<Row>, never>>,
>(table: Table, find: (db: Db, id: number) => Promise<Row | undefined>, notFound: string, extra: Extra) {
  return { table, find, notFound, ...plainRows(table), ...extra };
}

/** A kind whose routes delete on their own (the delete takes other rows or files along): no `remove`. */
export function deletedByRoute<Kind extends { remove?: unknown }>({
  remove: _,
  ...kind
}: Kind): Omit<Kind, 'remove'> {
  return kind;
}

/** The record, or the resource's 404. */
export async function findRecord<Row extends object, Values extends object>(
  db: Db,
  kind: RecordKind<Row, Values>,
  id: number,
): Promise<Row> {
  const row = await kind.find(db, id);
  if (!row) throw httpError(404, kind.notFound);
  return row;
}

function unused<Row extends object, Values extends object>(
  kind: RecordKind<Row, Values>,
  before: Row,
  after?: Row,
) {
  const kept = new Set(after && kind.files ? kind.files(after) : []);
  return (kind.files?.(before) ?? []).filter((file) => !kept.has(file));
}

/** A save of content with a workflow: its revision and step (nothing for other kinds). */
async function keepRevision<Row extends object>(
  trx: Db,
  audit: Audit,
  user: AuthUser,
  kind: { revision?: RecordKind<Row, never>['revision'] },
  id: number,
  saved: { before?: Row; after: Row; note?: string },
) {
  if (!kind.revision) return;
  const after = kind.revision(saved.after);
  const before = saved.before && kind.revision(saved.before).status;
  await recordSave(
    trx,
    audit,
    user,
    { table: after.table, id, fields: after.fields, note: saved.note },
    before,
    after.status,
  );
}

const reason = (kind: { published?: string }, id: number, change: string) =>
  kind.published && `${kind.published} ${id} ${change}`;

/** Inserts a record with its audit row; answers it as read back. */
export async function createRecord<Row extends object, Values extends object>(
  request: FastifyRequest,
  kind: KindThat<'insert', Row, Values>,
  values: Values,
  stored: (StoredFile | undefined)[] = [],
): Promise<Row> {
  const { row } = await runWrite(
    request,
    async (trx, audit, user) => {
      const id = await kind.insert(trx, values, user);
      await audit('create', kind.table, id, values);
      const row = await findRecord(trx, kind, id);
      await keepRevision(trx, audit, user, kind, id, { after: row });
      return { id, row };
    },
    { stored, refusal: kind.refusal, published: ({ id }) => reason(kind, id, 'ditambahkan') },
  );
  return row;
}

/**
 * Updates a record unless it changed since the client loaded `version` (lib/stale-save.ts), audits the
 * changed fields and answers it as read back. `values` may be built from the record as stored now, read
 * under the lock: an image a save keeps is the current one, even if another save replaced it meanwhile.
 * Files the record no longer refers to are removed after the commit.
 */
export async function updateRecord<Row extends object, Values extends object>(
  request: FastifyRequest,
  kind: KindThat<'update', Row, Values>,
  id: number,
  version: string | null | undefined,
  values: Values | ((current: Row) => Values),
  stored: (StoredFile | undefined)[] = [],
  /** Set when the save writes an earlier revision back: audited as 'restore', its revision named so. */
  restoring?: Restoring,
): Promise<Row> {
  const { after } = await runWrite(
    request,
    async (trx, audit, user) => {
      const before = await saveUnlessStale(trx, kind.table, id, version, async () => {
        const current = await findRecord(trx, kind, id);
        const next = typeof values === 'function' ? values(current) : values;
        await kind.update(trx, id, next);
        await audit(restoring ? 'restore' : 'update', kind.table, id, changedFields(current, next));
        return current;
      });
      const after = await findRecord(trx, kind, id);
      const note = restoring && restoreNote(restoring);
      await keepRevision(trx, audit, user, kind, id, { before, after, note });
      return { before, after };
    },
    {
      stored,
      refusal: kind.refusal,
      unusedFiles: ({ before, after }) => unused(kind, before, after),
      published: () => reason(kind, id, 'diperbarui'),
    },
  );
  return after;
}

/** Deletes a record with its audit row; its files go after the commit. Answers the deleted record. */
export async function deleteRecord<Row extends object, Values extends object>(
  request: FastifyRequest,
  kind: KindThat<'remove', Row, Values>,
  id: number,
): Promise<Row> {
  return runWrite(
    request,
    async (trx, audit) => {
      const before = await findRecord(trx, kind, id);
      await kind.remove(trx, id, before);
      if (kind.revision) await deleteRevisions(trx, kind.revision(before).table, id);
      await audit('delete', kind.table, id, kind.deletedAudit?.(before) ?? before);
      return before;
    },
    {
      refusal: kind.refusal,
      unusedFiles: (before) => unused(kind, before),
      published: () => reason(kind, id, 'dihapus'),
    },
  );
}
