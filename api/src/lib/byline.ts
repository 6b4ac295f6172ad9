import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { httpError } from './http-error.ts';

/**
 * The author the public sees on an article is the writer's display name (`user.nama_tampilan`), never
 * their login name: a username is half of a credential. An account without a display name publishes
 * under the editorial byline. `artikel.author` keeps the byline as published, so an article keeps its
 * writer's name after the account is gone; a change of display name is carried to their articles.
 */
export const EDITORIAL_BYLINE = 'Tim Redaksi GKJ Girimarto';

/** The display name as stored: trimmed; refused when it would publish the login name after all. */
export function displayNameOf(values: { nama_tampilan: string; username_user: string }): string {
  const name = values.nama_tampilan.trim();
  if (name.toLowerCase() === values.username_user.toLowerCase()) {
    throw httpError(400, 'Nama tampilan tidak boleh sama dengan username.');
  }
  return name;
}

/** The byline a new article of this user gets. */
export async function bylineOf(db: Db, idUser: number): Promise<string> {
  const row = await db
    .selectFrom('user')
    .select('nama_tampilan')
    .where('id_user', '=', idUser)
    .executeTakeFirst();
  return row?.nama_tampilan || EDITORIAL_BYLINE;
}

/**
 * Carries a user's new display name to the articles they wrote. `updated_at` is kept: no one edited
 * them, and an editor who has one open should not be told it changed under them. True when any
 * article changed (the site then needs a build).
 */
export async function renameByline(db: Db, idUser: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('artikel')
    .set({ author: name, updated_at: sql`updated_at` })
    .where('id_user_author', '=', idUser)
    .where('author', '<>', name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
