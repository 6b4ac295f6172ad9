// The calendar feeds: /kalender/semua.ics and one per congregation (/kalender/pepanthan-paseban.ics …),
// rendered again whenever a service, an activity, a church card or the day changes (their cache key), so a
// subscribed calendar follows each edit.
import { LOKASI } from '@gkj/contract/enums';
import type { APIRoute } from 'astro';
import { siteUrl } from '../../lib/build-env.ts';
import { feedFile, feedsCacheKey } from '../../lib/calendar-feeds.ts';
import { icsResponse, icsText } from '../../lib/ical.ts';
import { FEED_ALL, lokasiSlug } from '../../lib/lokasi.ts';

export async function getStaticPaths() {
  const cacheKey = await feedsCacheKey(siteUrl());
  return [
    { params: { feed: FEED_ALL }, props: { lokasi: null }, cacheKey },
    ...LOKASI.map((lokasi) => ({ params: { feed: lokasiSlug(lokasi) }, props: { lokasi }, cacheKey })),
  ];
}

export const GET: APIRoute = async ({ props }) =>
  icsResponse(icsText(await feedFile(siteUrl(), props.lokasi)));
