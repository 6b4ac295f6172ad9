import type { StoredImage } from '@gkj/contract';
import { useEffect, useState } from 'react';
import { Img } from './Img.tsx';
import { Icon } from './icons.tsx';
import { useSwipe } from './use-swipe.ts';

export interface Photo {
  image: StoredImage;
  alt: string;
  caption?: string;
}

/** A photo viewer for dialogs: one photo at a time, arrows (buttons and keys), swipes and thumbnails. */
export function PhotoCarousel({ photos, label }: { photos: Photo[]; label: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const swipe = useSwipe((step) => setIndex((current) => (current + step + count) % count));

  // The viewer lives only while its dialog is open, so the arrow keys can belong to it page-wide.
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      setIndex((current) => (current + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  if (count === 0) return <p className="empty-state">Belum ada foto.</p>;
  const current = photos[Math.min(index, count - 1)];
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section className="photo-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="photo-stage" {...(count > 1 ? swipe : {})}>
        <Img
          key={current.image.file_path}
          image={current.image}
          alt={current.alt}
          sizes="(min-width: 60rem) 56rem, 92vw"
        />
        {count > 1 && (
          <>
            <button type="button" className="icon-btn photo-nav photo-nav-prev" onClick={() => go(index - 1)}>
              <Icon name="chevronLeft" label="Foto sebelumnya" />
            </button>
            <button type="button" className="icon-btn photo-nav photo-nav-next" onClick={() => go(index + 1)}>
              <Icon name="chevronRight" label="Foto berikutnya" />
            </button>
          </>
        )}
      </div>
      <p className="photo-caption" aria-live="polite">
        <span>{current.caption ?? current.alt}</span>
        <span>
          {index + 1} / {count}
        </span>
      </p>
      {count > 1 && (
        <ul className="photo-thumbs">
          {photos.map((photo, position) => (
            <li key={photo.image.file_path}>
              <button
                type="button"
                className="photo-thumb"
                aria-current={position === index}
                aria-label={`Foto ${position + 1}: ${photo.alt}`}
                onClick={() => setIndex(position)}
              >
                <Img image={photo.image} alt="" sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
