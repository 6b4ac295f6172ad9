import { listReturnKey } from '../lib/list-url.ts';

// A detail page's back link (`data-list-return`, e.g. /kegiatan#artikel) returns to the list as
// the visitor left it: the list page keeps its last search, filter and page in session storage
// (use-remote-list.ts), and the link takes them along to the list's own section.
export function initListReturn(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-list-return]');
    if (!link) return;
    const target = new URL(link.href);
    try {
      target.search = sessionStorage.getItem(listReturnKey(target.pathname)) ?? '';
    } catch {
      return;
    }
    link.href = target.href;
  });
}
