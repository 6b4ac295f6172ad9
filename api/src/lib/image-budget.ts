import sharp from 'sharp';
import { httpError } from './http-error.ts';
import { MAX_INPUT_PIXELS } from './image-store.ts';

/** Pixels one request may ask the server to decode: ten photos of a 10-megapixel phone camera. */
export const REQUEST_MEGAPIXELS = 100;
const WINDOW_MS = 60_000;

export const REQUEST_BUDGET_MESSAGE = `Gambar dalam satu kiriman terlalu besar (lebih dari ${REQUEST_MEGAPIXELS} megapiksel). Kirim lebih sedikit gambar sekaligus.`;
export const minuteBudgetMessage = (limit: number) =>
  `Terlalu banyak gambar diunggah dalam satu menit (batas ${limit} megapiksel). Tunggu sebentar, lalu coba lagi.`;

/**
 * Decoding and re-encoding an image costs CPU in proportion to its pixels, not its bytes: a 156 KB PNG of
 * 49 megapixels took 3 s. Each request, and each signed-in user per minute, gets a budget of pixels,
 * read from the images' headers before any of them is decoded. The minute's count is kept per instance:
 * with several, each grants its own budget, which still bounds what one user can make one machine do.
 */
export class ImageBudget {
  private readonly spent = new Map<string, { at: number; megapixels: number }[]>();
  private readonly perMinute: number;

  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  /** Throws 429 when the images would exceed the request's or the user's budget; charges them otherwise. */
  async charge(user: string, images: Buffer[], now = Date.now()): Promise<void> {
    const megapixels = (await Promise.all(images.map(megapixelsOf))).reduce((sum, value) => sum + value, 0);
    if (megapixels === 0) return;
    if (megapixels > REQUEST_MEGAPIXELS) throw httpError(429, REQUEST_BUDGET_MESSAGE);
    const recent = (this.spent.get(user) ?? []).filter((entry) => now - entry.at < WINDOW_MS);
    const used = recent.reduce((sum, entry) => sum + entry.megapixels, 0);
    if (used + megapixels > this.perMinute) {
      this.spent.set(user, recent);
      throw httpError(429, minuteBudgetMessage(this.perMinute));
    }
    recent.push({ at: now, megapixels });
    this.spent.set(user, recent);
    this.prune(now);
  }

  /** Users who uploaded nothing for a minute take no memory. */
  private prune(now: number): void {
    if (this.spent.size < 1000) return;
    for (const [user, entries] of this.spent) {
      if (entries.every((entry) => now - entry.at >= WINDOW_MS)) this.spent.delete(user);
    }
  }
}

/**
 * From the header alone. A file that is no image, or one too large to ever be taken, costs nothing
 * here: the image store refuses it with its own reason before decoding it.
 */
async function megapixelsOf(buffer: Buffer): Promise<number> {
  try {
    const { width, height, pages } = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (!width || !height || width * height > MAX_INPUT_PIXELS) return 0;
    return (width * height * (pages ?? 1)) / 1_000_000;
  } catch {
    return 0;
  }
}
