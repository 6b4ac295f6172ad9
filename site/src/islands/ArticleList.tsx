import { useRef } from 'react';
import type { ArtikelRingkas, ListAnswer } from '../lib/types.ts';
import { ArticleCard } from '../ui/ArticleCard.tsx';
import { ListResults } from '../ui/ListResults.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { useRemoteList } from '../ui/use-remote-list.ts';

export const ARTICLE_LIST_SORT = { sort: 'tanggal_artikel', order: 'desc' };
const JENIS = [
  { value: '', label: 'Semua' },
  { value: 'berita', label: 'Berita' },
  { value: 'renungan', label: 'Renungan' },
  { value: 'kegiatan', label: 'Kegiatan' },
];

/** Searchable articles with a type filter, 9 per page; the API answers every search and page. */
export default function ArticleList({ initial }: { initial: ListAnswer<ArtikelRingkas> }) {
  const list = useRemoteList({
    endpoint: '/api/artikel',
    perPage: 9,
    initial,
    urlName: 'artikel',
    fixed: ARTICLE_LIST_SORT,
    filters: { jenis: '' },
  });
  const top = useRef<HTMLDivElement>(null);
  const goTo = (page: number) => {
    list.setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="remote-list" ref={top}>
      <search className="list-toolbar">
        <SearchField
          label="Cari artikel"
          placeholder="Cari judul atau penulis..."
          value={list.search}
          onChange={list.setSearch}
        />
        <label className="select-field">
          <span>Jenis</span>
          <select
            value={list.filters.jenis}
            onChange={(event) => list.setFilter('jenis', event.target.value)}
          >
            {JENIS.map((jenis) => (
              <option key={jenis.value} value={jenis.value}>
                {jenis.label}
              </option>
            ))}
          </select>
        </label>
      </search>
      <ListResults
        loading={list.loading}
        loadingText="Memuat artikel..."
        empty={list.rows.length === 0}
        emptyText="Belum ada artikel ditemukan."
      >
        <ul className="card-grid list-grid">
          {list.rows.map((row) => (
            <li key={row.id_artikel}>
              <ArticleCard artikel={row} />
            </li>
          ))}
        </ul>
      </ListResults>
      <Pagination page={list.page} count={list.pages} label="Halaman artikel" onChange={goTo} />
    </div>
  );
}
