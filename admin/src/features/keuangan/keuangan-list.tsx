import type { Transaksi } from '@gkj/contract';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { JENIS_TRANSAKSI_OPTIONS as JENIS_OPTIONS, LOKASI_OPTIONS } from '../../lib/choices.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useTitle } from '../../lib/use-title.ts';
import { ExportButtons } from './export-buttons.tsx';
import { JenisLabel } from './jenis-label.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { TransaksiTotals } from './totals.tsx';
import { kategoriOptions, useKategori } from './use-kategori.ts';
import { WITHOUT_CATEGORY, WITHOUT_CATEGORY_LABEL } from './without-category.ts';

const PERIOD = ['dari', 'sampai'] as const;

export function KeuanganList() {
  useTitle('Keuangan Gereja');
  const { kategori } = useKategori();
  const filters = [
    { param: 'jenis', label: 'Jenis', options: [{ id: '', label: 'Semua jenis' }, ...JENIS_OPTIONS] },
    {
      param: 'kategori',
      label: 'Kategori',
      options: [
        { id: '', label: 'Semua kategori' },
        ...kategoriOptions(kategori),
        { id: WITHOUT_CATEGORY, label: WITHOUT_CATEGORY_LABEL },
      ],
    },
    { param: 'lokasi', label: 'Jemaat', options: [{ id: '', label: 'Semua jemaat' }, ...LOKASI_OPTIONS] },
  ];
  return (
    <ResourceList<Transaksi>
      title="Keuangan Gereja"
      endpoint="/keuangan-gereja"
      numbered={false}
      idOf={(row) => row.id_transaksi}
      nameOf={(row) => row.nama_transaksi}
      searchPlaceholder="Cari nama atau jenis transaksi..."
      loadingText="Memuat data keuangan..."
      loadErrorText="Gagal memuat data keuangan"
      add={{ label: 'Tambah Transaksi', href: '/admin-dashboard/detail-keuangan' }}
      filters={filters}
      queryParams={PERIOD}
      toolbar={({ q, filters: values }, update) => (
        <div className="finance-toolbar">
          <PeriodFilter
            dari={values.dari}
            sampai={values.sampai}
            onChange={(period) => update({ ...period })}
          />
          <div className="finance-actions">
            <LinkButton size="sm" variant="primary" href="/admin-dashboard/laporan-keuangan">
              Laporan Keuangan
            </LinkButton>
            <LinkButton size="sm" href="/admin-dashboard/kategori-keuangan">
              Kelola Kategori
            </LinkButton>
            <ExportButtons
              path="/keuangan-gereja/ekspor"
              query={{ q, ...values }}
              fileName={`transaksi-keuangan${values.dari ? `-${values.dari}` : ''}${values.sampai ? `-${values.sampai}` : ''}`}
              failure="Gagal mengunduh data keuangan"
            />
          </div>
        </div>
      )}
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
      alsoRevalidate={['/total-transaksi', '/inventarisasi-gereja', '/kategori-transaksi']}
      summary={({ q, filters: values }) => <TransaksiTotals q={q} filters={values} />}
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
          id: 'kategori',
          label: 'Kategori',
          sortable: false,
          render: (row) => row.nama_kategori ?? <span className="muted">{WITHOUT_CATEGORY_LABEL}</span>,
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
