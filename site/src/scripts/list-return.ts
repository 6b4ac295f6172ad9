// A detail page's back link (`data-list-return`, e.g. /kegiatan#artikel) returns to the list as the
// visitor left it. A list page (`data-list-state`, whose islands keep their search, filter and page
// in the address) remembers its query string when the visitor leaves it; the back link takes it
// along to the list's own section.
import { closestTo } from './dom.ts';

const KEY_PREFIX = 'daftar:';

export function initListReturn(): void {
  if (document.querySelector('[data-list-state]')) {
    addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(KEY_PREFIX + location.pathname, location.search);
      } catch {
        // Storage may be off (private mode); the back link then opens the plain list.
      }
    });
  }
  document.addEventListener('click', (event) => {
    const link = closestTo<HTMLAnchorElement>(event.target, 'a[data-list-return]');
    if (!link) return;
    const target = new URL(link.href);
    try {
      target.search = sessionStorage.getItem(KEY_PREFIX + target.pathname) ?? '';
    } catch {
      return;
    }
    link.href = target.href;
  });
}
