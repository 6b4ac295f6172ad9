import type { Gereja, JadwalRow } from '@gkj/contract';
import { useCallback, useState } from 'react';
import { feedPath, webcalUrl } from '../lib/calendar-links.ts';
import { getJson } from '../lib/client-api.ts';
import type { ChurchPlace } from '../lib/lokasi.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { ScheduleList } from '../ui/ScheduleList.tsx';

type ChurchTimes = ChurchPlace & Pick<Gereja, 'waktu_ibadah'>;
type Lokasi = ChurchTimes['lokasi'];

/** 'Tambahkan ke Kalender' for a whole church: its feed, to subscribe to or to download once. */
function ChurchCalendar({ lokasi }: { lokasi: Lokasi }) {
  const feed = feedPath(lokasi);
  return (
    <div className="add-calendar add-calendar-compact">
      <p className="add-calendar-title">
        <Icon name="calendar" />
        Tambahkan ke Kalender
      </p>
      <ul className="add-calendar-links">
        <li>
          <a href={webcalUrl(feed, window.location.origin)}>Langganan kalender {lokasi}</a>
        </li>
        <li>
          <a href={feed} type="text/calendar">
            <Icon name="download" />
            Unduh semua (.ics)
          </a>
        </li>
      </ul>
    </div>
  );
}
/**
 * Per location: undefined until its first answer, then the rows; 'gagal' when its first call failed
 * (a failed refresh keeps the rows already shown).
 */
type Schedules = Partial<Record<Lokasi, JadwalRow[] | 'gagal'>>;

async function fetchSchedule(lokasi: Lokasi): Promise<JadwalRow[]> {
  const rows = await getJson<JadwalRow[]>(`/api/jadwal-ibadah-lokasi/${encodeURIComponent(lokasi)}`);
  return Array.isArray(rows) ? rows : [];
}

/** The five service cards; each opens the upcoming services of its location. */
export default function ScheduleCards({ churches }: { churches: ChurchTimes[] }) {
  const [schedules, setSchedules] = useState<Schedules>({});
  const [openLokasi, setOpenLokasi] = useState<Lokasi | null>(null);

  const load = useCallback(async (lokasi: Lokasi) => {
    try {
      const rows = await fetchSchedule(lokasi);
      setSchedules((current) => ({ ...current, [lokasi]: rows }));
    } catch (error) {
      console.error(`Jadwal ${lokasi} gagal dimuat`, error);
      setSchedules((current) =>
        current[lokasi] === undefined ? { ...current, [lokasi]: 'gagal' } : current,
      );
    }
  }, []);

  // The cards' fixed times come with the page; the upcoming services of a location are asked for only
  // when its card is opened (every time, so a long-open page still shows the latest).
  const open = (lokasi: Lokasi) => {
    setOpenLokasi(lokasi);
    void load(lokasi);
  };

  return (
    <>
      <ul className="schedule-grid">
        {churches.map((church) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the card's own button is the keyboard path
          <li
            key={church.lokasi}
            className="schedule-card"
            data-reveal="0.3"
            onClick={() => open(church.lokasi)}
          >
            <span className="icon-circle schedule-icon" aria-hidden="true">
              <Icon name="cross" />
            </span>
            <h3>{church.lokasi}</h3>
            <p className="schedule-church">{church.nama_gereja}</p>
            <ul className="schedule-times">
              {church.waktu_ibadah.map((waktu) => (
                <li key={`${waktu.nama}-${waktu.jam}`}>
                  <span>{waktu.nama}</span>
                  <strong>{waktu.jam}</strong>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-outline schedule-open"
              aria-haspopup="dialog"
              onClick={(event) => {
                event.stopPropagation();
                open(church.lokasi);
              }}
            >
              <Icon name="calendar" />
              Jadwal Terdekat
              <span className="visually-hidden"> {church.lokasi}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={openLokasi !== null}
        title={openLokasi ? `${openLokasi} - Jadwal Ibadah Terdekat` : ''}
        onClose={() => setOpenLokasi(null)}
      >
        {openLokasi && (
          <>
            <ChurchCalendar lokasi={openLokasi} />
            <ScheduleList
              rows={schedules[openLokasi]}
              church={churches.find((church) => church.lokasi === openLokasi)}
            />
          </>
        )}
      </Dialog>
    </>
  );
}
