import { USER_SORT, type UserQuery, type UserUpdateBody } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';
import { isDuplicateEntry, isMissingReference } from '../../plugins/db.ts';

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

export function listUsers(db: Db, aggregates: AggregateCache, query: Static<typeof UserQuery>) {
  return listRows(aggregates, selectUsers(db), query, {
    search: ['u.username_user'],
    sort: USER_SORT,
    defaultSort: 'username_user',
    id: 'u.id_user',
  });
}

function findUser(db: Db, idUser: number) {
  return selectUsers(db).where('u.id_user', '=', idUser).executeTakeFirst();
}

/** The save failures a form can cause, in the words the admin shows. */
function saveError(error: unknown): unknown {
  if (isDuplicateEntry(error)) return httpError(409, 'Username sudah dipakai.');
  if (isMissingReference(error)) return httpError(400, 'Jemaat tidak ditemukan.');
  return error;
}

/** Accounts as the write module handles them. Its sessions go with a deleted account (ON DELETE CASCADE);
 * its articles keep their author name. */
export const USER = recordKind('user', findUser, 'User tidak ditemukan.', { refusal: saveError });

/**
 * An account's new password hash. Chosen by its owner, it is settled (any earlier reset with it); set by
 * an admin's reset, the admin knows it, so the owner must replace it at the next sign-in.
 */
export async function storePassword(
  db: Db,
  idUser: number,
  passwordHash: string,
  setBy: 'owner' | 'admin',
): Promise<void> {
  await db
    .updateTable('user')
    .set({ password_user: passwordHash, harus_ganti_password: setBy === 'admin' ? 1 : 0 })
    .where('id_user', '=', idUser)
    .execute();
}
