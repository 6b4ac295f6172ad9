export interface JemaatRow {
  id_jemaat: number;
  nama_jemaat: string;
  no_induk_jemaat: string | null;
  jenis_kelamin_jemaat: string | null;
  kewargaan: string | null;
  status_bergereja: string | null;
  updated_at: string;
}

export const STATUS_BERGEREJA = ['aktif', 'boro', 'pindah', 'keluar', 'meninggal'] as const;

/** GET /jemaat-per-status: members per status for the list's search. */
export type StatusCounts = Record<(typeof STATUS_BERGEREJA)[number] | 'tanpa_status' | 'semua', number>;

/** GET /jemaat/:id/keterkaitan: what points at a member, and one sentence saying so. */
export interface Keterkaitan {
  majelis: { id_kemajelisan: number; jabatan: string; periode: string | null }[];
  pengguna: { id_user: number; username_user: string }[];
  keterangan: string | null;
}

/** Every field of the member form, as strings (empty = not filled). */
export const JEMAAT_FIELDS = [
  'no_induk_jemaat',
  'nama_jemaat',
  'jenis_kelamin_jemaat',
  'alamat_jemaat',
  'kewargaan',
  'no_telp_jemaat',
  'tanggal_lahir_jemaat',
  'tanggal_meninggal_jemaat',
  'status_bergereja',
  'status_kewargagerejaan',
  'pendidikan',
  'kelompok_usia',
  'tanggal_baptis',
  'tempat_baptis',
  'petugas_baptis',
  'tanggal_sidi',
  'tempat_sidi',
  'petugas_sidi',
  'pasangan',
  'tanggal_nikah',
  'tempat_nikah',
  'petugas_nikah',
] as const;

export type JemaatField = (typeof JEMAAT_FIELDS)[number];
export type JemaatValues = Record<JemaatField, string>;

const options = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

export const GENDER_OPTIONS = options(['Laki-laki', 'Perempuan']);
export const KEWARGAAN_OPTIONS = options([
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Paseban',
  'GKJ Girimarto Pepanthan Simpar',
  'GKJ Girimarto Pepanthan Gemawang',
  'GKJ Girimarto Pepanthan Sidoharjo',
]);
export const STATUS_OPTIONS = options(STATUS_BERGEREJA);
export const WARGA_OPTIONS = options(['Warga Anak', 'Warga Dewasa']);
export const USIA_OPTIONS = options(['Anak', 'Remaja Pemuda', 'Dewasa', 'Adiyuswa']);

/** The member form's labels, for the export's column choice and the import's mapping. */
export const FIELD_LABELS: Record<JemaatField, string> = {
  no_induk_jemaat: 'No Induk',
  nama_jemaat: 'Nama Jemaat',
  jenis_kelamin_jemaat: 'Jenis Kelamin',
  alamat_jemaat: 'Alamat',
  kewargaan: 'Kewargaan',
  no_telp_jemaat: 'No. Telepon',
  tanggal_lahir_jemaat: 'Tanggal Lahir',
  tanggal_meninggal_jemaat: 'Tanggal Meninggal',
  status_bergereja: 'Status Bergereja',
  status_kewargagerejaan: 'Status Kewargagerejaan',
  pendidikan: 'Pendidikan',
  kelompok_usia: 'Kelompok Usia',
  tanggal_baptis: 'Tanggal Baptis',
  tempat_baptis: 'Tempat Baptis',
  petugas_baptis: 'Petugas Baptis',
  tanggal_sidi: 'Tanggal Sidi',
  tempat_sidi: 'Tempat Sidi',
  petugas_sidi: 'Petugas Sidi',
  pasangan: 'Nama Pasangan',
  tanggal_nikah: 'Tanggal Nikah',
  tempat_nikah: 'Tempat Nikah',
  petugas_nikah: 'Petugas Nikah',
};
