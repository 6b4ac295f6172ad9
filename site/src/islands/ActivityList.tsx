import type { Kegiatan, ListResult } from '@gkj/contract';
import { ActivityCard } from '../ui/ActivityCard.tsx';
import { RemoteListView } from '../ui/RemoteListView.tsx';
import { useRemoteList } from '../ui/use-remote-list.ts';

/** The API's 'terdekat' order: upcoming activities first (nearest first), then past ones, latest first. */
export const ACTIVITY_LIST_SORT = { sort: 'terdekat' };
/** The list opens the page, so its first row (three cards on desktop, the top of a phone) is on screen. */
const EAGER_CARDS = 3;

/** Searchable activities, 9 per page; the API answers every search and page. */
export default function ActivityList({ initial }: { initial: ListResult<Kegiatan> }) {
  const list = useRemoteList({
    endpoint: '/api/kegiatan-gereja',
    perPage: 9,
    initial,
    urlName: 'kegiatan',
    fixed: ACTIVITY_LIST_SORT,
  });

  return (
    <RemoteListView
      list={list}
      search={{ label: 'Cari kegiatan', placeholder: 'Cari kegiatan atau lokasi...' }}
      texts={{
        loading: 'Memuat kegiatan...',
        empty: 'Tidak ada kegiatan ditemukan.',
        pages: 'Halaman kegiatan',
      }}
      keyOf={(row) => row.id_kegiatan_gereja}
      card={(row, index) => <ActivityCard kegiatan={row} eager={index < EAGER_CARDS} />}
    />
  );
}
