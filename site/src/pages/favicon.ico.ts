import type { APIRoute } from 'astro';
import { packIco } from '../lib/ico.ts';
import { iconPng } from '../lib/site-icon.ts';

/** /favicon.ico, which browsers and feed readers ask for on their own: 16 and 32 px from the logo. */
export const GET: APIRoute = async () => {
  const images = await Promise.all([16, 32].map(async (size) => ({ size, png: await iconPng(size) })));
  return new Response(packIco(images), { headers: { 'content-type': 'image/x-icon' } });
};
