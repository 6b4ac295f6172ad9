export interface UserRow {
  id_user: number;
  username_user: string;
  nama_tampilan: string | null;
  telp_user: string;
  id_jemaat: number | null;
  id_role: number;
  nama_role: string;
  nama_jemaat: string | null;
  /** The account signs in with a second factor (an admin can reset it for a lost phone). */
  dua_langkah_aktif: boolean;
}

export const ROLE_OPTIONS = [
  { id: '1', label: 'Admin' },
  { id: '2', label: 'Pendeta' },
  { id: '3', label: 'Petugas Inventaris' },
  { id: '4', label: 'Penulis' },
] as const;
