import { LOKASI } from '@gkj/contract/enums';

/** 'Pepanthan Paseban' → 'pepanthan-paseban': the congregation's part of a site address. */
export function lokasiSlug(lokasi: string): string {
  return lokasi.toLowerCase().replace(/\s+/g, '-');
}

/** What a place is matched by, and where a church stands (null while its position is unknown). */
export interface ChurchPlace {
  /** One of LOKASI (the API's answers carry it as text). */
  lokasi: string;
  nama_gereja: string;
  alamat: string;
  latitude: number | null;
  longitude: number | null;
  /** The church card's last save: a moved address or position is a change of its events too. */
  updated_at?: string;
}

const normal = (text: string) => text.toLocaleLowerCase('id').replace(/\s+/g, ' ').trim();

/**
 * The church an activity's place names, by its full name ('GKJ Girimarto Pepanthan Paseban') or its
 * location ('Pepanthan Paseban'), anywhere in the text ('Ruang Pertemuan GKJ Girimarto Induk'). A place
 * that names none (a camp ground, a member's house) gets no church: its directions are not ours to give.
 * The longest name that fits wins, so a name inside another never takes its place.
 */
export function churchOfPlace<Church extends ChurchPlace>(
  place: string | null | undefined,
  churches: readonly Church[],
): Church | undefined {
  if (!place) return undefined;
  const text = normal(place);
  let best: { church: Church; length: number } | undefined;
  for (const church of churches) {
    for (const name of [church.nama_gereja, church.lokasi].map(normal)) {
      if (name && text.includes(name) && name.length > (best?.length ?? 0))
        best = { church, length: name.length };
    }
  }
  return best?.church;
}

/** Every congregation's feed, in the spec's order, and the one of all five. */
export const FEED_ALL = 'semua';
export const FEED_SLUGS = [FEED_ALL, ...LOKASI.map(lokasiSlug)];
