import type { JemaatRow } from '@gkj/contract';
import { useState } from 'react';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { ExportButton } from './export-dialog.tsx';
import { JemaatDeleteDialog } from './jemaat-delete-dialog.tsx';
import { JEMAAT_FILTERS } from './jemaat-filters.ts';
import { JemaatStatusCounts } from './status-counts.tsx';

const SEARCH_FIELDS = [
  { id: 'nama', label: 'Nama', placeholder: 'Cari nama jemaat...' },
  { id: 'kelompok', label: 'Kelompok', placeholder: 'Cari kelompok (kewargaan)...' },
  { id: 'status', label: 'Status Bergereja', placeholder: 'Cari status bergereja...' },
] as const;

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
        filters={JEMAAT_FILTERS}
        headerActions={
          <>
            <LinkButton variant="secondary" href="/admin-dashboard/statistik-jemaat">
              Statistik
            </LinkButton>
            <LinkButton variant="secondary" href="/admin-dashboard/impor-jemaat">
              Impor
            </LinkButton>
          </>
        }
        summary={({ q, field, filters }) => (
          <div className="jemaat-summary">
            <JemaatStatusCounts q={q} field={field} status={filters.status} />
            <ExportButton query={{ q, field: q ? field : '', ...filters }} />
          </div>
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
