import type { Kegiatan, StoredImage } from '@gkj/contract';
import type { ReactNode } from 'react';
import { formatWaktuKegiatan, isoDate, waktuKegiatan } from '../lib/dates.ts';
import type { ChurchPlace } from '../lib/lokasi.ts';
import { splitParagraphs } from '../lib/text.ts';
import { AddToCalendar, type CalendarLinks } from './AddToCalendar.tsx';
import { DirectionsTo } from './Directions.tsx';
import { DetailImage } from './Img.tsx';
import { Icon } from './icons.tsx';
import { ShareButton } from './ShareButton.tsx';

export interface ActivityDetailProps {
  kegiatan: Kegiatan;
  cover: StoredImage | null;
  /** The gallery button (an island on prebuilt pages). */
  children?: ReactNode;
  /** Off on a preview, whose address is private and not to pass on. */
  share?: boolean;
  /** The church the place names, for directions (built pages only). */
  church?: ChurchPlace;
  /** 'Tambahkan ke Kalender' (built pages only: the event's .ics file is made with the build). */
  calendar?: CalendarLinks;
}

/** One activity; rendered to HTML at build time and in the browser (newer than the build, or a preview). */
export function ActivityDetail({
  kegiatan,
  cover,
  children,
  share = true,
  church,
  calendar,
}: ActivityDetailProps) {
  return (
    <article className="detail">
      <DetailImage image={cover} alt={kegiatan.nama_kegiatan_gereja} />
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
              <span className="detail-place">
                {kegiatan.tempat_kegiatan_gereja}
                <DirectionsTo church={church} />
              </span>
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
        {share && <ShareButton />}
      </div>
      {calendar && <AddToCalendar links={calendar} />}
      <a className="btn btn-outline back-button" href="/kegiatan#kegiatan" data-list-return="">
        ← Kembali ke Daftar Kegiatan
      </a>
    </article>
  );
}
