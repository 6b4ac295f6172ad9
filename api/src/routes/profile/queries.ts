import type { Db } from '@gkj/db';

export function findProfile(db: Db, idUser: number) {
  return db
    .selectFrom('user as u')
    .innerJoin('role as r', 'r.id_role', 'u.id_role')
    .select(['u.username_user', 'u.nama_tampilan', 'u.telp_user', 'r.nama_role'])
    .where('u.id_user', '=', idUser)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  idUser: number,
  values: { username_user: string; nama_tampilan: string; telp_user: string },
): Promise<void> {
  await db
    .updateTable('user')
    .set({
      username_user: values.username_user,
      nama_tampilan: values.nama_tampilan,
      telp_user: values.telp_user,
    })
    .where('id_user', '=', idUser)
    .execute();
}
