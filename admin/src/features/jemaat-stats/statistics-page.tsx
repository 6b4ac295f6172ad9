import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { PrintableScreen } from '../../components/ui/printable-screen.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { withQuery } from '../../lib/api.ts';
import { STATUS_OPTIONS } from '../../lib/choices.ts';
import { formatDate } from '../../lib/format.ts';
import { useTitle } from '../../lib/use-title.ts';
import { StatTable } from './stat-table.tsx';
import { CONGREGATIONS, type Statistics } from './types.ts';

const BLANK = { id: 'tanpa', label: 'Belum diisi' };
const yesNo = (yes: string, no: string) => [
  { id: 'ya', label: yes },
  { id: 'tidak', label: no },
];

/** The dimensions in screen order, with their values in display order. */
const SECTIONS = [
  { dimensi: 'semua', title: 'Jemaat per Kewargaan', values: [{ id: 'semua', label: 'Jumlah jemaat' }] },
  { dimensi: 'status', title: 'Status Bergereja', values: [...STATUS_OPTIONS, BLANK] },
  {
    dimensi: 'jenis_kelamin',
    title: 'Jenis Kelamin',
    values: [{ id: 'Laki-laki', label: 'Laki-laki' }, { id: 'Perempuan', label: 'Perempuan' }, BLANK],
  },
  {
    dimensi: 'usia',
    title: 'Kelompok Umur',
    values: [
      ...['0-12', '13-17', '18-35', '36-59'].map((id) => ({ id, label: `${id.replace('-', '–')} tahun` })),
      { id: '60+', label: '60 tahun ke atas' },
      { id: 'tanpa', label: 'Tanggal lahir belum diisi' },
    ],
  },
  { dimensi: 'baptis', title: 'Baptis', values: yesNo('Sudah baptis', 'Belum baptis') },
  { dimensi: 'sidi', title: 'Sidi', values: yesNo('Sudah sidi', 'Belum sidi') },
  { dimensi: 'menikah', title: 'Pernikahan', values: yesNo('Menikah', 'Belum menikah') },
  {
    dimensi: 'belum_sidi',
    title: 'Belum Sidi (17 tahun ke atas)',
    values: [{ id: 'ya', label: 'Belum sidi' }],
  },
];

function countsOf(data: Statistics, dimensi: string) {
  const counts = new Map<string, Map<string, number>>();
  // Every member in the chosen status has one gender value (or none): their sum is the congregation's total.
  const source = dimensi === 'semua' ? 'jenis_kelamin' : dimensi;
  for (const row of data.baris) {
    if (row.dimensi !== source) continue;
    const nilai = dimensi === 'semua' ? 'semua' : row.nilai;
    const byCongregation = counts.get(nilai) ?? new Map<string, number>();
    byCongregation.set(row.kewargaan, (byCongregation.get(row.kewargaan) ?? 0) + row.jumlah);
    counts.set(nilai, byCongregation);
  }
  return counts;
}

export function StatisticsPage() {
  useTitle('Statistik Jemaat');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') || 'aktif';
  const { data, error } = useSWR<Statistics>(withQuery('/jemaat-statistik', { status }));
  // The 'Belum diisi' congregation column only when some member lacks one.
  const congregations = CONGREGATIONS.filter(
    (kewargaan) => kewargaan !== 'tanpa' || data?.baris.some((row) => row.kewargaan === 'tanpa'),
  );
  return (
    <PrintableScreen
      className="stats-page"
      title="Statistik Jemaat"
      lead={
        data && (
          <p className="page-lead">
            Jemaat berstatus {status === 'semua' ? 'apa pun' : status}, umur per {formatDate(data.tanggal)}{' '}
            (WIB). Setiap angka membuka daftar jemaatnya.
          </p>
        )
      }
      filters={
        <SelectField
          className="list-filter"
          label="Status Bergereja"
          options={[...STATUS_OPTIONS, { id: 'semua', label: 'Semua' }]}
          value={status}
          onChange={(value) => setParams(value === 'aktif' ? {} : { status: value }, { replace: true })}
        />
      }
      read={{ data, error }}
      texts={{ loading: 'Memuat statistik jemaat...', failure: 'Gagal memuat statistik jemaat.' }}
    >
      {(data) => (
        <div className="stats-grid">
          {SECTIONS.map((section) => (
            <StatTable
              key={section.dimensi}
              title={section.title}
              dimensi={section.dimensi}
              values={section.values}
              counts={countsOf(data, section.dimensi)}
              congregations={congregations}
              status={status}
            />
          ))}
        </div>
      )}
    </PrintableScreen>
  );
}
