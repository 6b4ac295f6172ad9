// The calendar feeds: /kalender/semua.ics and one per congregation (/kalender/pepanthan-paseban.ics …),
// rebuilt with every release so a subscribed calendar follows each edit.
import { LOKASI } from '@gkj/contract/enums';
import type { APIRoute } from 'astro';
import { siteUrl } from '../../lib/build-env.ts';
import { feedFile } from '../../lib/calendar-feeds.ts';
import { icsResponse, icsText } from '../../lib/ical.ts';
import { FEED_ALL, lokasiSlug } from '../../lib/lokasi.ts';

export function getStaticPaths() {
  return [
    { params: { feed: FEED_ALL }, props: { lokasi: null } },
    ...LOKASI.map((lokasi) => ({ params: { feed: lokasiSlug(lokasi) }, props: { lokasi } })),
  ];
}

export const GET: APIRoute = async ({ props }) =>
  icsResponse(icsText(await feedFile(siteUrl(), props.lokasi)));
