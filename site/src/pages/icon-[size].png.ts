import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng } from '../lib/site-icon.ts';
import { MANIFEST_ICON_SIZES } from '../lib/web-manifest.ts';

/** /icon-192.png and /icon-512.png: the web manifest's icons (and the touch icon), from the logo. */
export const getStaticPaths = (() =>
  MANIFEST_ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await iconPng(Number(params.size))), {
    headers: { 'content-type': 'image/png' },
  });
