import type { ReactNode } from 'react';
import { formatWaktuKegiatan, isoDate, waktuKegiatan } from '../lib/dates.ts';
import { splitParagraphs } from '../lib/text.ts';
import type { Kegiatan, StoredImage } from '../lib/types.ts';
import { Img } from './Img.tsx';
import { Icon } from './icons.tsx';
import { ShareButton } from './ShareButton.tsx';

export interface ActivityDetailProps {
  kegiatan: Kegiatan;
  cover: StoredImage | null;
  /** The gallery button (an island on prebuilt pages). */
  children?: ReactNode;
}

/** One activity; rendered to HTML at build time and in the browser for activities newer than the build. */
export function ActivityDetail({ kegiatan, cover, children }: ActivityDetailProps) {
  return (
    <article className="detail">
      <Img
        image={cover}
        alt={kegiatan.nama_kegiatan_gereja}
        sizes="(min-width: 52rem) 48rem, 100vw"
        className="detail-image ratio-16-9"
        whole
        priority
      />
      <header className="detail-header">
        <span className="badge">Kegiatan</span>
        <h1>{kegiatan.nama_kegiatan_gereja}</h1>
        <ul className="detail-facts">
          <li>
            <Icon name="calendar" />
            <time dateTime={isoDate(waktuKegiatan(kegiatan))}>{formatWaktuKegiatan(kegiatan)}</time>
          </li>
          {kegiatan.tempat_kegiatan_gereja && (
            <li>
              <Icon name="mapPin" />
              {kegiatan.tempat_kegiatan_gereja}
            </li>
          )}
          {kegiatan.tema_kegiatan_gereja && (
            <li>
              <Icon name="book" />
              Tema: {kegiatan.tema_kegiatan_gereja}
            </li>
          )}
        </ul>
      </header>
      <div className="prose detail-body">
        {splitParagraphs(kegiatan.deskripsi_kegiatan_gereja).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="detail-actions">
        {children}
        <ShareButton />
      </div>
      <a className="btn btn-outline back-button" href="/kegiatan#kegiatan" data-list-return="">
        ← Kembali ke Daftar Kegiatan
      </a>
    </article>
  );
}
