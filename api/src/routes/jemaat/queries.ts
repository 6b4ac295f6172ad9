import {
  JEMAAT_FIELDS,
  JEMAAT_SORT,
  type JemaatQuery,
  STATUS_BERGEREJA,
  type StatusCountQuery,
} from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { likePattern, listRows } from '../../lib/list-query.ts';
import { type AggregateCache, cachedAggregate } from '../../lib/read-cache.ts';
import { deletedByRoute, recordKind } from '../../lib/records.ts';
import { isDuplicateEntry } from '../../plugins/db.ts';
import { checkAgeRange, filterMembers } from './member-filters.ts';
import { type JemaatValues, todayInJakarta } from './values.ts';

export const SEARCH_COLUMNS = {
  nama: 'nama_jemaat',
  kelompok: 'kewargaan',
  status: 'status_bergereja',
} as const;

export function listJemaat(db: Db, aggregates: AggregateCache, query: Static<typeof JemaatQuery>) {
  checkAgeRange(query);
  const select = filterMembers(db.selectFrom('jemaat'), query, todayInJakarta()).select([
    'id_jemaat',
    'nama_jemaat',
    'no_induk_jemaat',
    'jenis_kelamin_jemaat',
    'kewargaan',
    'status_bergereja',
    'updated_at',
  ]);
  return listRows(aggregates, select, query, {
    search: [SEARCH_COLUMNS[query.field ?? 'nama']],
    sort: JEMAAT_SORT,
    defaultSort: 'nama_jemaat',
    id: 'id_jemaat',
  });
}

/** Members per status among those the list's search finds (one GROUP BY on the status index). */
export async function countByStatus(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof StatusCountQuery>,
) {
  const term = query.q?.trim();
  const column = SEARCH_COLUMNS[query.field ?? 'nama'];
  const select = db
    .selectFrom('jemaat')
    .select(['status_bergereja', sql<number>`COUNT(*)`.as('jumlah')])
    .$if(Boolean(term), (qb) => qb.where(column, 'like', likePattern(term ?? '')))
    .groupBy('status_bergereja');
  const rows = await cachedAggregate(aggregates, select, () => select.execute());
  const counts: Record<string, number> = Object.fromEntries(STATUS_BERGEREJA.map((status) => [status, 0]));
  let tanpaStatus = 0;
  for (const row of rows) {
    if (row.status_bergereja === null) tanpaStatus += Number(row.jumlah);
    else counts[row.status_bergereja] = Number(row.jumlah);
  }
  const semua = rows.reduce((sum, row) => sum + Number(row.jumlah), 0);
  return { ...counts, tanpa_status: tanpaStatus, semua };
}

export function findJemaat(db: Db, idJemaat: number) {
  return db
    .selectFrom('jemaat')
    .select(['id_jemaat', ...JEMAAT_FIELDS, 'updated_at'])
    .where('id_jemaat', '=', idJemaat)
    .executeTakeFirst();
}

export const NOT_FOUND = 'Data jemaat tidak ditemukan.';

/** The record, or a 404 with the resource's text. */
export async function getJemaat(db: Db, idJemaat: number) {
  const row = await findJemaat(db, idJemaat);
  if (!row) throw httpError(404, NOT_FOUND);
  return row;
}

export async function insertJemaat(db: Db, values: JemaatValues): Promise<number> {
  const result = await db.insertInto('jemaat').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateJemaat(db: Db, idJemaat: number, values: JemaatValues): Promise<void> {
  await db.updateTable('jemaat').set(values).where('id_jemaat', '=', idJemaat).execute();
}

/** Members as the write module creates and updates them; a delete is the route's own (links, audit scrub). */
export const JEMAAT = deletedByRoute(
  recordKind('jemaat', findJemaat, NOT_FOUND, {
    insert: insertJemaat,
    update: updateJemaat,
    refusal: (error) =>
      isDuplicateEntry(error) ? httpError(409, 'Nomor induk jemaat sudah dipakai.') : error,
  }),
);

/** Locks the member's row until the transaction ends (404 when there is none). */
export async function lockJemaat(db: Db, idJemaat: number): Promise<void> {
  const row = await db
    .selectFrom('jemaat')
    .select('id_jemaat')
    .where('id_jemaat', '=', idJemaat)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw httpError(404, NOT_FOUND);
}

/** Only once nothing links to the member (links.ts); the foreign keys would set the links null. */
export async function deleteJemaat(db: Db, idJemaat: number): Promise<void> {
  await db.deleteFrom('jemaat').where('id_jemaat', '=', idJemaat).execute();
}

/** Options of the member picker, by name; `q` narrows it so 20,000 members stay usable. */
export function jemaatDropdown(db: Db, q: string | undefined, limit: number) {
  let select = db.selectFrom('jemaat').select(['id_jemaat', 'nama_jemaat']);
  const term = q?.trim();
  if (term) select = select.where('nama_jemaat', 'like', likePattern(term));
  return select.orderBy('nama_jemaat').orderBy('id_jemaat').limit(limit).execute();
}
