import useSWR from 'swr';
import { notify } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatRupiah } from '../../lib/format.ts';
import type { Totals } from './types.ts';

export function TransaksiTotals() {
  const { data } = useSWR<Totals>('/total-transaksi', {
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) notify.error('Gagal memuat total transaksi');
    },
  });
  return (
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
  );
}
