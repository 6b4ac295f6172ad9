import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { STORED_IMAGE_COLUMNS, type StoredImage } from '../../lib/image-store.ts';
import { insertLast } from '../../lib/plain-rows.ts';
import { recordKind } from '../../lib/records.ts';

const SLIDE_COLUMNS = [
  'id_slide',
  'judul',
  'keterangan',
  ...STORED_IMAGE_COLUMNS,
  'urutan',
  'updated_at',
] as const;

export interface SlideValues extends StoredImage {
  judul: string;
  keterangan: string | null;
}

export function listSlides(db: Db) {
  return db
    .selectFrom('slide_carousel')
    .select(SLIDE_COLUMNS)
    .orderBy('urutan')
    .orderBy('id_slide')
    .execute();
}

function findSlide(db: Db, id: number) {
  return db.selectFrom('slide_carousel').select(SLIDE_COLUMNS).where('id_slide', '=', id).executeTakeFirst();
}

/** A new slide goes to the end of the carousel. */
/** Carousel slides as the write module handles them; a slide's image file goes with it. */
export const SLIDE = recordKind('slide_carousel', findSlide, 'Slide tidak ditemukan.', {
  published: 'slide',
  // A new slide comes last in the carousel.
  insert: (db, values: SlideValues) => insertLast(db, 'slide_carousel', values),
  files: (row) => [row.file_path],
  deletedAudit: ({ judul, file_path }) => ({ judul, file_path }),
});

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
