// The items of the site's RSS feed (/rss.xml). Each content type turns its rows into FeedItems; the
// feed takes the newest of all lists, so another type joins it by adding its list in pages/rss.xml.ts.
import type { Artikel, Kegiatan, WartaJemaat } from '@gkj/contract';
import { formatWaktuKegiatan } from './dates.ts';
import { capitalize, clampText } from './text.ts';

export interface FeedItem {
  title: string;
  /** The item's page on the site, as a path ('/artikel/12'). */
  link: string;
  /** When it appeared: RSS readers order by it. */
  pubDate: Date;
  description: string;
  categories: string[];
}

/** How many items the feed carries: a month or two of the church's news. */
export const FEED_ITEM_LIMIT = 30;

/** A WIB wall-clock value ('YYYY-MM-DD[ HH:MM[:SS]]') as the instant it names. */
export function wibInstant(wallClock: string): Date {
  const [date, time = '00:00:00'] = wallClock.slice(0, 19).split(/[ T]/);
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+07:00`);
}

export function articleItems(rows: readonly Artikel[]): FeedItem[] {
  return rows.map((artikel) => ({
    title: artikel.judul_artikel,
    link: `/artikel/${artikel.id_artikel}`,
    pubDate: wibInstant(artikel.tanggal_artikel),
    description: clampText(artikel.excerpt || artikel.isi_artikel, 300),
    categories: ['Artikel', capitalize(artikel.jenis_artikel)],
  }));
}

/**
 * Activities appear when they were published (the scheduled time, else the last save), not on the day
 * they take place: an announcement of next month's retreat is news today. The day and place lead the text.
 */
export function activityItems(rows: readonly Kegiatan[]): FeedItem[] {
  return rows.map((kegiatan) => ({
    title: kegiatan.nama_kegiatan_gereja,
    link: `/kegiatan/${kegiatan.id_kegiatan_gereja}`,
    pubDate: wibInstant(kegiatan.terbit_pada ?? kegiatan.updated_at),
    description: clampText(
      [formatWaktuKegiatan(kegiatan), kegiatan.tempat_kegiatan_gereja, kegiatan.deskripsi_kegiatan_gereja]
        .filter(Boolean)
        .join(' · '),
      300,
    ),
    categories: ['Kegiatan'],
  }));
}

/** Bulletins appear on their Sunday; the text (or the note that it is a PDF) is the description. */
export function bulletinItems(rows: readonly WartaJemaat[]): FeedItem[] {
  return rows.map((warta) => ({
    title: warta.judul_warta,
    link: `/warta/${warta.id_warta}`,
    pubDate: wibInstant(warta.tanggal_warta),
    description: clampText(warta.isi_warta || 'Warta jemaat dalam bentuk PDF.', 300),
    categories: ['Warta Jemaat'],
  }));
}

/** The newest items of all the lists, newest first (ties by address, so a build is repeatable). */
export function newestItems(lists: readonly FeedItem[][], limit = FEED_ITEM_LIMIT): FeedItem[] {
  return lists
    .flat()
    .sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime() || a.link.localeCompare(b.link))
    .slice(0, limit);
}
