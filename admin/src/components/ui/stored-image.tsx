import type { ReactNode } from 'react';
import { imageSrcSet } from '../../lib/format.ts';

export interface StoredImageFile {
  file_path: string;
  width: number;
  height: number;
}

/** An uploaded image with its resized siblings, sized for where it stands. */
export function StoredImage({ image, alt, sizes }: { image: StoredImageFile; alt: string; sizes: string }) {
  return (
    <img
      src={image.file_path}
      srcSet={imageSrcSet(image.file_path, image.width)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
    />
  );
}

/** A photo of a grid (the church gallery, an activity's images): the image, its name and its buttons. */
export function PhotoCard(props: {
  image: StoredImageFile;
  name: string;
  meta: ReactNode;
  actions: ReactNode;
  isCover?: boolean;
}) {
  return (
    <li className="photo-card" data-cover={props.isCover || undefined}>
      <StoredImage image={props.image} alt={props.name} sizes="(max-width: 767px) 50vw, 240px" />
      <div className="photo-meta">
        <span className="photo-name">{props.name}</span>
        {props.meta}
      </div>
      <div className="photo-actions">{props.actions}</div>
    </li>
  );
}
