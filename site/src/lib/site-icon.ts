import sharp from 'sharp';
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

/** A square PNG icon of `size` pixels; a logo that is not square is fitted in, on a clear background. */
export async function iconPng(size: number): Promise<Buffer> {
  return sharp(await iconSource(), { density: 384 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}
