import type { ColumnType, Generated, JSONColumnType } from 'kysely';

// Row types of every table, as mysql2 returns them (dateStrings: DATE and DATETIME are strings).
type Stamp = ColumnType<string, never, never>;
type AutoId = Generated<number>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type Lokasi =
  | 'Induk Girimarto'
  | 'Pepanthan Paseban'
  | 'Pepanthan Sidoharjo'
  | 'Pepanthan Gemawang'
  | 'Pepanthan Simpar';

export interface RoleTable {
  id_role: number;
  nama_role: string;
}

export interface JemaatTable {
  id_jemaat: AutoId;
  no_induk_jemaat: Nullable<string>;
  nama_jemaat: string;
  jenis_kelamin_jemaat: Nullable<string>;
  alamat_jemaat: Nullable<string>;
  kewargaan: Nullable<string>;
  no_telp_jemaat: Nullable<string>;
  tanggal_lahir_jemaat: Nullable<string>;
  tanggal_meninggal_jemaat: Nullable<string>;
  status_bergereja: Nullable<string>;
  status_kewargagerejaan: Nullable<string>;
  pendidikan: Nullable<string>;
  kelompok_usia: Nullable<string>;
  tanggal_baptis: Nullable<string>;
  tempat_baptis: Nullable<string>;
  petugas_baptis: Nullable<string>;
  tanggal_sidi: Nullable<string>;
  tempat_sidi: Nullable<string>;
  petugas_sidi: Nullable<string>;
  pasangan: Nullable<string>;
  tanggal_nikah: Nullable<string>;
  tempat_nikah: Nullable<string>;
  petugas_nikah: Nullable<string>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface UserTable {
  id_user: AutoId;
  username_user: string;
  /** The name the public sees as an article's author; null until an admin or the user sets it. */
  nama_tampilan: Nullable<string>;
  password_user: string;
  /** 1 after an admin's reset, until the owner chooses a new password. */
  harus_ganti_password: ColumnType<number, number | undefined, number>;
  /** The confirmed authenticator secret (base32); null while two-factor sign-in is off. */
  totp_rahasia: Nullable<string>;
  /** A secret shown for enrolment, until its first code confirms it. */
  totp_rahasia_baru: Nullable<string>;
  totp_aktif_sejak: Nullable<string>;
  /** The time step of the last accepted code: a code is never accepted twice. */
  totp_langkah_terakhir: Nullable<number>;
  telp_user: string;
  id_jemaat: Nullable<number>;
  id_role: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface AuthSessionTable {
  id_session: Generated<number>;
  jti: string;
  id_user: number;
  created_at: Stamp;
  last_used_at: Nullable<string>;
  client_ip: Nullable<string>;
  user_agent: Nullable<string>;
  expires_at: string;
  revoked_at: Nullable<string>;
}

/** One-time recovery codes for two-factor sign-in, kept as SHA-256 hashes. */
export interface KodeCadanganTable {
  id_kode: Generated<number>;
  id_user: number;
  hash_kode: string;
  dipakai_pada: Nullable<string>;
}

export interface LoginFailureTable {
  kunci: string;
  jumlah: number;
  /** The first failure of the current series. */
  mulai: string;
  /** The latest failure: the wait before the next attempt is measured from it. */
  terakhir: ColumnType<string, string | undefined, string>;
}

export interface JadwalIbadahTable {
  id_jadwal_ibadah: AutoId;
  nama_ibadah: string;
  info_ibadah: Nullable<string>;
  lokasi_ibadah: Lokasi;
  tema_ibadah: string;
  tanggal_ibadah: string;
  pemimpin_ibadah: string;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface InventarisTable {
  id_inventaris: AutoId;
  nama_inventaris: string;
  jenis_inventaris: string;
  jumlah_inventaris: number;
  lokasi_inventaris: Lokasi;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface TransaksiKeuanganTable {
  id_transaksi: AutoId;
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  keterangan_transaksi: Nullable<string>;
  bukti_transaksi: Nullable<string>;
  id_kategori: Nullable<number>;
  lokasi_transaksi: Nullable<Lokasi>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface KategoriTransaksiTable {
  id_kategori: AutoId;
  nama_kategori: string;
  jenis_kategori: 'pemasukan' | 'pengeluaran';
  created_at: Stamp;
  updated_at: Stamp;
}

export interface LogInventarisTable {
  id_log_inventaris: AutoId;
  id_transaksi: number;
  id_inventaris: number;
  jumlah_item: number;
  perubahan: number;
  created_at: Stamp;
}

export interface KegiatanGerejaTable {
  id_kegiatan_gereja: AutoId;
  nama_kegiatan_gereja: string;
  deskripsi_kegiatan_gereja: Nullable<string>;
  tema_kegiatan_gereja: Nullable<string>;
  tempat_kegiatan_gereja: Nullable<string>;
  /** 'YYYY-MM-DD' (WIB). */
  waktu_kegiatan_gereja: string;
  /** 'HH:MM:SS' (WIB), when the activity starts at a time of day. */
  jam_kegiatan_gereja: Nullable<string>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface GambarKegiatanTable {
  id_gambar_kegiatan: AutoId;
  id_kegiatan_gereja: number;
  nama_gambar_kegiatan: string;
  file_path: string;
  width: number;
  height: number;
  is_thumbnail: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
}

export interface ArtikelTable {
  id_artikel: AutoId;
  judul_artikel: string;
  jenis_artikel: 'berita' | 'renungan' | 'kegiatan';
  isi_artikel: string;
  ayat_alkitab: Nullable<string>;
  catatan_artikel: Nullable<string>;
  gambar_artikel: Nullable<string>;
  gambar_artikel_width: Nullable<number>;
  gambar_artikel_height: Nullable<number>;
  id_kegiatan_gereja: Nullable<number>;
  tanggal_artikel: ColumnType<string, string | undefined, string>;
  /** The byline as published: the writer's display name, never a login name. */
  author: string;
  id_user_author: Nullable<number>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface KemajelisanTable {
  id_kemajelisan: AutoId;
  id_jemaat: Nullable<number>;
  nama: string;
  jabatan: 'Pendeta' | 'Penatua' | 'Diaken';
  jabatan_struktur: Nullable<string>;
  bidang_kemajelisan: Nullable<string>;
  periode_mulai: Nullable<string>;
  periode_selesai: Nullable<string>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface PengaturanSitusTable {
  id: number;
  nama_gereja: string;
  alamat: string;
  telepon: string;
  email_1: string;
  email_2: Nullable<string>;
  logo: Nullable<string>;
  logo_width: Nullable<number>;
  logo_height: Nullable<number>;
  judul_sambutan: string;
  teks_sambutan: string;
  tentang_singkat: string;
  profil_gereja: string;
  nama_bank: string;
  nomor_rekening: string;
  atas_nama_rekening: string;
  gambar_qris: Nullable<string>;
  gambar_qris_width: Nullable<number>;
  gambar_qris_height: Nullable<number>;
  visi: string;
  misi: string;
  nama_pendeta: string;
  profil_pendeta: string;
  foto_pendeta: Nullable<string>;
  foto_pendeta_width: Nullable<number>;
  foto_pendeta_height: Nullable<number>;
  gambar_susunan_organisasi: Nullable<string>;
  gambar_susunan_organisasi_width: Nullable<number>;
  gambar_susunan_organisasi_height: Nullable<number>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface SejarahGerejaTable {
  id_sejarah: AutoId;
  periode: string;
  judul: string;
  isi: string;
  urutan: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface GerejaTable {
  lokasi: Lokasi;
  nama_gereja: string;
  alamat: string;
  urutan: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface WaktuIbadahTetapTable {
  id_waktu: AutoId;
  lokasi: Lokasi;
  nama: string;
  jam: string;
  urutan: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface GaleriGerejaTable {
  id_galeri: AutoId;
  lokasi: Lokasi;
  nama: string;
  kegiatan: string;
  file_path: string;
  width: number;
  height: number;
  urutan: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface SlideCarouselTable {
  id_slide: AutoId;
  judul: string;
  keterangan: Nullable<string>;
  file_path: string;
  width: number;
  height: number;
  urutan: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface SiteBuildTable {
  id_build: AutoId;
  status: 'queued' | 'building' | 'live' | 'failed';
  pemicu: string;
  requested_at: ColumnType<string, string | undefined, string>;
  started_at: Nullable<string>;
  finished_at: Nullable<string>;
  rilis: Nullable<string>;
  halaman: Nullable<number>;
  error: Nullable<string>;
}

/**
 * What an audit entry records: a data change, a security event (sign-in, throttle, password, a session
 * ended), or a read or export of a member's personal data.
 */
export type AuditAksi =
  | 'create'
  | 'update'
  | 'delete'
  | 'login'
  | 'login_fail'
  | 'throttle'
  | 'pw_change'
  | 'pw_reset'
  | 'pw_wrong'
  | 'session_end'
  | 'read'
  | 'export'
  | 'mfa_on'
  | 'mfa_off'
  | 'mfa_reset'
  | 'mfa_codes';

export interface AuditLogTable {
  id_audit: Generated<number>;
  id_user: Nullable<number>;
  username: Nullable<string>;
  aksi: AuditAksi;
  tabel: string;
  id_record: string;
  perubahan: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Stamp;
}

export interface Database {
  role: RoleTable;
  jemaat: JemaatTable;
  user: UserTable;
  auth_session: AuthSessionTable;
  login_failure: LoginFailureTable;
  kode_cadangan: KodeCadanganTable;
  jadwal_ibadah: JadwalIbadahTable;
  inventaris: InventarisTable;
  transaksi_keuangan: TransaksiKeuanganTable;
  kategori_transaksi: KategoriTransaksiTable;
  log_inventaris: LogInventarisTable;
  kegiatan_gereja: KegiatanGerejaTable;
  gambar_kegiatan: GambarKegiatanTable;
  artikel: ArtikelTable;
  kemajelisan: KemajelisanTable;
  pengaturan_situs: PengaturanSitusTable;
  sejarah_gereja: SejarahGerejaTable;
  gereja: GerejaTable;
  waktu_ibadah_tetap: WaktuIbadahTetapTable;
  galeri_gereja: GaleriGerejaTable;
  slide_carousel: SlideCarouselTable;
  site_build: SiteBuildTable;
  audit_log: AuditLogTable;
}
