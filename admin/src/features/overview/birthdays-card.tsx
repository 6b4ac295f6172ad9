import useSWR from 'swr';
import { LinkButton } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withQuery } from '../../lib/api.ts';
import { BirthdayList, type Birthdays, rangeOf } from '../jemaat-stats/index.ts';

/** This week's birthdays and anniversaries, for the roles that see members. */
export function BirthdaysCard() {
  const { data, isLoading } = useSWR<Birthdays>(withQuery('/jemaat-ulang-tahun', rangeOf('minggu-ini')));
  return (
    <section className="card" aria-label="Ulang tahun minggu ini">
      <div className="card-head">
        <h2 className="card-title">Ulang Tahun Minggu Ini</h2>
        <LinkButton variant="ghost" size="sm" href="/admin-dashboard/ulang-tahun">
          Lihat &amp; cetak
        </LinkButton>
      </div>
      {isLoading || !data ? <Spinner label="Memuat data ulang tahun..." /> : <BirthdayList data={data} />}
    </section>
  );
}
