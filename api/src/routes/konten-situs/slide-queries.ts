import type { Db } from '@gkj/db';
import { sql } from 'kysely';

const SLIDE_COLUMNS = [
  'id_slide',
  'judul',
  'keterangan',
  'file_path',
  'width',
  'height',
  'urutan',
  'updated_at',
] as const;

export interface SlideValues {
  judul: string;
  keterangan: string | null;
  file_path: string;
  width: number;
  height: number;
}

export function listSlides(db: Db) {
  return db
    .selectFrom('slide_carousel')
    .select(SLIDE_COLUMNS)
    .orderBy('urutan')
    .orderBy('id_slide')
    .execute();
}

export function findSlide(db: Db, id: number) {
  return db.selectFrom('slide_carousel').select(SLIDE_COLUMNS).where('id_slide', '=', id).executeTakeFirst();
}

/** A new slide goes to the end of the carousel. */
export async function insertSlide(db: Db, values: SlideValues): Promise<number> {
  const last = await db
    .selectFrom('slide_carousel')
    .select(sql<number | null>`MAX(urutan)`.as('urutan'))
    .executeTakeFirst();
  const urutan = last?.urutan == null ? 0 : Number(last.urutan) + 1;
  const result = await db
    .insertInto('slide_carousel')
    .values({ ...values, urutan })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateSlide(db: Db, id: number, values: SlideValues): Promise<void> {
  await db.updateTable('slide_carousel').set(values).where('id_slide', '=', id).execute();
}

export async function deleteSlide(db: Db, id: number): Promise<void> {
  await db.deleteFrom('slide_carousel').where('id_slide', '=', id).execute();
}

export async function slideIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('slide_carousel').select('id_slide').execute();
  return rows.map((row) => row.id_slide);
}

/** Moving a slide is not an edit of its caption: its version (updated_at) stays, so open edits still save. */
export async function reorderSlides(db: Db, ids: number[]): Promise<void> {
  for (const [urutan, id] of ids.entries()) {
    await db
      .updateTable('slide_carousel')
      .set({ urutan, updated_at: sql`updated_at` })
      .where('id_slide', '=', id)
      .execute();
  }
}
