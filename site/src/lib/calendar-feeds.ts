// What the calendar files hold, read from the build's collections (build time only).
import { createHash } from 'node:crypto';
import { type CalendarEvent, jadwalEvent, kegiatanEvent } from './calendar-event.ts';
import { feedPath } from './calendar-links.ts';
import { kontenSitus, semuaJadwal, semuaKegiatan } from './content.ts';
import type { CalendarFile } from './ical.ts';
import { type ChurchPlace, churchOfPlace } from './lokasi.ts';

/** Past activities stay in the feeds this long, as the API keeps past services (GET /publikasi/jadwal). */
export const FEED_PAST_DAYS = 30;

/** Today's WIB date, less some days: 'YYYY-MM-DD'. */
function wibDate(daysAgo: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export async function churchPlaces(): Promise<ChurchPlace[]> {
  const { gereja } = (await kontenSitus()).data;
  return gereja.map(({ lokasi, nama_gereja, alamat, latitude, longitude, updated_at }) => ({
    lokasi,
    nama_gereja,
    alamat,
    latitude,
    longitude,
    updated_at,
  }));
}

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid);

/** Every service the API gave and every activity from FEED_PAST_DAYS ago on, soonest first. */
export async function feedEvents(site: string): Promise<CalendarEvent[]> {
  const churches = await churchPlaces();
  const from = wibDate(FEED_PAST_DAYS);
  const services = (await semuaJadwal()).map(({ data }) =>
    jadwalEvent(
      data,
      churches.find((church) => church.lokasi === data.lokasi_ibadah),
      site,
    ),
  );
  const activities = (await semuaKegiatan())
    .filter(({ data }) => data.waktu_kegiatan_gereja.slice(0, 10) >= from)
    .map(({ data }) => kegiatanEvent(data, churchOfPlace(data.tempat_kegiatan_gereja, churches), site));
  return [...services, ...activities].sort(byStart);
}

/** The feed of one congregation (its services, and the activities whose place names it) or of all. */
export async function feedFile(site: string, lokasi: string | null): Promise<CalendarFile> {
  const { pengaturan } = (await kontenSitus()).data;
  const church = (await churchPlaces()).find((place) => place.lokasi === lokasi);
  const events = (await feedEvents(site)).filter((event) => !lokasi || event.lokasi === lokasi);
  const name = church ? church.nama_gereja : pengaturan.nama_gereja;
  return {
    name: `Ibadah dan Kegiatan ${name}`,
    description: church
      ? `Jadwal ibadah dan kegiatan ${church.nama_gereja} (${church.lokasi}).`
      : `Jadwal ibadah dan kegiatan kelima gereja ${pengaturan.nama_gereja}.`,
    events,
    site,
    path: feedPath(lokasi),
  };
}

/**
 * What every feed is made of, as one cache key: the site's address, the first day the feeds hold, the church
 * cards and every service and activity. The feeds are rendered again only when one of them changed.
 */
export async function feedsCacheKey(site: string): Promise<string> {
  const hash = createHash('sha256');
  const parts = [
    site,
    wibDate(FEED_PAST_DAYS),
    (await kontenSitus()).digest,
    ...(await semuaJadwal()).map(({ digest }) => digest),
    ...(await semuaKegiatan()).map(({ digest }) => digest),
  ];
  for (const part of parts) hash.update(`${part}\n`);
  return hash.digest('base64url');
}
