import type { JenisKonten } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';

/**
 * Articles, activities and bulletins waiting for review, the longest waiting first: the queue on the
 * overview of admin and pendeta. Each part is read by its table's status index.
 */
export async function waitingForReview(db: Db) {
  const articles = db
    .selectFrom('artikel')
    .select([
      sql<JenisKonten>`'artikel'`.as('jenis'),
      'id_artikel as id',
      'judul_artikel as judul',
      sql<string | null>`author`.as('penulis'),
      'updated_at',
    ])
    .where('status', '=', 'tinjauan');
  const activities = db
    .selectFrom('kegiatan_gereja')
    .select([
      sql<JenisKonten>`'kegiatan'`.as('jenis'),
      'id_kegiatan_gereja as id',
      'nama_kegiatan_gereja as judul',
      sql<string | null>`NULL`.as('penulis'),
      'updated_at',
    ])
    .where('status', '=', 'tinjauan');
  const bulletins = db
    .selectFrom('warta_jemaat')
    .select([
      sql<JenisKonten>`'warta'`.as('jenis'),
      'id_warta as id',
      'judul_warta as judul',
      sql<string | null>`NULL`.as('penulis'),
      'updated_at',
    ])
    .where('status', '=', 'tinjauan');
  const data = await db
    .selectFrom(articles.unionAll(activities).unionAll(bulletins).as('antrean'))
    .selectAll()
    .orderBy('updated_at')
    .orderBy('jenis')
    .orderBy('id')
    .execute();
  return { data, total: data.length };
}
