import sharp, { type Sharp } from 'sharp';
import mark from '../../public/favicon.svg?raw';
import { fetchBytes } from './build-env.ts';
import { kontenSitus } from './content.ts';

let source: Promise<Buffer> | undefined;

/**
 * The picture the site's icons are made from, read once per build: the church's uploaded logo, else
 * the church mark. A logo that cannot be fetched does not stop a build over a favicon.
 */
function iconSource(): Promise<Buffer> {
  source ??= (async () => {
    const { logo } = (await kontenSitus()).data.pengaturan;
    if (logo) {
      try {
        return await fetchBytes(logo);
      } catch (error) {
        console.warn(`Ikon situs dibuat dari tanda gereja: logo ${logo} tidak terbaca (${String(error)}).`);
      }
    }
    // The church mark shipped with the site.
    return Buffer.from(mark);
  })();
  return source;
}

/** What the icons are made from, as a cache key: the uploaded logo's address, or the church mark. */
export async function iconSourceKey(): Promise<string> {
  return (await kontenSitus()).data.pengaturan.logo ?? 'tanda-gereja';
}

/** The logo in a square of `size` pixels; a logo that is not square is fitted in, on a clear background. */
async function squareIcon(size: number): Promise<Sharp> {
  return sharp(await iconSource(), { density: 384 }).resize(size, size, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

/** A square PNG icon of `size` pixels. */
export async function iconPng(size: number): Promise<Buffer> {
  return (await squareIcon(size)).png().toBuffer();
}

/**
 * The header's logo: drawn at BRAND_LOGO_PX CSS pixels on every page, so it is made at that size for each
 * screen density, as WebP (a couple of KB instead of the uploaded picture's smallest variant).
 */
export const BRAND_LOGO_PX = 40;
export const BRAND_LOGO_DENSITIES = [1, 2, 3] as const;

export const brandLogoPath = (density: number) => `/logo-${BRAND_LOGO_PX * density}.webp`;

export async function brandLogoWebp(size: number): Promise<Buffer> {
  return (await squareIcon(size)).webp({ quality: 80, effort: 6 }).toBuffer();
}
