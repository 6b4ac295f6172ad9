import type { JadwalRow } from '@gkj/contract';
import useSWR from 'swr';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiRequest } from '../../lib/api.ts';
import { LOKASI_ADMIN as LOKASI } from '../../lib/choices.ts';
import { formatDateTime } from '../../lib/format.ts';

const SHOWN = 6;

// The public per-location call already answers "upcoming, soonest first"; five small calls merged.
async function loadUpcoming(): Promise<JadwalRow[]> {
  const lists = await Promise.all(
    LOKASI.map((lokasi) =>
      apiRequest<JadwalRow[]>(`/jadwal-ibadah-lokasi/${encodeURIComponent(lokasi)}`).catch(() => []),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => a.tanggal_ibadah.localeCompare(b.tanggal_ibadah))
    .slice(0, SHOWN);
}

export function UpcomingSchedules() {
  // Keyed under the calls it makes, so a schedule write (which revalidates them) refreshes it too.
  const { data, isLoading } = useSWR('/jadwal-ibadah-lokasi?semua', loadUpcoming);
  return (
    <Card
      titleId="upcoming-title"
      title="Jadwal Ibadah Terdekat"
      link={{ href: '/admin-dashboard/jadwal', label: 'Semua jadwal' }}
    >
      {isLoading ? (
        <Spinner label="Memuat data jadwal..." />
      ) : !data?.length ? (
        <p className="field-description">Belum ada jadwal ibadah mendatang.</p>
      ) : (
        <ul className="upcoming-list">
          {data.map((jadwal) => (
            <li key={jadwal.id_jadwal_ibadah} className="upcoming-item">
              <span className="upcoming-when">{formatDateTime(jadwal.tanggal_ibadah)}</span>
              <span className="upcoming-name">{jadwal.nama_ibadah}</span>
              <span className="upcoming-place">
                {jadwal.lokasi_ibadah} · {jadwal.pemimpin_ibadah}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
