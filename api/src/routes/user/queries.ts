import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { listRows } from '../../lib/list-query.ts';
import type { UserQuery, UserUpdateBody } from './schemas.ts';

export type AccountValues = Omit<Static<typeof UserUpdateBody>, 'updated_at'>;

function selectUsers(db: Db) {
  return (
    db
      .selectFrom('user as u')
      .innerJoin('role as r', 'r.id_role', 'u.id_role')
      .leftJoin('jemaat as j', 'j.id_jemaat', 'u.id_jemaat')
      .select([
        'u.id_user',
        'u.username_user',
        'u.nama_tampilan',
        'u.telp_user',
        'u.id_jemaat',
        'j.nama_jemaat',
        'u.id_role',
        'r.nama_role',
        'u.updated_at',
      ])
      // MariaDB answers 1 or 0; every answer is serialised through UserRow, which writes a boolean.
      .select(sql<boolean>`u.totp_rahasia IS NOT NULL`.as('dua_langkah_aktif'))
  );
}

export function listUsers(db: Db, query: Static<typeof UserQuery>) {
  return listRows(db, selectUsers(db), query, {
    search: ['u.username_user'],
    sort: {
      username_user: 'u.username_user',
      nama_tampilan: 'u.nama_tampilan',
      nama_role: 'r.nama_role',
      nama_jemaat: 'j.nama_jemaat',
      telp_user: 'u.telp_user',
    },
    defaultSort: 'username_user',
    id: 'u.id_user',
  });
}

export function findUser(db: Db, idUser: number) {
  return selectUsers(db).where('u.id_user', '=', idUser).executeTakeFirst();
}

/** The record, or a 404 with the resource's text. */
export async function getUser(db: Db, idUser: number) {
  const row = await findUser(db, idUser);
  if (!row) throw httpError(404, 'User tidak ditemukan.');
  return row;
}

export async function insertUser(db: Db, values: AccountValues & { password_user: string }): Promise<number> {
  const result = await db.insertInto('user').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateUser(db: Db, idUser: number, values: AccountValues): Promise<void> {
  await db.updateTable('user').set(values).where('id_user', '=', idUser).execute();
}

/** An admin's reset: the admin knows this password, so its owner must replace it at the next sign-in. */
export async function updateUserPassword(db: Db, idUser: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ password_user: passwordHash, harus_ganti_password: 1 })
    .where('id_user', '=', idUser)
    .execute();
}

/** Its sessions go with it (ON DELETE CASCADE); its articles keep their author name. */
export async function deleteUser(db: Db, idUser: number): Promise<void> {
  await db.deleteFrom('user').where('id_user', '=', idUser).execute();
}
