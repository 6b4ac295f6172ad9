import type { ArtikelSummary, ListResult } from '@gkj/contract';
import { ArticleCard } from '../ui/ArticleCard.tsx';
import { RemoteListView } from '../ui/RemoteListView.tsx';
import { useRemoteList } from '../ui/use-remote-list.ts';

export const ARTICLE_LIST_SORT = { sort: 'tanggal_artikel', order: 'desc' };
const JENIS = [
  { value: '', label: 'Semua' },
  { value: 'berita', label: 'Berita' },
  { value: 'renungan', label: 'Renungan' },
  { value: 'kegiatan', label: 'Kegiatan' },
];

/** Searchable articles with a type filter, 9 per page; the API answers every search and page. */
export default function ArticleList({ initial }: { initial: ListResult<ArtikelSummary> }) {
  const list = useRemoteList({
    endpoint: '/api/artikel',
    perPage: 9,
    initial,
    urlName: 'artikel',
    fixed: ARTICLE_LIST_SORT,
    filters: { jenis: '' },
  });

  return (
    <RemoteListView
      list={list}
      search={{ label: 'Cari artikel', placeholder: 'Cari judul atau penulis...' }}
      filters={
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
      }
      texts={{
        loading: 'Memuat artikel...',
        empty: 'Belum ada artikel ditemukan.',
        pages: 'Halaman artikel',
      }}
      keyOf={(row) => row.id_artikel}
      card={(row) => <ArticleCard artikel={row} />}
    />
  );
}
