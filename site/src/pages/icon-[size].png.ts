import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng, iconSourceKey } from '../lib/site-icon.ts';
import { MANIFEST_ICON_SIZES } from '../lib/web-manifest.ts';

/** /icon-192.png and /icon-512.png: the web manifest's icons (and the touch icon), from the logo. */
// Made again only when the logo changes (an uploaded logo's address changes with it): the cache key.
export const getStaticPaths = (async () => {
  const cacheKey = await iconSourceKey();
  return MANIFEST_ICON_SIZES.map((size) => ({ params: { size: String(size) }, cacheKey }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await iconPng(Number(params.size))), {
    headers: { 'content-type': 'image/png' },
  });
