// The results page (/cari): reads `q` and `jenis` from its address, loads the release's Pagefind index
// (only here, so no other page pays for it) and shows each result's title, type, date and excerpt. It
// needs nothing from the API: the index is static files of the release.
import { formatTanggalSingkat, isoDate } from '../lib/dates.ts';
import { SEARCH_FIELDS, type SearchType, searchTypeOf } from '../lib/search.ts';
import { dropPagefind, loadPagefind, type PagefindResult, type PagefindResultData } from './pagefind.ts';

const PAGE_SIZE = 10;
const TYPING_PAUSE_MS = 250;

interface Elements {
  form: HTMLFormElement;
  input: HTMLInputElement;
  status: HTMLElement;
  list: HTMLOListElement;
  more: HTMLButtonElement;
}

/** Pagefind's excerpt is HTML with <mark> around the matched words: only those survive, as elements. */
function excerptNodes(excerpt: string): Node[] {
  // A template's content is inert: nothing in it loads or runs while it is read.
  const template = document.createElement('template');
  template.innerHTML = excerpt;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

/** The page's own address (`/artikel/3/` → `/artikel/3`: the site's addresses have no trailing slash). */
function pageAddress(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const href = pageAddress(data.url);
  const type: SearchType = (data.filters[SEARCH_FIELDS.type]?.[0] as SearchType) ?? searchTypeOf(href);
  const item = document.createElement('li');
  item.className = 'search-result';
  const meta = document.createElement('p');
  meta.className = 'search-result-meta';
  const badge = document.createElement('span');
  badge.className = 'badge';
  badge.textContent = type;
  meta.append(badge);
  const day = data.meta[SEARCH_FIELDS.date];
  if (day) {
    const time = document.createElement('time');
    time.dateTime = isoDate(day) ?? day;
    time.textContent = formatTanggalSingkat(day);
    meta.append(time);
  }
  const title = document.createElement('h2');
  title.className = 'search-result-title';
  const link = document.createElement('a');
  link.href = href;
  link.textContent = data.meta.title || href;
  title.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'search-result-excerpt';
  excerpt.append(...excerptNodes(data.excerpt));
  item.append(meta, title, excerpt);
  return item;
}

function chosenType(form: HTMLFormElement): string {
  return new FormData(form).get('jenis')?.toString() ?? '';
}

/** Keeps the address in step with the search, so it can be shared, reloaded and gone back to. */
function rememberInAddress(query: string, type: string): void {
  const url = new URL(location.href);
  url.search = '';
  if (query) url.searchParams.set('q', query);
  if (type) url.searchParams.set('jenis', type);
  history.replaceState(history.state, '', url);
}

export function startSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const more = document.querySelector<HTMLButtonElement>('[data-search-more]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !status || !list || !more || !input) return;
  const page: Elements = { form, input, status, list, more };

  const params = new URL(location.href).searchParams;
  input.value = params.get('q')?.trim() ?? '';
  const type = params.get('jenis') ?? '';
  const radio = form.querySelector<HTMLInputElement>(`input[name="jenis"][value="${CSS.escape(type)}"]`);
  if (radio) radio.checked = true;

  let results: PagefindResult[] = [];
  let shown = 0;
  // Each search has a number; an answer to an older one (typing goes on) is dropped.
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showMore = async (focusFirst: boolean) => {
    const batch = results.slice(shown, shown + PAGE_SIZE);
    const search = latest;
    const items = (await Promise.all(batch.map((result) => result.data()))).map(resultItem);
    if (search !== latest) return;
    page.list.append(...items);
    shown += batch.length;
    page.more.hidden = shown >= results.length;
    if (focusFirst) items[0]?.querySelector('a')?.focus();
  };

  const run = async () => {
    clearTimeout(timer);
    const query = page.input.value.trim();
    const jenis = chosenType(page.form);
    rememberInAddress(query, jenis);
    const search = ++latest;
    results = [];
    shown = 0;
    page.more.hidden = true;
    page.status.removeAttribute('data-empty');
    if (!query) {
      page.list.replaceChildren();
      page.status.textContent = 'Ketik kata yang dicari, misalnya doa, natal, atau nama kegiatan.';
      return;
    }
    page.list.setAttribute('aria-busy', 'true');
    page.status.textContent = 'Mencari...';
    try {
      const pagefind = await loadPagefind();
      const answer = await pagefind.search(query, {
        filters: jenis ? { [SEARCH_FIELDS.type]: jenis } : {},
      });
      if (search !== latest) return;
      results = answer?.results ?? [];
      page.list.replaceChildren();
      await showMore(false);
      if (search !== latest) return;
      const where = jenis ? ` di ${jenis}` : '';
      page.status.toggleAttribute('data-empty', results.length === 0);
      page.status.textContent =
        results.length === 0
          ? `Tidak ada hasil untuk “${query}”${where}. Coba kata lain.`
          : `${results.length} hasil untuk “${query}”${where}.`;
    } catch {
      dropPagefind();
      if (search !== latest) return;
      page.list.replaceChildren();
      page.status.setAttribute('data-empty', '');
      page.status.textContent = 'Pencarian belum dapat dimuat. Periksa koneksi Anda, lalu coba lagi.';
    } finally {
      if (search === latest) page.list.removeAttribute('aria-busy');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, TYPING_PAUSE_MS);
  });
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).matches('input[name="jenis"]')) void run();
  });
  more.addEventListener('click', () => {
    showMore(true).catch(() => {
      page.status.textContent = 'Hasil berikutnya belum dapat dimuat. Periksa koneksi Anda, lalu coba lagi.';
    });
  });

  void run();
  if (!input.value) input.focus();
}
