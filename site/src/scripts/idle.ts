/**
 * Runs `work` once the page has loaded (its pictures included) and the browser has a quiet moment, so
 * code that is not needed to show the page never competes with what is. Browsers without
 * requestIdleCallback get a short pause after the load instead.
 */
export function whenIdleAfterLoad(work: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
