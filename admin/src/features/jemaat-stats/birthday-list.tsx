import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { type Birthdays, congregationName } from './types.ts';

interface Dated {
  id_jemaat: number;
  tanggal: string;
}

/** One of the two lists: its heading with the count, then each member's date, name and detail. */
function DateList<Row extends Dated>({
  id,
  title,
  rows,
  empty,
  name,
  detail,
}: {
  id: string;
  title: string;
  rows: Row[];
  empty: string;
  name: (row: Row) => ReactNode;
  detail: (row: Row) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="field-description">{empty}</p>
      ) : (
        <ul className="birthday-list">
          {rows.map((row) => (
            <li key={row.id_jemaat} className="birthday-item">
              <span className="birthday-when">{formatDateTime(row.tanggal)}</span>
              <span className="birthday-name">{name(row)}</span>
              <span className="birthday-detail">{detail(row)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
      <DateList
        id="ulang-tahun-title"
        title="Ulang Tahun"
        rows={data.ulang_tahun}
        empty="Tidak ada yang berulang tahun."
        name={(row) => row.nama_jemaat}
        detail={(row) => `${row.usia} tahun${where(row.kewargaan)}`}
      />
      <DateList
        id="pernikahan-title"
        title="Ulang Tahun Pernikahan"
        rows={data.pernikahan}
        empty="Tidak ada ulang tahun pernikahan."
        name={(row) => `${row.nama_jemaat}${row.pasangan ? ` & ${row.pasangan}` : ''}`}
        detail={(row) => `${row.tahun} tahun pernikahan${where(row.kewargaan)}`}
      />
    </div>
  );
}
