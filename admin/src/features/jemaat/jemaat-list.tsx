import { useState } from 'react';
import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { JemaatDeleteDialog } from './jemaat-delete-dialog.tsx';
import { JemaatStatusCounts } from './status-counts.tsx';
import { type JemaatRow, STATUS_OPTIONS } from './types.ts';

const SEARCH_FIELDS = [
  { id: 'nama', label: 'Nama', placeholder: 'Cari nama jemaat...' },
  { id: 'kelompok', label: 'Kelompok', placeholder: 'Cari kelompok (kewargaan)...' },
  { id: 'status', label: 'Status Bergereja', placeholder: 'Cari status bergereja...' },
] as const;

// Active members first: the deceased and those who moved away are one choice away, and counted.
const FILTERS = [
  {
    param: 'status',
    label: 'Status Bergereja',
    defaultValue: 'aktif',
    options: [...STATUS_OPTIONS, { id: 'semua', label: 'Semua' }],
  },
];

export function JemaatList() {
  useTitle('Data Jemaat');
  const [deleting, setDeleting] = useState<JemaatRow | null>(null);
  return (
    <>
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
        filters={FILTERS}
        summary={({ q, field, filters }) => (
          <JemaatStatusCounts q={q} field={field} status={filters.status} />
        )}
        // Its own dialog: it names what links to the member and offers a status change instead.
        extraActions={(row) => [
          { id: 'remove', label: 'Hapus', tone: 'danger', onAction: () => setDeleting(row) },
        ]}
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
      <JemaatDeleteDialog row={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
