import { useEffect, useState } from 'react';
import type { Slide } from '../lib/types.ts';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';

export interface HeroCarouselProps {
  slides: Slide[];
  title: string;
  text: string;
}

const AUTOPLAY_MS = 6000;

/** The full-screen home carousel with the welcome caption; it advances by itself unless paused. */
export default function HeroCarousel({ slides, title, text }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const current = slides[index];

  return (
    <section
      className="hero on-dark"
      aria-roledescription="carousel"
      aria-label="Galeri utama"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
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
          <p className="hero-slide-title" aria-live={paused ? 'polite' : 'off'}>
            <strong>{current.judul}</strong>
            {current.keterangan && <span> — {current.keterangan}</span>}
          </p>
          {count > 1 && (
            <div className="hero-nav">
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
