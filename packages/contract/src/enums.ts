/**
 * Every closed list of values the packages share, defined once: the API validates against them, the
 * dashboard offers them as choices, the site names them. Plain values (no TypeBox) so the front ends
 * can import them without the schema library.
 */

/** The five congregations: the main church and its four branches, in the spec's order. */
export const LOKASI = [
  'Induk Girimarto',
  'Pepanthan Paseban',
  'Pepanthan Sidoharjo',
  'Pepanthan Gemawang',
  'Pepanthan Simpar',
] as const;
export type LokasiGereja = (typeof LOKASI)[number];

export const ROLE_NAMES = ['admin', 'pendeta', 'petugas_inventaris', 'author'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const JENIS_ARTIKEL = ['berita', 'renungan', 'kegiatan'] as const;
export type JenisArtikel = (typeof JENIS_ARTIKEL)[number];

/** A finance transaction is money in or money out. */
export const JENIS_TRANSAKSI = ['pemasukan', 'pengeluaran'] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

export const JABATAN = ['Pendeta', 'Penatua', 'Diaken'] as const;
export type Jabatan = (typeof JABATAN)[number];
export const BIDANG_KEMAJELISAN = ['MPH', 'PWG', 'Kesaksian Pelayanan', 'Diakonia'] as const;

// The member record.
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

/**
 * Where an article or activity stands on its way to the site: a draft, waiting for review, scheduled
 * for a time, or published. Only `terbit` (and `terjadwal` once its time has come) reaches the public.
 */
export const STATUS_KONTEN = ['draf', 'tinjauan', 'terjadwal', 'terbit'] as const;
export type StatusKonten = (typeof STATUS_KONTEN)[number];
export const STATUS_KONTEN_LABEL: Record<StatusKonten, string> = {
  draf: 'Draf',
  tinjauan: 'Menunggu Tinjauan',
  terjadwal: 'Terjadwal',
  terbit: 'Terbit',
};
