/** The member record's enumerations, apart so the filters and the schemas can both use them. */
export const JENIS_KELAMIN = ['Laki-laki', 'Perempuan'] as const;
export const KEWARGAAN = [
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Paseban',
  'GKJ Girimarto Pepanthan Simpar',
  'GKJ Girimarto Pepanthan Gemawang',
  'GKJ Girimarto Pepanthan Sidoharjo',
] as const;
export const STATUS_BERGEREJA = ['aktif', 'boro', 'pindah', 'keluar', 'meninggal'] as const;
export const STATUS_KEWARGAGEREJAAN = ['Warga Anak', 'Warga Dewasa'] as const;
export const KELOMPOK_USIA = ['Anak', 'Remaja Pemuda', 'Dewasa', 'Adiyuswa'] as const;

/** The list's status filter: one status_bergereja, or every member ('semua', the default). */
export const STATUS_FILTER = [...STATUS_BERGEREJA, 'semua'] as const;
