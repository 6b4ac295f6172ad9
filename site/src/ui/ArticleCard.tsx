import { formatTanggalSingkat, isoDate } from '../lib/dates.ts';
import { cardImageSizes, storedImage } from '../lib/images.ts';
import { detailHref } from '../lib/routes.ts';
import { capitalize, clampText } from '../lib/text.ts';
import type { ArtikelRingkas } from '../lib/types.ts';
import { Img } from './Img.tsx';

export function ArticleCard({ artikel }: { artikel: ArtikelRingkas }) {
  const excerpt = clampText(artikel.excerpt ?? artikel.description, 120);
  return (
    <a className="card card-link card-compact" href={detailHref('artikel', artikel.id_artikel)}>
      <Img
        image={storedImage(
          artikel.gambar_artikel,
          artikel.gambar_artikel_width,
          artikel.gambar_artikel_height,
        )}
        alt=""
        sizes={cardImageSizes('45vw')}
        className="ratio-16-9"
        whole
      />
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
