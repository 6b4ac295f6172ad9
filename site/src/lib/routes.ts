/** The two kinds of detail page: an activity and an article. */
export const DETAIL_TYPES = ['kegiatan', 'artikel'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

export function detailHref(type: DetailType, id: number | string): string {
  return `/${type}/${id}`;
}

/** `/kegiatan/12` and `/artikel/12`, with or without a trailing slash (also read by the 404 page's inline script). */
export const DETAIL_PATH_PATTERN = '^/(kegiatan|artikel)/(\\d{1,10})/?$';

export function matchDetailPath(pathname: string): { type: DetailType; id: number } | null {
  const match = new RegExp(DETAIL_PATH_PATTERN).exec(pathname);
  if (!match) return null;
  // The pattern admits only the two types.
  return { type: match[1] === 'artikel' ? 'artikel' : 'kegiatan', id: Number(match[2]) };
}

/**
 * The detail template the server fills in for an activity or article newer than the build (answered with
 * 200 on its own address, so a link shared in those seconds previews with its title): the build writes
 * `detail-baru/<type>/index.html` with these tokens in its head, and api/src/lib/late-detail.ts replaces
 * them with the item's escaped values. Never linked, never in the sitemap.
 */
export const LATE_DETAIL_TOKENS = {
  judul: '__JUDUL__',
  deskripsi: '__DESKRIPSI__',
  id: '__ID__',
  gambar: '__GAMBAR__',
} as const;
