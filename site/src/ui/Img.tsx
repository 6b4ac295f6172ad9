import type { StoredImage } from '@gkj/contract';
import { cardImageSizes, imageAttributes, showsWhole } from '../lib/images.ts';
import { Icon } from './icons.tsx';

export interface ImgProps {
  image: StoredImage | null;
  alt: string;
  /** How wide the image is drawn, for the browser's srcset choice. */
  sizes: string;
  /** Classes of the frame (aspect ratio, rounding). */
  className?: string;
  /** The page's main picture (its largest paint): load at once and with high priority. */
  priority?: boolean;
  /** Above the fold but small: load at once, without jumping the queue. */
  eager?: boolean;
  /** A card's or page's wide frame: a portrait or square picture is shown whole, not cropped. */
  whole?: boolean;
}

/**
 * A stored image in a frame of fixed proportions. A record without an image gets a designed
 * placeholder (the church mark on a soft background), because an absent picture is not an error;
 * an image that fails to load is switched to 'Gagal Load' by the page's image-error listener
 * (see BaseLayout).
 */
export function Img({
  image,
  alt,
  sizes,
  className,
  priority = false,
  eager = false,
  whole = false,
}: ImgProps) {
  const frameClass = className ? `img-frame ${className}` : 'img-frame';
  if (!image) {
    return (
      <div className={frameClass} data-empty="">
        <ChurchMark />
      </div>
    );
  }
  return (
    <div className={frameClass} data-fit={whole && showsWhole(image) ? 'contain' : undefined}>
      <img
        {...imageAttributes(image, sizes)}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <span className="img-fallback">
        <Icon name="image" />
        Gagal Load
      </span>
    </div>
  );
}

/** The cross in a circle of the site's icon; decorative, it stands in for a picture never uploaded. */
function ChurchMark() {
  return (
    <svg className="img-placeholder" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" />
      <path d="M14.5 6h3v20h-3zM9 11h14v3H9z" />
    </svg>
  );
}

/** The main picture of a detail page: the page's widest frame, shown whole, loaded first. */
export function DetailImage({ image, alt }: Pick<ImgProps, 'image' | 'alt'>) {
  return (
    <Img
      image={image}
      alt={alt}
      sizes="(min-width: 52rem) 48rem, 100vw"
      className="detail-image ratio-16-9"
      whole
      priority
    />
  );
}

/** A card's picture: decorative beside the card's title, 16:9 and shown whole, sized for its grid. */
export function CardImage({
  image,
  tabletWidth,
  eager,
}: {
  image: StoredImage | null;
  tabletWidth: '30vw' | '45vw';
  eager?: boolean;
}) {
  return (
    <Img
      image={image}
      alt=""
      sizes={cardImageSizes(tabletWidth)}
      className="ratio-16-9"
      whole
      eager={eager}
    />
  );
}
