import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { capitalize, formatDate } from '../../lib/format.ts';
import { type ArtikelRow, JENIS_ARTIKEL_OPTIONS } from './types.ts';

const FILTERS = [
  { param: 'jenis', label: 'Jenis', options: [{ id: '', label: 'Semua jenis' }, ...JENIS_ARTIKEL_OPTIONS] },
];

export function ArtikelList() {
  useTitle('Artikel Gereja');
  // The server says which articles the user may change (an author only their own) and still checks.
  const canRemove = (row: ArtikelRow) => row.dapat_diubah !== false;
  return (
    <ResourceList<ArtikelRow>
      title="Daftar Artikel Gereja"
      endpoint="/artikel"
      idOf={(row) => row.id_artikel}
      nameOf={(row) => row.judul_artikel}
      searchPlaceholder="Cari judul, jenis, atau penulis..."
      filters={FILTERS}
      loadingText="Memuat data artikel..."
      loadErrorText="Gagal mengambil data artikel"
      add={{ label: 'Tambah Artikel', href: '/admin-dashboard/detail-artikel' }}
      detail={{ label: 'Lihat Detail', href: (row) => `/admin-dashboard/detail-artikel/${row.id_artikel}` }}
      canRemove={canRemove}
      remove={{
        path: (row) => `/artikel/${row.id_artikel}`,
        confirm: (row) => `Yakin ingin menghapus artikel "${row.judul_artikel}"?`,
        success: () => 'Artikel berhasil dihapus',
        failure: 'Gagal menghapus artikel',
      }}
      alsoRevalidate={['/konten/recent']}
      columns={[
        { id: 'judul_artikel', label: 'Judul Artikel', render: (row) => row.judul_artikel },
        {
          id: 'tanggal_artikel',
          label: 'Tanggal',
          nowrap: true,
          render: (row) => formatDate(row.tanggal_artikel),
        },
        { id: 'jenis_artikel', label: 'Jenis', render: (row) => capitalize(row.jenis_artikel) },
        { id: 'author', label: 'Penulis', render: (row) => row.author },
      ]}
    />
  );
}
