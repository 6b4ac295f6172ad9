import type { Artikel, Db } from '@gkj/db';
import type { Insertable } from 'kysely';
import type { DemoAccount } from '../council.ts';
import { addDays, dateTime, earliest } from '../dates.ts';
import type { DemoImages } from '../images/index.ts';
import { imageColumns } from '../site.ts';
import { BERITA } from './berita.ts';
import { KEGIATAN } from './kegiatan.ts';
import { RENUNGAN } from './renungan.ts';
import type { ArticleSeed, Author } from './types.ts';

export interface ArticleContext {
  today: string;
  images: DemoImages;
  /** Activity id and date by key. */
  activities: Map<string, { id: number; waktu: string }>;
  /** The demo accounts that write: their ids and display names (the byline). */
  authors: Record<Author, DemoAccount>;
}

function publishedOn(seed: ArticleSeed, context: ArticleContext): string {
  const activity = seed.activity ? context.activities.get(seed.activity) : undefined;
  if (activity && seed.daysAfter !== undefined) {
    // A report is never dated in the future, even for yesterday's activity.
    return earliest(addDays(activity.waktu, seed.daysAfter), context.today);
  }
  return addDays(context.today, -(seed.daysAgo ?? 0));
}

function toRow(
  seed: ArticleSeed,
  jenis: Artikel['jenis_artikel'],
  context: ArticleContext,
): Insertable<Artikel> {
  const activity = seed.activity ? context.activities.get(seed.activity) : undefined;
  if (jenis === 'kegiatan' && !activity) throw new Error(`Kegiatan demo tidak dikenal: ${seed.activity}`);
  return {
    judul_artikel: seed.judul,
    jenis_artikel: jenis,
    isi_artikel: seed.isi.join('\n\n'),
    ayat_alkitab: seed.ayat ?? null,
    catatan_artikel: seed.catatan ?? null,
    ...(seed.scene
      ? imageColumns('gambar_artikel', context.images[seed.scene])
      : { gambar_artikel: null, gambar_artikel_width: null, gambar_artikel_height: null }),
    // Only activity articles point at an activity.
    id_kegiatan_gereja: jenis === 'kegiatan' ? (activity?.id ?? null) : null,
    tanggal_artikel: dateTime(publishedOn(seed, context), seed.time),
    author: context.authors[seed.author].nama_tampilan,
    id_user_author: context.authors[seed.author].id,
  };
}

export function buildArticles(context: ArticleContext): Insertable<Artikel>[] {
  const rows = [
    ...BERITA.map((seed) => toRow(seed, 'berita', context)),
    ...RENUNGAN.map((seed) => toRow(seed, 'renungan', context)),
    ...KEGIATAN.map((seed) => toRow(seed, 'kegiatan', context)),
  ];
  // Oldest first, so ids grow with the publication date as they would in real use.
  return rows.sort((a, b) => String(a.tanggal_artikel).localeCompare(String(b.tanggal_artikel)));
}

export async function seedArticles(db: Db, context: ArticleContext): Promise<void> {
  await db.insertInto('artikel').values(buildArticles(context)).execute();
}
