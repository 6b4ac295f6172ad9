import type { Kegiatan } from '@gkj/contract';
import { formatTanggalSingkat, formatWaktuKegiatan, isoDate, waktuKegiatan } from '../lib/dates.ts';
import { detailHref } from '../lib/routes.ts';
import { CardImage } from './Img.tsx';
import { Icon } from './icons.tsx';

/** `eager` for the cards of the first row, which a visitor sees on arrival (the page's largest paint). */
export function ActivityCard({ kegiatan, eager = false }: { kegiatan: Kegiatan; eager?: boolean }) {
  return (
    <a className="card card-link card-compact" href={detailHref('kegiatan', kegiatan.id_kegiatan_gereja)}>
      <CardImage image={kegiatan.gambar_thumbnail ?? null} tabletWidth="45vw" eager={eager} />
      <div className="card-body">
        <h3 className="card-title">{kegiatan.nama_kegiatan_gereja}</h3>
        <p className="card-meta icon-line">
          <Icon name="calendar" />
          <time dateTime={isoDate(waktuKegiatan(kegiatan))}>
            {formatWaktuKegiatan(kegiatan, formatTanggalSingkat)}
          </time>
        </p>
        {kegiatan.tempat_kegiatan_gereja && (
          <p className="card-meta icon-line">
            <Icon name="mapPin" />
            {kegiatan.tempat_kegiatan_gereja}
          </p>
        )}
      </div>
    </a>
  );
}
