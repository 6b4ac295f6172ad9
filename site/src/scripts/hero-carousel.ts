// The home carousel's behaviour over its prebuilt HTML (components/HeroCarousel.astro). It advances by
// itself (WCAG 2.2.2: a visible 'Jeda'/'Putar' button stops it), not under reduced motion, and holds still
// while a mouse is over it or focus is inside it. A sideways swipe changes the slide.
import { ICON_PATHS } from '../lib/icon-paths.ts';
import { type PointerStart, pointerAt, swipeStep } from '../lib/swipe.ts';

const AUTOPLAY_MS = 6000;

export function startCarousel(hero: HTMLElement): void {
  const slides = [...hero.querySelectorAll<HTMLElement>('.hero-slide')];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>('.hero-dot')];
  const pause = hero.querySelector<HTMLButtonElement>('.hero-pause');
  const title = hero.querySelector<HTMLElement>('.hero-slide-title');
  const count = slides.length;
  let index = 0;
  // Reduced motion: the visitor starts with a still carousel and may still press 'Putar'.
  let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  // A slide is put in the layout (its lazy picture then loads) before its turn, and stays there so it can
  // fade out; a slide shown before it was readied is laid out first, so it still fades in.
  const ready = (position: number) => {
    const slide = slides[position % count];
    if (slide.hasAttribute('data-armed')) return;
    slide.setAttribute('data-armed', '');
    void slide.offsetWidth;
  };

  const advancing = () => playing && !hovered && !focused && count > 1;

  // Restarted on every slide change, so a slide picked by hand gets its full time.
  const schedule = () => {
    window.clearInterval(timer);
    timer = advancing()
      ? window.setInterval(() => {
          if (document.visibilityState === 'visible') show(index + 1);
        }, AUTOPLAY_MS)
      : undefined;
    title?.setAttribute('aria-live', advancing() ? 'off' : 'polite');
  };

  const showTitle = (slide: HTMLElement) => {
    if (!title) return;
    const name = document.createElement('strong');
    name.textContent = slide.dataset.title ?? '';
    const parts: Node[] = [name];
    if (slide.dataset.caption) {
      const caption = document.createElement('span');
      caption.textContent = ` — ${slide.dataset.caption}`;
      parts.push(caption);
    }
    title.replaceChildren(...parts);
  };

  function show(next: number) {
    index = (next + count) % count;
    ready(index);
    slides.forEach((slide, position) => {
      slide.toggleAttribute('data-active', position === index);
      if (position === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, position) => {
      dot.setAttribute('aria-current', String(position === index));
    });
    showTitle(slides[index]);
    ready(index + 1);
    schedule();
  }

  const showPlaying = () => {
    if (!pause) return;
    pause.setAttribute('aria-label', playing ? 'Jeda slide otomatis' : 'Putar slide otomatis');
    pause.querySelector('path')?.setAttribute('d', ICON_PATHS[playing ? 'pause' : 'play']);
    const label = pause.querySelector('span');
    if (label) label.textContent = playing ? 'Jeda' : 'Putar';
  };

  hero.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !hero.contains(button)) return;
    if (button === pause) {
      playing = !playing;
      showPlaying();
      schedule();
    } else if (button.dataset.step) show(index + Number(button.dataset.step));
    else if (button.dataset.slide) show(Number(button.dataset.slide));
  });
  hero.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    schedule();
  });
  hero.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    schedule();
  });
  hero.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  hero.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && hero.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  });

  if (count > 1) {
    // The element has `touch-action: pan-y`: vertical drags still scroll the page.
    let start: PointerStart | null = null;
    hero.addEventListener('pointerdown', (event) => {
      start = event.isPrimary && event.button === 0 ? pointerAt(event) : null;
    });
    hero.addEventListener('pointerup', (event) => {
      const step = swipeStep(start, pointerAt(event));
      start = null;
      if (step !== 0) show(index + step);
    });
    hero.addEventListener('pointercancel', () => {
      start = null;
    });
    // A mouse drag would otherwise start dragging the picture out of the page.
    hero.addEventListener('dragstart', (event) => event.preventDefault());
    ready(0);
    ready(1);
  }

  // A mouse may already be over it, or focus inside it (a visitor who tabbed in before the script came).
  hovered = window.matchMedia('(hover: hover)').matches && hero.matches(':hover');
  focused = hero.contains(document.activeElement);
  showPlaying();
  schedule();
  hero.setAttribute('data-ready', '');
}
