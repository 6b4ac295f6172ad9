import { useRef } from 'react';
import type { Kegiatan, ListAnswer } from '../lib/types.ts';
import { ActivityCard } from '../ui/ActivityCard.tsx';
import { ListResults } from '../ui/ListResults.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { useRemoteList } from '../ui/use-remote-list.ts';

/** The API's 'terdekat' order: upcoming activities first (nearest first), then past ones, latest first. */
export const ACTIVITY_LIST_SORT = { sort: 'terdekat' };
/** The list opens the page, so its first row (three cards on desktop, the top of a phone) is on screen. */
const EAGER_CARDS = 3;

/** Searchable activities, 9 per page; the API answers every search and page. */
export default function ActivityList({ initial }: { initial: ListAnswer<Kegiatan> }) {
  const list = useRemoteList({
    endpoint: '/api/kegiatan-gereja',
    perPage: 9,
    initial,
    urlName: 'kegiatan',
    fixed: ACTIVITY_LIST_SORT,
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
          label="Cari kegiatan"
          placeholder="Cari kegiatan atau lokasi..."
          value={list.search}
          onChange={list.setSearch}
        />
      </search>
      <ListResults
        loading={list.loading}
        loadingText="Memuat kegiatan..."
        empty={list.rows.length === 0}
        emptyText="Tidak ada kegiatan ditemukan."
      >
        <ul className="card-grid list-grid">
          {list.rows.map((row, index) => (
            <li key={row.id_kegiatan_gereja}>
              <ActivityCard kegiatan={row} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      </ListResults>
      <Pagination page={list.page} count={list.pages} label="Halaman kegiatan" onChange={goTo} />
    </div>
  );
}
