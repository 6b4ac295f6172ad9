import type { Totals } from '@gkj/contract';
import useSWR from 'swr';
import { notify } from '../../components/ui/toast.tsx';
import { ApiError, withQuery } from '../../lib/api.ts';
import { formatRupiah } from '../../lib/format.ts';

/** The income and expense totals of what the list shows: the same search and filters as the list. */
export function TransaksiTotals({ q, filters }: { q: string; filters: Record<string, string> }) {
  const { data } = useSWR<Totals>(withQuery('/total-transaksi', { q, ...filters }), {
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) notify.error('Gagal memuat total transaksi');
    },
  });
  const filtered = Object.values(filters).some(Boolean);
  const caption = q
    ? `Total untuk hasil pencarian "${q}"${filtered ? ' dengan saringan' : ''}`
    : filtered
      ? 'Total untuk transaksi yang tersaring'
      : 'Total semua transaksi';
  return (
    <section className="totals-block" aria-label="Total transaksi">
      <p className="totals-caption" aria-live="polite">
        {caption}
      </p>
      <div className="totals">
        <div className="total-card">
          <p className="total-label">Total Pemasukan</p>
          <p className="total-value amount-in">{data ? formatRupiah(data.total_pemasukan) : '…'}</p>
        </div>
        <div className="total-card">
          <p className="total-label">Total Pengeluaran</p>
          <p className="total-value amount-out">{data ? formatRupiah(data.total_pengeluaran) : '…'}</p>
        </div>
      </div>
    </section>
  );
}
