import type { ArtikelSummary } from '@gkj/contract';
import { formatTanggalSingkat, isoDate } from '../lib/dates.ts';
import { imageOf } from '../lib/images.ts';
import { detailHref } from '../lib/routes.ts';
import { capitalize, clampText } from '../lib/text.ts';
import { CardImage } from './Img.tsx';

export function ArticleCard({ artikel }: { artikel: ArtikelSummary }) {
  const excerpt = clampText(artikel.excerpt, 120);
  return (
    <a className="card card-link card-compact" href={detailHref('artikel', artikel.id_artikel)}>
      <CardImage image={imageOf(artikel, 'gambar_artikel')} tabletWidth="45vw" />
      <div className="card-body">
        <span className="badge">{capitalize(artikel.jenis_artikel)}</span>
        <h3 className="card-title">{artikel.judul_artikel}</h3>
        <p className="card-meta">
          {artikel.author} ·{' '}
          <time dateTime={isoDate(artikel.tanggal_artikel)}>
            {formatTanggalSingkat(artikel.tanggal_artikel)}
          </time>
        </p>
        {excerpt && <p className="card-excerpt">{excerpt}</p>}
      </div>
    </a>
  );
}
