import type { Db } from '@gkj/db';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { RECORD_KEYS, type VersionedTable } from './stale-save.ts';

type Tables = Db extends Kysely<infer Database> ? Database : never;

/**
 * The insert, update and delete of a table whose rows a form writes as they are, addressed by the
 * table's key column: what most record kinds need (records.ts).
 */
export function plainRows<Table extends VersionedTable>(table: Table) {
  const key = RECORD_KEYS[table];
  return {
    insert: async (db: Db, values: Insertable<Tables[Table]>) =>
      Number((await db.insertInto(table).values(values).executeTakeFirstOrThrow()).insertId),
    // Written as SQL: Kysely's builders cannot type an update or a filter on a table chosen at run time.
    update: (db: Db, id: number, values: Updateable<Tables[Table]>) => {
      const set = Object.entries(values).filter(([, value]) => value !== undefined);
      const assignments = sql.join(set.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
      return sql`UPDATE ${sql.table(table)} SET ${assignments} WHERE ${sql.ref(key)} = ${id}`.execute(db);
    },
    remove: (db: Db, id: number) =>
      sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id}`.execute(db),
  };
}

/**
 * Inserts a row at the end of an ordered list (`urutan`): the whole table, or the rows of one church
 * when `lokasi` is given. Used by the photo gallery and the carousel, whose new items come last.
 */
export async function insertLast<Table extends 'galeri_gereja' | 'slide_carousel'>(
  db: Db,
  table: Table,
  values: Insertable<Tables[Table]>,
  lokasi?: string,
): Promise<number> {
  const within = lokasi === undefined ? sql`` : sql`WHERE lokasi = ${lokasi}`;
  const { rows } = await sql<{ urutan: number | string }>`
    SELECT COALESCE(MAX(urutan) + 1, 0) AS urutan FROM ${sql.table(table)} ${within}`.execute(db);
  const urutan = Number(rows[0]?.urutan ?? 0);
  return plainRows(table).insert(db, { ...values, urutan });
}
