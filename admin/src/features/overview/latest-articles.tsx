import type { ArtikelSummary as ArtikelRow } from '@gkj/contract';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Card } from '../../components/ui/card.tsx';
import { capitalize, formatDate } from '../../lib/format.ts';

/** The newest articles, for the roles that write them. */
export function LatestArticles() {
  const { data } = useSWR<{ data: ArtikelRow[] }>('/artikel?sort=tanggal_artikel&order=desc&per_page=5');
  return (
    <Card
      titleId="latest-title"
      title="Artikel Terbaru"
      link={{ href: '/admin-dashboard/artikel', label: 'Semua artikel' }}
    >
      {!data ? (
        <p className="field-description">Memuat data artikel...</p>
      ) : data.data.length === 0 ? (
        <p className="field-description">Belum ada artikel.</p>
      ) : (
        <ul className="upcoming-list">
          {data.data.map((artikel) => (
            <li key={artikel.id_artikel} className="upcoming-item">
              <span className="upcoming-when">
                {formatDate(artikel.tanggal_artikel)} · {capitalize(artikel.jenis_artikel)}
              </span>
              <Link className="upcoming-name" to={`/admin-dashboard/detail-artikel/${artikel.id_artikel}`}>
                {artikel.judul_artikel}
              </Link>
              <span className="upcoming-place">{artikel.author}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
