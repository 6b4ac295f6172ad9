import type { Db } from '@gkj/db';

type MemberRow = { nama_jemaat: string } & Record<string, string | null>;

/** Inserts members as given, straight into the table; answers their ids by name. */
export async function insertMembers(db: Db, rows: MemberRow[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const row of rows) {
    const result = await db.insertInto('jemaat').values(row).executeTakeFirstOrThrow();
    ids[row.nama_jemaat] = Number(result.insertId);
  }
  return ids;
}

/** One member with only a name; answers the id. */
export async function addJemaat(db: Db, nama: string): Promise<number> {
  const ids = await insertMembers(db, [{ nama_jemaat: nama }]);
  return ids[nama];
}

/** The names of a member list's rows, in its order. */
export const memberNames = (body: { data: { nama_jemaat: string }[] }) =>
  body.data.map((row) => row.nama_jemaat);
