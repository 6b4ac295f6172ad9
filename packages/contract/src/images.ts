/**
 * How a stored image and its resized siblings are named, for the API that writes them and the site and
 * dashboard that point at them: `/uploads/<folder>/<32 hex>.webp`, with `-480.webp` and `-960.webp`
 * beside every image and `-1920.webp` beside the carousel's slides. Plain values, no dependencies.
 */

/** The longest side of a stored image; every other upload stays this small. */
export const MAX_IMAGE_SIDE = 1600;
/** The sibling a client shows when it can name only one file: sharp on most screens, light to fetch. */
export const DEFAULT_VARIANT_WIDTH = 960;
/** The resized siblings beside every stored image. */
export const VARIANT_WIDTHS = [480, DEFAULT_VARIANT_WIDTH] as const;

/**
 * The home carousel's slides fill the screen: a 1920 or 2560 px wide display (or a phone at 3x) needs more
 * than 1600 px. Only they are kept up to 2560 px, with a 1920 px sibling.
 */
export const WIDE_FOLDERS: ReadonlySet<string> = new Set(['slide']);
export const WIDE_MAX_SIDE = 2560;
export const WIDE_VARIANT_WIDTH = 1920;
/** Every sibling width any image may have, narrowest first. */
export const ALL_VARIANT_WIDTHS = [...VARIANT_WIDTHS, WIDE_VARIANT_WIDTH] as const;

/** The widths of the resized siblings every image of `folder` has. */
export function variantWidthsOf(folder: string): readonly number[] {
  return WIDE_FOLDERS.has(folder) ? ALL_VARIANT_WIDTHS : VARIANT_WIDTHS;
}

/** `/uploads/a/b.webp` → `/uploads/a/b-480.webp`. */
export function variantPath(filePath: string, width: number): string {
  return `${filePath.replace(/\.[a-z0-9]+$/i, '')}-${width}.webp`;
}

/** The file-name suffix of any sibling, as a regular-expression group: `(-480|-960|-1920)`. */
export const VARIANT_SUFFIX_PATTERN = `(${ALL_VARIANT_WIDTHS.map((width) => `-${width}`).join('|')})`;

/** The declared types of the formats accepted: what clients offer and check before sending (the bytes decide). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
