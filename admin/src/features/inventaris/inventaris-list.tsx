import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { formatNumber } from '../../lib/format.ts';
import type { InventarisRow } from './types.ts';

export function InventarisList() {
  useTitle('Inventaris Gereja');
  return (
    <ResourceList<InventarisRow>
      title="Inventaris Gereja"
      endpoint="/inventarisasi-gereja"
      idOf={(row) => row.id_inventaris}
      nameOf={(row) => row.nama_inventaris}
      searchPlaceholder="Cari nama, jenis, atau lokasi..."
      loadingText="Memuat data inventaris..."
      loadErrorText="Gagal mengambil data inventaris"
      add={{ label: 'Tambah Inventaris', href: '/admin-dashboard/detail-inventaris' }}
      detail={{
        label: 'Lihat Detail',
        href: (row) => `/admin-dashboard/detail-inventaris/${row.id_inventaris}`,
      }}
      remove={{
        path: (row) => `/inventarisasi-gereja/${row.id_inventaris}`,
        confirm: (row) => `Yakin ingin menghapus ${row.nama_inventaris}?`,
        success: () => 'Data berhasil dihapus!',
        failure: 'Gagal menghapus data.',
      }}
      columns={[
        { id: 'nama_inventaris', label: 'Nama Inventaris', render: (row) => row.nama_inventaris },
        { id: 'jenis_inventaris', label: 'Jenis Inventaris', render: (row) => row.jenis_inventaris },
        {
          id: 'jumlah_inventaris',
          label: 'Jumlah',
          render: (row) => formatNumber(row.jumlah_inventaris),
          align: 'end',
        },
        { id: 'lokasi_inventaris', label: 'Lokasi', render: (row) => row.lokasi_inventaris },
      ]}
    />
  );
}
