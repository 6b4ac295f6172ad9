import type { Report } from '@gkj/contract';
import useSWR from 'swr';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { ApiError, messageOf, withQuery } from '../../lib/api.ts';
import { formatDate, todayInJakarta } from '../../lib/format.ts';
import { periodLabel } from '../../lib/periods.ts';
import { useTitle } from '../../lib/use-title.ts';
import { ExportButtons } from '../keuangan/index.ts';
import { MonthChart } from './month-chart.tsx';
import { ReportControls } from './report-controls.tsx';
import { ReportDetails } from './report-details.tsx';
import { ReportTables } from './report-tables.tsx';
import { useReportPeriod } from './use-report-period.ts';
import './laporan.css';
import { LoadState } from '../../components/ui/load-state.tsx';

/** 'Laporan Keuangan': the treasurer's report for a period, on screen, as files, and as a signed A4 page. */
export function LaporanPage() {
  useTitle('Laporan Keuangan');
  const state = useReportPeriod();
  const query = state.period && {
    ...state.period,
    lokasi: state.lokasi,
    per_lokasi: state.perLokasi ? '1' : '',
    rincian: state.rincian ? '1' : '',
  };
  const { data, error } = useSWR<Report>(query ? withQuery('/laporan-keuangan', query) : null, {
    keepPreviousData: true,
    onError: (failure) => {
      if (!(failure instanceof ApiError && failure.status === 401))
        notify.error(messageOf(failure, 'Gagal memuat laporan keuangan'));
    },
  });
  return (
    <section className="page report-page">
      <header className="page-header no-print">
        <h1 className="page-title">Laporan Keuangan</h1>
        <div className="report-actions">
          <Button variant="primary" onPress={() => window.print()} isDisabled={!data}>
            Cetak
          </Button>
          {query && (
            <ExportButtons
              path="/laporan-keuangan/ekspor"
              query={{ ...query, rincian: '' }}
              fileName={`laporan-keuangan-${query.dari}-${query.sampai}`}
              failure="Gagal mengunduh laporan keuangan"
            />
          )}
          <LinkButton href="/admin-dashboard/keuangan">Kembali ke Keuangan</LinkButton>
        </div>
      </header>
      <ReportControls state={state} />
      {!query ? (
        <p className="muted">
          Isi tanggal awal dan akhir periode (tanggal akhir tidak sebelum tanggal awal).
        </p>
      ) : (
        <LoadState
          read={{ data, error }}
          texts={{ loading: 'Memuat laporan...', failure: 'Gagal memuat laporan keuangan' }}
          serverReason
        >
          {(data) => (
            <article className="report-sheet" aria-label="Laporan">
              <header className="report-heading">
                <p className="report-church">{data.gereja.nama_gereja}</p>
                {data.gereja.alamat && <p className="report-address">{data.gereja.alamat}</p>}
                <h2 className="report-title">Laporan Keuangan{data.lokasi ? ` — ${data.lokasi}` : ''}</h2>
                <p className="report-period">Periode {periodLabel(data)}</p>
              </header>
              <div className="report-body">
                <ReportTables report={data} />
                <MonthChart months={data.bulanan} />
              </div>
              {data.rincian && <ReportDetails lines={data.rincian} />}
              <footer className="report-signatures">
                <p className="report-printed">Dicetak pada {formatDate(todayInJakarta())}</p>
                <div className="signature">
                  <p>Ketua Majelis</p>
                  <p className="signature-line" />
                </div>
                <div className="signature">
                  <p>Bendahara</p>
                  <p className="signature-line" />
                </div>
              </footer>
            </article>
          )}
        </LoadState>
      )}
    </section>
  );
}
