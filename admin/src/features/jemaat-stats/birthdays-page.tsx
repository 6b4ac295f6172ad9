import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { PrintableScreen } from '../../components/ui/printable-screen.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { withQuery } from '../../lib/api.ts';
import { KEWARGAAN_OPTIONS } from '../../lib/choices.ts';
import { formatDate } from '../../lib/format.ts';
import { useTitle } from '../../lib/use-title.ts';
import { BirthdayList } from './birthday-list.tsx';
import { RANGES, rangeOf } from './ranges.ts';
import { type Birthdays, congregationName } from './types.ts';

const CONGREGATIONS = [
  { id: '', label: 'Semua kewargaan' },
  ...KEWARGAAN_OPTIONS.map((option) => ({ id: option.id, label: congregationName(option.id) })),
];

/** 'Ulang Tahun & Pernikahan': the weekly list for the bulletin, per congregation, printable. */
export function BirthdaysPage() {
  useTitle('Ulang Tahun & Pernikahan');
  const [params, setParams] = useSearchParams();
  const rentang = params.get('rentang') || 'minggu-ini';
  const kewargaan = params.get('kewargaan') ?? '';
  const { dari, sampai } = rangeOf(rentang);
  const { data, error } = useSWR<Birthdays>(withQuery('/jemaat-ulang-tahun', { dari, sampai, kewargaan }));
  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <PrintableScreen
      className="birthdays-page"
      title="Ulang Tahun & Pernikahan"
      lead={
        <p className="page-lead">
          {formatDate(dari)} – {formatDate(sampai)}
          {kewargaan ? ` · ${congregationName(kewargaan)}` : ''}
        </p>
      }
      filters={
        <>
          <SelectField
            className="list-filter"
            label="Rentang"
            options={RANGES}
            value={rentang}
            onChange={(value) => choose('rentang', value === 'minggu-ini' ? '' : value)}
          />
          <SelectField
            className="list-filter"
            label="Kewargaan"
            options={CONGREGATIONS}
            value={kewargaan}
            onChange={(value) => choose('kewargaan', value)}
          />
        </>
      }
      read={{ data, error }}
      texts={{ loading: 'Memuat data ulang tahun...', failure: 'Gagal memuat data ulang tahun.' }}
    >
      {(data) => (
        <div className="card">
          <BirthdayList data={data} showCongregation={!kewargaan} />
        </div>
      )}
    </PrintableScreen>
  );
}
