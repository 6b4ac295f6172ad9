import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { likePattern, listRows } from '../../lib/list-query.ts';
import { JEMAAT_FIELDS, type JemaatQuery } from './schemas.ts';
import type { JemaatValues } from './values.ts';

const SEARCH_COLUMNS = { nama: 'nama_jemaat', kelompok: 'kewargaan', status: 'status_bergereja' } as const;

export function listJemaat(db: Db, query: Static<typeof JemaatQuery>) {
  const select = db
    .selectFrom('jemaat')
    .select([
      'id_jemaat',
      'nama_jemaat',
      'no_induk_jemaat',
      'jenis_kelamin_jemaat',
      'kewargaan',
      'status_bergereja',
      'updated_at',
    ]);
  return listRows(db, select, query, {
    search: [SEARCH_COLUMNS[query.field ?? 'nama']],
    sort: {
      nama_jemaat: 'nama_jemaat',
      no_induk_jemaat: 'no_induk_jemaat',
      jenis_kelamin_jemaat: 'jenis_kelamin_jemaat',
      kewargaan: 'kewargaan',
      status_bergereja: 'status_bergereja',
    },
    defaultSort: 'nama_jemaat',
    id: 'id_jemaat',
  });
}

export function findJemaat(db: Db, idJemaat: number) {
  return db
    .selectFrom('jemaat')
    .select(['id_jemaat', ...JEMAAT_FIELDS, 'updated_at'])
    .where('id_jemaat', '=', idJemaat)
    .executeTakeFirst();
}

/** The record, or a 404 with the resource's text. */
export async function getJemaat(db: Db, idJemaat: number) {
  const row = await findJemaat(db, idJemaat);
  if (!row) throw httpError(404, 'Data jemaat tidak ditemukan.');
  return row;
}

export async function insertJemaat(db: Db, values: JemaatValues): Promise<number> {
  const result = await db.insertInto('jemaat').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateJemaat(db: Db, idJemaat: number, values: JemaatValues): Promise<void> {
  await db.updateTable('jemaat').set(values).where('id_jemaat', '=', idJemaat).execute();
}

/** Users and council members pointing at the member keep their row: the foreign keys set null. */
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
