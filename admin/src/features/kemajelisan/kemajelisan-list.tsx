import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { type MajelisRow, periodeOf } from './types.ts';

export function KemajelisanList() {
  useTitle('Struktur Kemajelisan');
  return (
    <ResourceList<MajelisRow>
      title="Struktur Kemajelisan"
      endpoint="/kemajelisan"
      idOf={(row) => row.id_kemajelisan}
      nameOf={(row) => row.nama}
      searchPlaceholder="Cari nama, jabatan, atau bidang..."
      loadingText="Memuat data kemajelisan..."
      loadErrorText="Gagal mengambil data kemajelisan"
      add={{ label: 'Tambah Majelis', href: '/admin-dashboard/detail-kemajelisan' }}
      detail={{
        label: 'Lihat Detail',
        href: (row) => `/admin-dashboard/detail-kemajelisan/${row.id_kemajelisan}`,
      }}
      remove={{
        path: (row) => `/kemajelisan/${row.id_kemajelisan}`,
        confirm: (row) => `Yakin ingin menghapus ${row.nama} (${row.jabatan}) dari struktur kemajelisan?`,
        success: () => 'Data berhasil dihapus.',
        failure: 'Gagal menghapus data.',
      }}
      alsoRevalidate={['/list-struktur']}
      columns={[
        { id: 'nama', label: 'Nama Majelis', render: (row) => row.nama },
        { id: 'jabatan', label: 'Jabatan', render: (row) => row.jabatan },
        {
          id: 'bidang_kemajelisan',
          label: 'Bidang Kemajelisan',
          render: (row) => row.bidang_kemajelisan ?? '—',
        },
        { id: 'periode_mulai', label: 'Periode', nowrap: true, render: periodeOf },
      ]}
    />
  );
}
