import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { type KontenTerbaru, RECENT_LIMIT } from './schemas.ts';

type Item = Static<typeof KontenTerbaru>;

/**
 * The newest activities and articles together. Each table gives its own newest few (index order), and
 * the two short lists are merged here: never more than twice the limit is read. Both lists come in one
 * UNION ALL, so the answer costs one database round trip; the dates are read as text because a union
 * of a DATE and a DATETIME column would turn an activity's day into a midnight time.
 */
export async function recentContent(db: Db, limit = RECENT_LIMIT): Promise<Item[]> {
  const activities = db
    .selectFrom('kegiatan_gereja as k')
    // The cover image, else the first one uploaded: two index lookups, no sort per activity.
    .leftJoin('gambar_kegiatan as g', (join) =>
      join.on('g.id_gambar_kegiatan', '=', (eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('gambar_kegiatan as c')
            .select('c.id_gambar_kegiatan')
            .whereRef('c.id_kegiatan_gereja', '=', 'k.id_kegiatan_gereja')
            .where('c.is_thumbnail', '=', 1)
            .orderBy('c.id_gambar_kegiatan')
            .limit(1),
          eb
            .selectFrom('gambar_kegiatan as c')
            .select((inner) => inner.fn.min('c.id_gambar_kegiatan').as('pertama'))
            .whereRef('c.id_kegiatan_gereja', '=', 'k.id_kegiatan_gereja'),
        ),
      ),
    )
    .select([
      sql<'kegiatan' | 'artikel'>`'kegiatan'`.as('type'),
      'k.id_kegiatan_gereja as id',
      'k.nama_kegiatan_gereja as title',
      'g.file_path as image',
      'g.width as image_width',
      'g.height as image_height',
      sql<string>`CAST(k.waktu_kegiatan_gereja AS CHAR)`.as('date'),
    ])
    .orderBy('k.waktu_kegiatan_gereja', 'desc')
    .orderBy('k.id_kegiatan_gereja', 'desc')
    .limit(limit);
  const articles = db
    .selectFrom('artikel')
    .select([
      sql<'kegiatan' | 'artikel'>`'artikel'`.as('type'),
      'id_artikel as id',
      'judul_artikel as title',
      'gambar_artikel as image',
      'gambar_artikel_width as image_width',
      'gambar_artikel_height as image_height',
      sql<string>`CAST(tanggal_artikel AS CHAR)`.as('date'),
    ])
    .orderBy('tanggal_artikel', 'desc')
    .orderBy('id_artikel', 'desc')
    .limit(limit);
  // Each part is a derived table, so its ORDER BY and LIMIT stay its own inside the union.
  const rows = await db
    .selectFrom(activities.as('kegiatan_terbaru'))
    .selectAll()
    .unionAll(db.selectFrom(articles.as('artikel_terbaru')).selectAll())
    .execute();
  const items: Item[] = rows.map(({ type, ...row }) => ({ ...row, type }));
  // Dates are WIB wall-clock strings, so they order as text; a day sorts before a time on that day.
  return items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}
