import { clampText } from './text.ts';

/** '{page} - {church}', or the church name alone for the home page. */
export function pageTitle(page: string | undefined, church: string): string {
  return page ? `${page} - ${church}` : church;
}

export function activityTitle(nama: string, church: string): string {
  return `${nama} - Kegiatan ${church}`;
}

export function articleTitle(judul: string, church: string): string {
  return `${judul} - Artikel ${church}`;
}

export function bulletinTitle(judul: string, church: string): string {
  return `${judul} - Warta Jemaat ${church}`;
}

/** The start of a bulletin's text, else a sentence naming its Sunday. */
export function bulletinDescription(isi: string | null, tanggal: string, church: string): string {
  const text = isi?.trim();
  return text ? clampText(text, 160) : `Warta jemaat ${church} untuk hari Minggu, ${tanggal}.`;
}

/** The excerpt, else the description, else the default sentence. */
export function articleDescription(
  artikel: { excerpt?: string | null; description?: string | null },
  church: string,
) {
  const text = artikel.excerpt?.trim() || artikel.description?.trim();
  return text ? clampText(text, 160) : `Artikel rohani dan warta jemaat ${church}.`;
}

/** An absolute address on the site, without a trailing slash except for the root. */
export function absoluteUrl(path: string, site: string): string {
  const url = new URL(path, site.endsWith('/') ? site : `${site}/`);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}
