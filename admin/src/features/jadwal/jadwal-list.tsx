import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { JadwalRow } from './types.ts';

export function JadwalList() {
  useTitle('Jadwal Ibadah');
  return (
    <ResourceList<JadwalRow>
      title="Jadwal Ibadah"
      endpoint="/jadwal-ibadah"
      idOf={(row) => row.id_jadwal_ibadah}
      nameOf={(row) => row.nama_ibadah}
      searchPlaceholder="Cari nama, pemimpin, tema, atau lokasi..."
      loadingText="Memuat data jadwal..."
      loadErrorText="Gagal mengambil data jadwal"
      add={{ label: 'Tambah Jadwal Ibadah', href: '/admin-dashboard/detail-jadwal' }}
      detail={{
        label: 'Lihat Detail',
        href: (row) => `/admin-dashboard/detail-jadwal/${row.id_jadwal_ibadah}`,
      }}
      remove={{
        path: (row) => `/jadwal-ibadah/${row.id_jadwal_ibadah}`,
        confirm: (row) => `Yakin ingin menghapus jadwal ${row.nama_ibadah}?`,
        success: () => 'Jadwal berhasil dihapus',
        failure: 'Gagal menghapus jadwal',
      }}
      columns={[
        {
          id: 'tanggal_ibadah',
          label: 'Tanggal',
          nowrap: true,
          render: (row) => formatDateTime(row.tanggal_ibadah),
        },
        { id: 'nama_ibadah', label: 'Nama Ibadah', render: (row) => row.nama_ibadah },
        { id: 'lokasi_ibadah', label: 'Lokasi', render: (row) => row.lokasi_ibadah },
        { id: 'pemimpin_ibadah', label: 'Pemimpin', render: (row) => row.pemimpin_ibadah },
        { id: 'tema_ibadah', label: 'Tema', render: (row) => row.tema_ibadah },
      ]}
    />
  );
}
