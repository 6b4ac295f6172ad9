import { formatDateTime } from '../../lib/format.ts';
import { type Birthdays, congregationName } from './types.ts';

/** The bulletin's two lists: birthdays with the age turned, anniversaries with the years married. */
export function BirthdayList({
  data,
  showCongregation = true,
}: {
  data: Birthdays;
  showCongregation?: boolean;
}) {
  const where = (kewargaan: string | null) => (showCongregation ? ` · ${congregationName(kewargaan)}` : '');
  return (
    <div className="birthday-lists">
      <section aria-labelledby="ulang-tahun-title">
        <h2 id="ulang-tahun-title" className="card-title">
          Ulang Tahun ({data.ulang_tahun.length})
        </h2>
        {data.ulang_tahun.length === 0 ? (
          <p className="field-description">Tidak ada yang berulang tahun.</p>
        ) : (
          <ul className="birthday-list">
            {data.ulang_tahun.map((row) => (
              <li key={row.id_jemaat} className="birthday-item">
                <span className="birthday-when">{formatDateTime(row.tanggal)}</span>
                <span className="birthday-name">{row.nama_jemaat}</span>
                <span className="birthday-detail">
                  {row.usia} tahun{where(row.kewargaan)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pernikahan-title">
        <h2 id="pernikahan-title" className="card-title">
          Ulang Tahun Pernikahan ({data.pernikahan.length})
        </h2>
        {data.pernikahan.length === 0 ? (
          <p className="field-description">Tidak ada ulang tahun pernikahan.</p>
        ) : (
          <ul className="birthday-list">
            {data.pernikahan.map((row) => (
              <li key={row.id_jemaat} className="birthday-item">
                <span className="birthday-when">{formatDateTime(row.tanggal)}</span>
                <span className="birthday-name">
                  {row.nama_jemaat}
                  {row.pasangan ? ` & ${row.pasangan}` : ''}
                </span>
                <span className="birthday-detail">
                  {row.tahun} tahun pernikahan{where(row.kewargaan)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
