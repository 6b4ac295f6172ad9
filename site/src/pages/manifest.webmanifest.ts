import type { APIRoute } from 'astro';
import { kontenSitus } from '../lib/content.ts';
import { clampText } from '../lib/text.ts';
import { webManifest } from '../lib/web-manifest.ts';

export const GET: APIRoute = async () => {
  const { pengaturan } = (await kontenSitus()).data;
  const manifest = webManifest(pengaturan.nama_gereja, clampText(pengaturan.tentang_singkat));
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
};
