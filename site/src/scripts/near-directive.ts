// `client:near`: an island that shows prebuilt HTML and loads its code only when the visitor is about to
// use it, so a page's first load carries no framework at all. Its code loads when the visitor, having
// started to move about the page (a scroll, a tap, a key), comes within NEAR of the island, or at once
// when they point at it, touch it or focus inside it. A click that comes before the code has arrived is
// held and given again once the island can take it; links inside need no code and are left alone.
import type { ClientDirective } from 'astro';

const NEAR = '400px';
const FIRST_MOVES = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

let visitorMoved: Promise<void> | undefined;

/**
 * Resolves at the visitor's first move on the page. Until then nothing is near: what shows on arrival is
 * what the build made, even on a screen tall enough to show an island at once.
 */
function firstMove(): Promise<void> {
  visitorMoved ??= new Promise((resolve) => {
    // Opened lower down (a link to a section, a restored scroll): already moved.
    if (window.scrollY > 0) {
      resolve();
      return;
    }
    const moved = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, moved, true);
      resolve();
    };
    for (const type of FIRST_MOVES) window.addEventListener(type, moved, { capture: true, passive: true });
  });
  return visitorMoved;
}

const nearDirective: ClientDirective = (load, _options, island) => {
  let hydration: Promise<void> | undefined;
  let observer: IntersectionObserver | undefined;

  const holdClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => target.dispatchEvent(new MouseEvent('click', event)));
  };

  const start = (): Promise<void> => {
    if (!hydration) {
      observer?.disconnect();
      for (const type of INTENT) island.removeEventListener(type, start, true);
      hydration = load()
        .then((hydrate) => hydrate())
        .finally(() => island.removeEventListener('click', holdClick, true));
    }
    return hydration;
  };

  island.addEventListener('click', holdClick, true);
  for (const type of INTENT) island.addEventListener(type, start, { capture: true, passive: true });
  void firstMove().then(() => {
    if (hydration) return;
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      },
      { rootMargin: NEAR },
    );
    // The island element itself has no box (display: contents): its children are what show.
    for (const child of island.children) observer.observe(child);
  });
};

export default nearDirective;
