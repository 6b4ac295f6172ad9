import type { StoredImage } from './types.ts';

/**
 * Widths of the resized siblings the API stores beside an image: 480 and 960 beside every one, 1920 beside
 * the carousel's slides, which alone may be wider than 1600 px (up to 2560). A sibling is listed only
 * when the image is wider than it, so the 1920 one appears exactly for those slides.
 */
export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/** `/uploads/a/b.webp` → `/uploads/a/b-480.webp`. */
export function variantPath(filePath: string, width: number): string {
  const withoutExtension = filePath.replace(/\.[a-z0-9]+$/i, '');
  return `${withoutExtension}-${width}.webp`;
}

/** A `srcset` listing the variants narrower than the original, then the original itself. */
export function buildSrcset(image: StoredImage): string {
  const candidates: string[] = [];
  for (const width of VARIANT_WIDTHS) {
    if (width < image.width) candidates.push(`${variantPath(image.file_path, width)} ${width}w`);
  }
  candidates.push(`${image.file_path} ${image.width}w`);
  return candidates.join(', ');
}

/** The record's path and size as one image, or null when the record has no image. */
export function storedImage(
  filePath: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): StoredImage | null {
  if (!filePath) return null;
  // Size is always stored with the path; the fallback only keeps the layout stable if it is not.
  return { file_path: filePath, width: width || 1200, height: height || 900 };
}

/**
 * `sizes` of a list card's picture: a third or half of the grid from tablets up, and on phones the
 * 7rem square beside the text (`.card-compact`), which a small variant fills.
 */
export function cardImageSizes(tabletWidth: '30vw' | '45vw'): string {
  return `(min-width: 72rem) 22rem, (min-width: 48rem) ${tabletWidth}, 7rem`;
}

export interface ImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** The attributes every `<img>` of a stored image carries (React spelling). */
export function imageAttributes(image: StoredImage, sizes: string): ImageAttributes {
  // The 960 variant is a sharp, light default for browsers that ignore srcset.
  const src = image.width > 960 ? variantPath(image.file_path, 960) : image.file_path;
  return { src, srcSet: buildSrcset(image), sizes, width: image.width, height: image.height };
}

/**
 * Whether a picture should be shown whole (letterboxed) rather than cropped to a card's or page's
 * wide frame: anything narrower than a 4:3 photo, such as a square QRIS code or a portrait poster,
 * would lose its top and bottom.
 */
export function showsWhole(image: StoredImage): boolean {
  return image.width / image.height < 1.3;
}
