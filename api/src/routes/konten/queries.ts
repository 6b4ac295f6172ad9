import { type KontenTerbaru, RECENT_LIMIT } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { isPublic } from '../../lib/content-workflow.ts';
import { TODAY } from '../kegiatan-gereja/upcoming-first.ts';

type Item = Static<typeof KontenTerbaru>;

/**
 * The home pager: upcoming activities first, the nearest first; then past activities and articles
 * together, the latest first ('today' is the WIB date, see upcoming-first.ts). Each of the three parts
 * reads its own few rows in index order, and only those are merged: never more than three times the
 * limit is read. All come in one UNION ALL, so the answer costs one database round trip. Dates are read
 * as text because a union of a DATE and a DATETIME column would turn an activity's day into a midnight
 * time; `saat` (the day, with the time of day when there is one) orders them, a day before a time on it.
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
      sql<string>`CONCAT_WS(' ', k.waktu_kegiatan_gereja, k.jam_kegiatan_gereja)`.as('saat'),
    ])
    .where(isPublic('k'));
  const upcoming = activities
    .select(sql<number>`0`.as('urutan'))
    .where('k.waktu_kegiatan_gereja', '>=', TODAY)
    .orderBy('k.waktu_kegiatan_gereja')
    .orderBy('k.jam_kegiatan_gereja')
    .orderBy('k.id_kegiatan_gereja')
    .limit(limit);
  const past = activities
    .select(sql<number>`1`.as('urutan'))
    .where('k.waktu_kegiatan_gereja', '<', TODAY)
    .orderBy('k.waktu_kegiatan_gereja', 'desc')
    .orderBy('k.jam_kegiatan_gereja', 'desc')
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
      sql<string>`CAST(tanggal_artikel AS CHAR)`.as('saat'),
      sql<number>`1`.as('urutan'),
    ])
    .where(isPublic())
    .orderBy('tanggal_artikel', 'desc')
    .orderBy('id_artikel', 'desc')
    .limit(limit);
  // Each part is a derived table, so its ORDER BY and LIMIT stay its own inside the union.
  const merged = db
    .selectFrom(upcoming.as('akan_datang'))
    .selectAll()
    .unionAll(db.selectFrom(past.as('lalu')).selectAll())
    .unionAll(db.selectFrom(articles.as('artikel_terbaru')).selectAll());
  const rows = await db
    .selectFrom(merged.as('konten'))
    .selectAll()
    .orderBy('urutan')
    .orderBy(sql`CASE WHEN urutan = 0 THEN saat END`)
    .orderBy(sql`CASE WHEN urutan = 0 THEN id END`)
    .orderBy('saat', 'desc')
    .orderBy('type')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ type, urutan: _urutan, saat: _saat, ...row }) => ({ ...row, type }));
}
