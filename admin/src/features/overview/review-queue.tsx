import type { TinjauanItem, TinjauanList } from '@gkj/contract';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatStamp } from '../../lib/format.ts';

const KIND: Record<TinjauanItem['jenis'], { label: string; form: string }> = {
  artikel: { label: 'Artikel', form: '/admin-dashboard/detail-artikel' },
  kegiatan: { label: 'Kegiatan', form: '/admin-dashboard/detail-kegiatan' },
  warta: { label: 'Warta Jemaat', form: '/admin-dashboard/detail-warta' },
};

/** What writers sent for review, the longest waiting first: for the roles that publish. */
export function ReviewQueue() {
  const { data, error, isLoading } = useSWR<TinjauanList>('/tinjauan');
  const total = data?.total ?? 0;
  return (
    <Card
      titleId="review-title"
      title={
        <>
          Menunggu Tinjauan {data && <span className={total ? 'badge badge-warning' : 'badge'}>{total}</span>}
        </>
      }
    >
      {isLoading ? (
        <Spinner label="Memuat antrean tinjauan..." />
      ) : error && !data ? (
        <p className="field-description">Antrean tinjauan tidak dapat dimuat.</p>
      ) : !data?.data.length ? (
        <p className="field-description">Tidak ada konten yang menunggu tinjauan.</p>
      ) : (
        <ul className="upcoming-list">
          {data.data.map((item) => (
            <li key={`${item.jenis}-${item.id}`} className="upcoming-item">
              <span className="upcoming-when">
                {KIND[item.jenis].label} · sejak {formatStamp(item.updated_at)}
              </span>
              <Link className="upcoming-name" to={`${KIND[item.jenis].form}/${item.id}`}>
                {item.judul}
              </Link>
              {item.penulis && <span className="upcoming-place">{item.penulis}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
