// One service as its own calendar file, for 'Unduh .ics' in the schedule modal.
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { siteUrl } from '../../../lib/build-env.ts';
import { jadwalEvent } from '../../../lib/calendar-event.ts';
import { churchPlaces } from '../../../lib/calendar-feeds.ts';
import { eventPath } from '../../../lib/calendar-links.ts';
import { detailPaths, semuaJadwal } from '../../../lib/content.ts';
import { icsResponse, icsText } from '../../../lib/ical.ts';

export async function getStaticPaths() {
  return detailPaths(await semuaJadwal(), (row) => row.id_jadwal_ibadah);
}

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { item } }) => {
  const site = siteUrl();
  const church = (await churchPlaces()).find((place) => place.lokasi === item.lokasi_ibadah);
  const event = jadwalEvent(item, church, site);
  const path = eventPath('jadwal', item.id_jadwal_ibadah);
  return icsResponse(icsText({ name: event.title, description: event.title, events: [event], site, path }));
};
