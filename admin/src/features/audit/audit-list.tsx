import type { AuditRow } from '@gkj/contract';
import { useState } from 'react';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTitle } from '../../lib/use-title.ts';
import { AuditDetail } from './audit-detail.tsx';
import { AKSI_LABELS, KATEGORI_OPTIONS, TABEL_LABELS } from './labels.ts';

const FILTERS = [
  { param: 'kategori', label: 'Jenis', options: KATEGORI_OPTIONS },
  {
    param: 'tabel',
    label: 'Data',
    options: [
      { id: '', label: 'Semua data' },
      ...Object.entries(TABEL_LABELS).map(([id, label]) => ({ id, label })),
    ],
  },
];

/**
 * 'Riwayat Perubahan': who changed what and when, and the security events (sign-ins, delays,
 * passwords), newest first (admin only).
 */
export function AuditList() {
  useTitle('Riwayat Perubahan');
  const [shown, setShown] = useState<AuditRow | null>(null);
  return (
    <>
      <ResourceList<AuditRow>
        title="Riwayat Perubahan"
        endpoint="/audit"
        idOf={(row) => row.id_audit}
        nameOf={(row) => `${TABEL_LABELS[row.tabel] ?? row.tabel} ${row.id_record}`}
        searchPlaceholder="Cari pengguna atau ID data..."
        filters={FILTERS}
        loadingText="Memuat riwayat perubahan..."
        loadErrorText="Gagal mengambil riwayat perubahan"
        detail={{ label: 'Lihat Detail', open: setShown }}
        emptyText="Belum ada perubahan tercatat."
        columns={[
          { id: 'created_at', label: 'Waktu', nowrap: true, render: (row) => formatDateTime(row.created_at) },
          { id: 'username', label: 'Pengguna', render: (row) => row.username ?? '—' },
          { id: 'aksi', label: 'Aksi', render: (row) => AKSI_LABELS[row.aksi] ?? row.aksi },
          { id: 'tabel', label: 'Data', render: (row) => TABEL_LABELS[row.tabel] ?? row.tabel },
          { id: 'id_record', label: 'ID Data', render: (row) => row.id_record, sortable: false },
        ]}
      />
      <AuditDetail row={shown} onClose={() => setShown(null)} />
    </>
  );
}
