import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import type { JemaatRow } from './types.ts';

const SEARCH_FIELDS = [
  { id: 'nama', label: 'Nama', placeholder: 'Cari nama jemaat...' },
  { id: 'kelompok', label: 'Kelompok', placeholder: 'Cari kelompok (kewargaan)...' },
  { id: 'status', label: 'Status Bergereja', placeholder: 'Cari status bergereja...' },
] as const;

export function JemaatList() {
  useTitle('Data Jemaat');
  return (
    <ResourceList<JemaatRow>
      title="Data Jemaat"
      endpoint="/jemaat"
      idOf={(row) => row.id_jemaat}
      nameOf={(row) => row.nama_jemaat}
      searchPlaceholder="Cari nama jemaat..."
      searchFields={SEARCH_FIELDS}
      loadingText="Memuat data jemaat..."
      loadErrorText="Gagal mengambil data jemaat!"
      add={{ label: 'Tambah Data Jemaat', href: '/admin-dashboard/detail-jemaat' }}
      detail={{ label: 'Lihat Detail', href: (row) => `/admin-dashboard/detail-jemaat/${row.id_jemaat}` }}
      remove={{
        path: (row) => `/jemaat/${row.id_jemaat}`,
        confirm: (row) => `Yakin ingin menghapus ${row.nama_jemaat}?`,
        success: () => 'Data berhasil dihapus',
        failure: 'Gagal menghapus data jemaat',
      }}
      columns={[
        { id: 'nama_jemaat', label: 'Nama', render: (row) => row.nama_jemaat },
        {
          id: 'no_induk_jemaat',
          label: 'No Induk',
          nowrap: true,
          render: (row) => row.no_induk_jemaat ?? '—',
        },
        {
          id: 'jenis_kelamin_jemaat',
          label: 'Jenis Kelamin',
          render: (row) => row.jenis_kelamin_jemaat ?? '—',
        },
        { id: 'kewargaan', label: 'Kewargaan', render: (row) => row.kewargaan ?? '—' },
        {
          id: 'status_bergereja',
          label: 'Status Bergereja',
          render: (row) => row.status_bergereja?.toLowerCase() ?? '—',
        },
      ]}
    />
  );
}
