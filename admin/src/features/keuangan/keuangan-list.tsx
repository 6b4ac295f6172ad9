import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { JenisLabel } from './jenis-label.tsx';
import { TransaksiTotals } from './totals.tsx';
import type { TransaksiRow } from './types.ts';

export function KeuanganList() {
  useTitle('Keuangan Gereja');
  return (
    <ResourceList<TransaksiRow>
      title="Keuangan Gereja"
      endpoint="/keuangan-gereja"
      numbered={false}
      idOf={(row) => row.id_transaksi}
      nameOf={(row) => row.nama_transaksi}
      searchPlaceholder="Cari nama atau jenis transaksi..."
      loadingText="Memuat data keuangan..."
      loadErrorText="Gagal memuat data keuangan"
      add={{ label: 'Tambah Transaksi', href: '/admin-dashboard/detail-keuangan' }}
      detail={{
        label: 'Lihat Detail',
        href: (row) => `/admin-dashboard/detail-keuangan/${row.id_transaksi}`,
      }}
      remove={{
        path: (row) => `/keuangan-gereja/${row.id_transaksi}`,
        confirm: (row) => `Yakin ingin menghapus transaksi ${row.nama_transaksi}?`,
        success: () => 'Transaksi dihapus!',
        failure: 'Gagal menghapus transaksi',
      }}
      alsoRevalidate={['/total-transaksi', '/inventarisasi-gereja']}
      summary={({ q }) => <TransaksiTotals q={q} />}
      columns={[
        {
          id: 'tanggal_transaksi',
          label: 'Tanggal',
          nowrap: true,
          render: (row) => formatDate(row.tanggal_transaksi),
        },
        { id: 'nama_transaksi', label: 'Nama Transaksi', render: (row) => row.nama_transaksi },
        {
          id: 'jenis_transaksi',
          label: 'Jenis',
          render: (row) => <JenisLabel jenis={row.jenis_transaksi} />,
        },
        {
          id: 'jumlah_transaksi',
          label: 'Jumlah (Rp)',
          align: 'end',
          nowrap: true,
          render: (row) => (
            <span className={row.jenis_transaksi === 'pengeluaran' ? 'amount-out' : 'amount-in'}>
              {formatNumber(row.jumlah_transaksi)}
            </span>
          ),
        },
      ]}
    />
  );
}
