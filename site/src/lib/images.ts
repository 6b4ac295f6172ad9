import type { StoredImage } from '@gkj/contract';
import { ALL_VARIANT_WIDTHS, DEFAULT_VARIANT_WIDTH, variantPath } from '@gkj/contract/images';

export { variantPath };

// A sibling is listed only when the image is wider than it, so the 1920 one appears exactly for the
// carousel's slides, which alone may be wider than 1600 px.
/** A `srcset` listing the variants narrower than the original, then the original itself. */
export function buildSrcset(image: StoredImage): string {
  const candidates: string[] = [];
  for (const width of ALL_VARIANT_WIDTHS) {
    if (width < image.width) candidates.push(`${variantPath(image.file_path, width)} ${width}w`);
  }
  candidates.push(`${image.file_path} ${image.width}w`);
  return candidates.join(', ');
}

/** The one file to name when only one fits (an `src`, an Open Graph image): the default variant, if smaller. */
export function defaultSource(image: StoredImage): string {
  return image.width > DEFAULT_VARIANT_WIDTH
    ? variantPath(image.file_path, DEFAULT_VARIANT_WIDTH)
    : image.file_path;
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

type SizeColumns<Name extends string> = Record<`${Name}_width` | `${Name}_height`, number | null>;

/** A record's image from its three columns (`<name>`, `<name>_width`, `<name>_height`), or null. */
export function imageOf<const Name extends string>(
  record: Record<Name, string | null> & SizeColumns<Name>,
  name: Name,
): StoredImage | null {
  const size: SizeColumns<Name> = record;
  return storedImage(record[name], size[`${name}_width`], size[`${name}_height`]);
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
  // The default variant is a sharp, light choice for browsers that ignore srcset.
  const src = defaultSource(image);
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
