import type { StatusInput, StatusKonten } from '@gkj/contract';
import type { AuditAksi, Db } from '@gkj/db';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { AuthUser } from '../plugins/auth.ts';
import { FORBIDDEN_MESSAGE, roleAllowed } from '../plugins/roles.ts';
import { httpError } from './http-error.ts';
import { type RevisionFields, type RevisionTable, recordRevision } from './revisions.ts';
import { textOrNull } from './stored-values.ts';
import type { Audit } from './writes.ts';

/**
 * The publishing workflow of articles, activities and bulletins (one set of rules for all): who may set which
 * status, when an item is public, and which step of the workflow a save took. Penulis write drafts and
 * submit them for review; admin and pendeta (the `terbitkan` rule) publish, schedule or send back.
 */

/** The columns a save sets from the workflow. */
export interface StatusValues {
  status: StatusKonten;
  terbit_pada: string | null;
  catatan_tinjauan: string | null;
}

/** What a visitor sees: published items, and scheduled ones whose time has come. */
export function isPublic(alias?: string): Expression<SqlBool> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<SqlBool>`(${column('status')} = 'terbit' OR (${column('status')} = 'terjadwal' AND ${column('terbit_pada')} <= NOW()))`;
}

/** Whether a record is public now (`now` as the database reads it: 'YYYY-MM-DD HH:MM:SS', WIB). */
export function isPublicRow(row: { status: StatusKonten; terbit_pada: string | null }, now: string): boolean {
  return (
    row.status === 'terbit' ||
    (row.status === 'terjadwal' && row.terbit_pada !== null && row.terbit_pada <= now)
  );
}

export const mayPublish = (user: AuthUser | undefined) => roleAllowed('terbitkan', user?.nama_role);

/** A status that is (or will by itself become) public: penulis no longer change the item. */
export const isReleased = (status: StatusKonten) => status === 'terbit' || status === 'terjadwal';

export const PENULIS_STATUS_MESSAGE = 'Penulis hanya dapat menyimpan draf atau mengirimnya untuk ditinjau.';
export const RELEASED_MESSAGE =
  'Konten yang sudah terbit atau terjadwal hanya dapat diubah oleh admin atau pendeta.';
export const PAST_SCHEDULE_MESSAGE = 'Waktu terbit harus di masa mendatang.';
export const SCHEDULE_REQUIRED_MESSAGE = 'Waktu terbit wajib diisi untuk konten terjadwal.';
export const RETURN_NOTE_MESSAGE = 'Catatan untuk penulis wajib diisi saat mengembalikan konten.';

export const SCHEDULE_INVALID_MESSAGE = 'Waktu terbit harus berupa tanggal dan jam yang valid.';

/** 'YYYY-MM-DDTHH:MM[:SS]' → 'YYYY-MM-DD HH:MM:SS'; a day the calendar lacks (30 February) is a 400. */
function storedDateTime(value: string): string {
  const [date, time] = value.split(/[ T]/);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw httpError(400, SCHEDULE_INVALID_MESSAGE);
  }
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * The status columns of a save, after the rules: `current` is the stored record (undefined when
 * creating), `now` the database's time. Without a status a new record is published (a draft for
 * penulis) and a stored one keeps its own.
 */
export function nextStatus(
  user: AuthUser,
  current: StatusValues | undefined,
  input: StatusInput,
  now: string,
): StatusValues {
  const publisher = mayPublish(user);
  if (!publisher && current && isReleased(current.status)) throw httpError(403, RELEASED_MESSAGE);
  const status = input.status ?? current?.status ?? (publisher ? 'terbit' : 'draf');
  if (!publisher && isReleased(status)) throw httpError(403, PENULIS_STATUS_MESSAGE);

  let terbit_pada: string | null = null;
  if (status === 'terjadwal') {
    const asked = input.terbit_pada ? storedDateTime(input.terbit_pada) : current?.terbit_pada;
    if (!asked) throw httpError(400, SCHEDULE_REQUIRED_MESSAGE);
    // A schedule kept as it was may have passed meanwhile (the item is then public already).
    const unchanged = current?.status === 'terjadwal' && asked === current.terbit_pada && !input.terbit_pada;
    if (!unchanged && asked <= now) throw httpError(400, PAST_SCHEDULE_MESSAGE);
    terbit_pada = asked;
  }

  // Sending an item under review back to its writer takes a note; the note stays until it is released.
  const sentBack = publisher && current?.status === 'tinjauan' && status === 'draf';
  const note = textOrNull(input.catatan_tinjauan);
  if (sentBack && !note) throw httpError(400, RETURN_NOTE_MESSAGE);
  const catatan_tinjauan = isReleased(status) ? null : sentBack ? note : (current?.catatan_tinjauan ?? null);
  return { status, terbit_pada, catatan_tinjauan };
}

