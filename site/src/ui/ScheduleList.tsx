import type { JadwalRow } from '@gkj/contract';
import { jadwalEvent } from '../lib/calendar-event.ts';
import { eventPath, googleCalendarUrl } from '../lib/calendar-links.ts';
import { formatJam, formatTanggal, isoDate } from '../lib/dates.ts';
import type { ChurchPlace } from '../lib/lokasi.ts';
import { Icon } from './icons.tsx';

/** A service's own calendar links: Google Calendar's form, and its prebuilt .ics file. */
function ServiceCalendarLinks({ row, church }: { row: JadwalRow; church: ChurchPlace | undefined }) {
  const event = jadwalEvent(row, church, window.location.origin);
  const when = `${formatTanggal(row.tanggal_ibadah)} ${formatJam(row.tanggal_ibadah)}`;
  return (
    <ul className="calendar-row-links">
      <li>
        <a href={googleCalendarUrl(event)} rel="external noopener">
          <Icon name="calendar" />
          Google Kalender
          <span className="visually-hidden">
            : {row.nama_ibadah}, {when}
          </span>
        </a>
      </li>
      <li>
        <a href={eventPath('jadwal', row.id_jadwal_ibadah)} type="text/calendar">
          <Icon name="download" />
          Unduh .ics
          <span className="visually-hidden">
            : {row.nama_ibadah}, {when}
          </span>
        </a>
      </li>
    </ul>
  );
}

/**
 * Upcoming services of one location: skeletons until data arrives, then the list; a short word
 * instead of skeletons for ever when there is none, or when the call failed.
 */
export function ScheduleList({
  rows,
  church,
}: {
  rows: JadwalRow[] | 'gagal' | undefined;
  /** The church of these services: the place their calendar entries name. */
  church?: ChurchPlace;
}) {
  if (rows === 'gagal') {
    return (
      <p className="muted" aria-live="polite">
        Jadwal ibadah terdekat belum dapat dimuat. Silakan coba lagi nanti.
      </p>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div aria-busy={rows === undefined} aria-live="polite">
        {rows === undefined ? (
          <span className="visually-hidden">Memuat jadwal ibadah...</span>
        ) : (
          <p className="muted">Belum ada jadwal ibadah terdekat.</p>
        )}
        {rows === undefined && (
          <ul className="schedule-list" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <li key={key} className="schedule-item">
                <span className="skeleton" style={{ width: '45%', height: '0.9rem' }} />
                <span className="skeleton" style={{ width: '70%', height: '1.2rem' }} />
                <span className="skeleton" style={{ width: '55%', height: '0.9rem' }} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <ul className="schedule-list" aria-live="polite">
      {rows.map((row) => (
        <li key={row.id_jadwal_ibadah} className="schedule-item">
          <p className="schedule-when">
            <Icon name="calendar" />
            <time dateTime={isoDate(row.tanggal_ibadah)}>
              {formatTanggal(row.tanggal_ibadah)} · {formatJam(row.tanggal_ibadah)}
            </time>
          </p>
          <h3 className="schedule-name">
            {row.nama_ibadah}
            {row.info_ibadah && <span className="badge">{row.info_ibadah}</span>}
          </h3>
          <dl className="schedule-facts">
            <div>
              <dt>Tema</dt>
              <dd>{row.tema_ibadah}</dd>
            </div>
            <div>
              <dt>Pemimpin</dt>
              <dd>{row.pemimpin_ibadah}</dd>
            </div>
          </dl>
          <ServiceCalendarLinks row={row} church={church} />
        </li>
      ))}
    </ul>
  );
}
