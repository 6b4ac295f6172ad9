import { type FocusEvent, useEffect, useState } from 'react';
import type { Slide } from '../lib/types.ts';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';
import { useSwipe } from '../ui/use-swipe.ts';

export interface HeroCarouselProps {
  slides: Slide[];
  title: string;
  text: string;
}

const AUTOPLAY_MS = 6000;

/**
 * The full-screen home carousel with the welcome caption. It advances by itself (WCAG 2.2.2: a
 * visible 'Jeda'/'Putar' button stops it), not under reduced motion, and holds still while a mouse
 * is over it or focus is inside it. A sideways swipe changes the slide.
 */
export default function HeroCarousel({ slides, title, text }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);
  const swipe = useSwipe((step) => go(index + step));

  // Reduced motion: the visitor starts with a still carousel and may still press 'Putar'.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  const advancing = playing && !hovered && !focused && count > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted on every slide change, so a slide picked by hand gets its full time
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [advancing, count, index]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const current = slides[index];

  return (
    <section
      className="hero on-dark"
      aria-roledescription="carousel"
      aria-label="Galeri utama"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      {...(count > 1 ? swipe : {})}
    >
      <div className="hero-slides">
        {slides.map((slide, position) => (
          <div
            key={slide.file_path}
            className="hero-slide"
            data-active={position === index ? '' : undefined}
            aria-hidden={position === index ? undefined : true}
          >
            <Img
              image={slide}
              alt={slide.judul}
              sizes="100vw"
              className="hero-image"
              priority={position === 0}
            />
          </div>
        ))}
      </div>
      <div className="hero-shade" />
      <div className="hero-caption container">
        <h1>{title}</h1>
        <p className="hero-text">{text}</p>
        <div className="hero-actions">
          <a className="btn btn-light" href="#jadwal-ibadah">
            Lihat Jadwal Ibadah
          </a>
          <a className="btn btn-ghost-light" href="/profile">
            Mengenal Kami
          </a>
        </div>
      </div>
      {count > 0 && (
        <div className="hero-controls container">
          <p className="hero-slide-title" aria-live={advancing ? 'off' : 'polite'}>
            <strong>{current.judul}</strong>
            {current.keterangan && <span> — {current.keterangan}</span>}
          </p>
          {count > 1 && (
            <div className="hero-nav">
              <button
                type="button"
                className="hero-pause"
                aria-label={playing ? 'Jeda slide otomatis' : 'Putar slide otomatis'}
                onClick={() => setPlaying((current) => !current)}
              >
                <Icon name={playing ? 'pause' : 'play'} />
                {playing ? 'Jeda' : 'Putar'}
              </button>
              <button type="button" className="hero-arrow" onClick={() => go(index - 1)}>
                <Icon name="chevronLeft" label="Slide sebelumnya" />
              </button>
              <div className="hero-dots">
                {slides.map((slide, position) => (
                  <button
                    key={slide.file_path}
                    type="button"
                    className="hero-dot"
                    aria-label={`Tampilkan slide ${position + 1}`}
                    aria-current={position === index}
                    onClick={() => setIndex(position)}
                  />
                ))}
              </div>
              <button type="button" className="hero-arrow" onClick={() => go(index + 1)}>
                <Icon name="chevronRight" label="Slide berikutnya" />
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
