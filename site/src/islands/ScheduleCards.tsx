import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../lib/client-api.ts';
import type { Gereja, JadwalIbadah, Lokasi } from '../lib/types.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { ScheduleList } from '../ui/ScheduleList.tsx';

type ChurchTimes = Pick<Gereja, 'lokasi' | 'nama_gereja' | 'waktu_ibadah'>;
/**
 * Per location: undefined until its first answer, then the rows; 'gagal' when its first call failed
 * (a failed refresh keeps the rows already shown).
 */
type Schedules = Partial<Record<Lokasi, JadwalIbadah[] | 'gagal'>>;

async function fetchSchedule(lokasi: Lokasi): Promise<JadwalIbadah[]> {
  const rows = await getJson<JadwalIbadah[]>(`/api/jadwal-ibadah-lokasi/${encodeURIComponent(lokasi)}`);
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

  // Every location once when the section is shown; opening a card refreshes its own location.
  useEffect(() => {
    for (const church of churches) void load(church.lokasi);
  }, [churches, load]);

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
            <span className="schedule-icon" aria-hidden="true">
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
        {openLokasi && <ScheduleList rows={schedules[openLokasi]} />}
      </Dialog>
    </>
  );
}