/** The step a save took from one status to another, as the audit log names it; none for an unchanged one. */
export function workflowStep(before: StatusKonten | undefined, after: StatusKonten): AuditAksi | undefined {
  if (before === after) return undefined;
  if (after === 'tinjauan') return 'submit';
  if (after === 'terjadwal') return 'schedule';
  // Creating a published item is the ordinary create, not a step of its own.
  if (after === 'terbit') return before ? 'publish' : undefined;
  if (before === 'tinjauan') return 'return';
  if (before && isReleased(before)) return 'unpublish';
  return undefined;
}

/** How a revision names the save that made it. */
export const STEP_NOTES: Partial<Record<AuditAksi, string>> = {
  submit: 'Dikirim untuk ditinjau',
  schedule: 'Dijadwalkan',
  publish: 'Diterbitkan',
  return: 'Dikembalikan ke penulis',
  unpublish: 'Ditarik dari situs',
};

/** Refuses a penulis's change of a released item, or of one they did not write (`FORBIDDEN`). */
export function assertMayEdit(user: AuthUser, owner: number | null, status: StatusKonten): void {
  if (mayPublish(user)) return;
  if (owner !== user.id_user) throw httpError(403, FORBIDDEN_MESSAGE);
  if (isReleased(status)) throw httpError(403, RELEASED_MESSAGE);
}

/** The database's clock, as stored datetimes read ('YYYY-MM-DD HH:MM:SS', WIB). */
export async function databaseNow(db: Db): Promise<string> {
  const result = await sql<{ now: string }>`SELECT CAST(NOW() AS CHAR) AS now`.execute(db);
  return result.rows[0].now;
}

/**
 * What every save of an article or activity leaves behind, in its transaction: the workflow step in the
 * audit log (when the status moved) and a revision of its content fields.
 */
export async function recordSave(
  trx: Db,
  audit: Audit,
  user: AuthUser | null,
  saved: { table: RevisionTable; id: number; fields: RevisionFields; note?: string },
  before: StatusValues | undefined,
  after: StatusValues,
): Promise<void> {
  const step = workflowStep(before?.status, after.status);
  if (step) {
    await audit(step, saved.table, saved.id, {
      status: { dari: before?.status ?? null, ke: after.status },
      ...(after.terbit_pada && { terbit_pada: after.terbit_pada }),
      ...(step === 'return' && { catatan_tinjauan: after.catatan_tinjauan }),
    });
  }
  const note = saved.note ?? (step && STEP_NOTES[step]) ?? (before ? 'Disimpan' : 'Dibuat');
  await recordRevision(trx, saved.table, saved.id, saved.fields, user, note);
}

/**
 * Who is reading a list or a record of content with a workflow: visitors (and staff of other areas) see
 * what is public; admin and pendeta see everything; a penulis also sees the drafts they wrote.
 */
export type ContentViewer = { sees: 'public' } | { sees: 'all' } | { sees: 'own'; idUser: number };

export function viewerOf(user: AuthUser | undefined, writeRule: 'artikel-write' | 'konten'): ContentViewer {
  if (!user || !roleAllowed(writeRule, user.nama_role)) return { sees: 'public' };
  return mayPublish(user) ? { sees: 'all' } : { sees: 'own', idUser: user.id_user };
}

/** The condition of what the viewer sees (`owner`: the writer's column), or none when they see it all. */
export function visibleTo(
  viewer: ContentViewer,
  alias?: string,
  owner?: string,
): Expression<SqlBool> | undefined {
  if (viewer.sees === 'all') return undefined;
  if (viewer.sees === 'public' || !owner) return isPublic(alias);
  return sql<SqlBool>`(${isPublic(alias)} OR ${sql.ref(alias ? `${alias}.${owner}` : owner)} = ${viewer.idUser})`;
}

/** The status columns of a stored row. */
export const statusOf = ({ status, terbit_pada, catatan_tinjauan }: StatusValues): StatusValues => ({
  status,
  terbit_pada,
  catatan_tinjauan,
});

/** A list query narrowed to what the viewer sees and, when asked, to one status ('semua': every one). */
export function seenBy<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  viewer: ContentViewer,
  options: { status?: string; alias?: string; owner?: string } = {},
): SelectQueryBuilder<DB, TB, O> {
  const visible = visibleTo(viewer, options.alias, options.owner);
  let narrowed = visible ? select.where(visible) : select;
  if (options.status && options.status !== 'semua') {
    const column = sql.ref(options.alias ? `${options.alias}.status` : 'status');
    narrowed = narrowed.where(sql<SqlBool>`${column} = ${options.status}`);
  }
  return narrowed;
}

/**
 * A record kind's `revision` (lib/records.ts): the content fields a revision keeps of a row, and its
 * status, for the table's history.
 */
export function revisionOf<Row extends StatusValues, const Field extends keyof Row & string>(
  table: RevisionTable,
  fields: readonly Field[],
) {
  return (row: Row) => ({
    table,
    fields: Object.fromEntries(fields.map((field) => [field, row[field]])) as RevisionFields,
    status: statusOf(row),
  });
}
