import type { APIRoute, GetStaticPaths } from 'astro';
import { BRAND_LOGO_DENSITIES, BRAND_LOGO_PX, brandLogoWebp, iconSourceKey } from '../lib/site-icon.ts';

/** /logo-40.webp, /logo-80.webp and /logo-120.webp: the header's logo for 1x, 2x and 3x screens. */
// Made again only when the logo changes (an uploaded logo's address changes with it): the cache key.
export const getStaticPaths = (async () => {
  const cacheKey = await iconSourceKey();
  return BRAND_LOGO_DENSITIES.map((density) => ({
    params: { size: String(BRAND_LOGO_PX * density) },
    cacheKey,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await brandLogoWebp(Number(params.size))), {
    headers: { 'content-type': 'image/webp' },
  });
