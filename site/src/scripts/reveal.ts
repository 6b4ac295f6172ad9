// Reveal on scroll: elements with `data-reveal` (its value is the visible share that triggers it,
// 0.2 unless given) fade in once. Only elements below the fold at load are hidden first, so nothing
// the visitor sees on arrival waits for a script; reduced motion turns it off altogether.
const DEFAULT_THRESHOLD = 0.2;

export function initReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window))
    return;
  const observers = new Map<number, IntersectionObserver>();
  const observerFor = (threshold: number) => {
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            entry.target.removeAttribute('data-reveal-pending');
            self.unobserve(entry.target);
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    return observer;
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < window.innerHeight) continue;
    element.setAttribute('data-reveal-pending', '');
    const threshold = Number.parseFloat(element.dataset.reveal ?? '');
    observerFor(threshold > 0 && threshold <= 1 ? threshold : DEFAULT_THRESHOLD).observe(element);
  }
}
