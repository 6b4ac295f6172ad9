// One activity as its own calendar file, for 'Unduh .ics' on its page.
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { siteUrl } from '../../../lib/build-env.ts';
import { kegiatanEvent } from '../../../lib/calendar-event.ts';
import { churchPlaces } from '../../../lib/calendar-feeds.ts';
import { eventPath } from '../../../lib/calendar-links.ts';
import { detailPaths, semuaKegiatan } from '../../../lib/content.ts';
import { icsResponse, icsText } from '../../../lib/ical.ts';
import { churchOfPlace } from '../../../lib/lokasi.ts';

export async function getStaticPaths() {
  return detailPaths(await semuaKegiatan(), (kegiatan) => kegiatan.id_kegiatan_gereja);
}

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { item } }) => {
  const site = siteUrl();
  const church = churchOfPlace(item.tempat_kegiatan_gereja, await churchPlaces());
  const event = kegiatanEvent(item, church, site);
  const path = eventPath('kegiatan', item.id_kegiatan_gereja);
  return icsResponse(icsText({ name: event.title, description: event.title, events: [event], site, path }));
};
