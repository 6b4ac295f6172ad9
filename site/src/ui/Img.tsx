import { imageAttributes } from '../lib/images.ts';
import type { StoredImage } from '../lib/types.ts';
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
}

/**
 * A stored image in a frame of fixed proportions. A missing image shows the 'Gagal Load' placeholder
 * at once; a broken one is switched to it by the page's image-error listener (see BaseLayout).
 */
export function Img({ image, alt, sizes, className, priority = false, eager = false }: ImgProps) {
  const frameClass = className ? `img-frame ${className}` : 'img-frame';
  return (
    <div className={frameClass} data-failed={image ? undefined : ''}>
      {image && (
        <img
          {...imageAttributes(image, sizes)}
          alt={alt}
          loading={priority || eager ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <span className="img-fallback">
        <Icon name="image" />
        Gagal Load
      </span>
    </div>
  );
}
