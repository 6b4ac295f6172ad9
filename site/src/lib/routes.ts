export type DetailType = 'kegiatan' | 'artikel';

export function detailHref(type: DetailType, id: number | string): string {
  return `/${type}/${id}`;
}

/** `/kegiatan/12` and `/artikel/12`, with or without a trailing slash (also read by the 404 page's inline script). */
export const DETAIL_PATH_PATTERN = '^/(kegiatan|artikel)/(\\d{1,10})/?$';

export function matchDetailPath(pathname: string): { type: DetailType; id: number } | null {
  const match = new RegExp(DETAIL_PATH_PATTERN).exec(pathname);
  if (!match) return null;
  return { type: match[1] as DetailType, id: Number(match[2]) };
}
