import { useTitle } from '../../app/use-title.ts';
import { ResourceList } from '../../components/resource-list/resource-list.tsx';
import { roleListLabel } from '../../lib/format.ts';
import type { UserRow } from './types.ts';

export function UserList() {
  useTitle('Data User / Akun');
  return (
    <ResourceList<UserRow>
      title="Data User / Akun"
      endpoint="/user"
      idOf={(row) => row.id_user}
      nameOf={(row) => row.username_user}
      searchPlaceholder="Cari username..."
      loadingText="Memuat data user..."
      loadErrorText="Gagal mengambil data user"
      add={{ label: 'Tambah Data User', href: '/admin-dashboard/detail-user' }}
      detail={{ label: 'Edit', href: (row) => `/admin-dashboard/detail-user/${row.id_user}` }}
      remove={{
        path: (row) => `/user/${row.id_user}`,
        confirm: (row) => `Apakah kamu yakin ingin menghapus user ${row.username_user}?`,
        success: (row) => `User ${row.username_user} berhasil dihapus.`,
        failure: 'Gagal menghapus user.',
      }}
      columns={[
        { id: 'username_user', label: 'Username', render: (row) => row.username_user },
        { id: 'nama_tampilan', label: 'Nama Tampilan', render: (row) => row.nama_tampilan ?? '—' },
        { id: 'nama_role', label: 'Role/Peran', render: (row) => roleListLabel(row.nama_role) },
        { id: 'nama_jemaat', label: 'Nama Jemaat', render: (row) => row.nama_jemaat ?? '—' },
        { id: 'telp_user', label: 'Telepon', nowrap: true, render: (row) => row.telp_user },
      ]}
    />
  );
}
