import type { SceneKey } from '../images/index.ts';

export type Author = 'admin' | 'pendeta' | 'penulis';

export interface ArticleSeed {
  judul: string;
  isi: string[];
  ayat?: string;
  catatan?: string;
  /** No scene: the article has no image, as some real ones do. */
  scene?: SceneKey;
  author: Author;
  /** When it was published: days before today (news, devotions, announcements). */
  daysAgo?: number;
  /** kegiatan articles: the activity they report on or announce. */
  activity?: string;
  /** Reports: published this many days after the activity (never after today). */
  daysAfter?: number;
  time: string;
}
