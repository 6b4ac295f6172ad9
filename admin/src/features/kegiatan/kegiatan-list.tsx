import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { formatDate } from '../../lib/format.ts';
import type { KegiatanRow } from './types.ts';

export function KegiatanList() {
  useTitle('Kegiatan Gereja');
  return (
    <ResourceList<KegiatanRow>
      title="Kegiatan Gereja"
      endpoint="/kegiatan-gereja"
      idOf={(row) => row.id_kegiatan_gereja}
      nameOf={(row) => row.nama_kegiatan_gereja}
      searchPlaceholder="Cari nama, tema, atau tempat..."
      loadingText="Memuat data kegiatan..."
      loadErrorText="Gagal memuat data kegiatan"
      add={{ label: 'Tambah Kegiatan', href: '/admin-dashboard/detail-kegiatan' }}
      detail={{
        label: 'Lihat Detail',
        href: (row) => `/admin-dashboard/detail-kegiatan/${row.id_kegiatan_gereja}`,
      }}
      remove={{
        path: (row) => `/kegiatan-gereja/${row.id_kegiatan_gereja}`,
        confirm: (row) => `Yakin ingin menghapus kegiatan ${row.nama_kegiatan_gereja}?`,
        success: () => 'Kegiatan berhasil dihapus.',
        failure: 'Gagal menghapus kegiatan.',
      }}
      columns={[
        { id: 'nama_kegiatan_gereja', label: 'Nama Kegiatan', render: (row) => row.nama_kegiatan_gereja },
        { id: 'tema_kegiatan_gereja', label: 'Tema', render: (row) => row.tema_kegiatan_gereja || '—' },
        { id: 'tempat_kegiatan_gereja', label: 'Tempat', render: (row) => row.tempat_kegiatan_gereja || '—' },
        {
          id: 'waktu_kegiatan_gereja',
          label: 'Waktu',
          nowrap: true,
          render: (row) => formatDate(row.waktu_kegiatan_gereja),
        },
      ]}
    />
  );
}
