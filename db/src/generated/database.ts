// Generated from the migrated schema by `npm run db:types`: do not edit by hand.
// A test fails when this file and the migrations disagree; db/src/types.ts names what the packages use.
import type { ColumnType, JSONColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface Artikel {
  author: string;
  ayat_alkitab: string | null;
  catatan_artikel: string | null;
  catatan_tinjauan: string | null;
  created_at: Generated<string>;
  gambar_artikel: string | null;
  gambar_artikel_height: number | null;
  gambar_artikel_width: number | null;
  id_artikel: Generated<number>;
  id_kegiatan_gereja: number | null;
  id_user_author: number | null;
  isi_artikel: string;
  jenis_artikel: "berita" | "renungan" | "kegiatan";
  judul_artikel: string;
  status: Generated<"draf" | "tinjauan" | "terjadwal" | "terbit">;
  tanggal_artikel: Generated<string>;
  terbit_pada: string | null;
  updated_at: Generated<string>;
}

export interface AuditLog {
  aksi: "create" | "update" | "delete" | "login" | "login_fail" | "throttle" | "pw_change" | "pw_reset" | "pw_wrong" | "session_end" | "read" | "export" | "mfa_on" | "mfa_off" | "mfa_reset" | "mfa_codes" | "submit" | "return" | "schedule" | "publish" | "unpublish" | "restore";
  created_at: Generated<string>;
  id_audit: Generated<number>;
  id_record: string;
  id_user: number | null;
  perubahan: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  tabel: string;
  username: string | null;
}

export interface AuthSession {
  client_ip: string | null;
  created_at: Generated<string>;
  expires_at: string;
  id_session: Generated<number>;
  id_user: number;
  jti: string;
  last_used_at: string | null;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface ContentRevision {
  created_at: Generated<string>;
  id_record: number;
  id_revisi: Generated<number>;
  id_user: number | null;
  isi: string;
  keterangan: string;
  nomor: number;
  tabel: "artikel" | "kegiatan_gereja" | "warta_jemaat";
  username: string | null;
}

export interface GaleriGereja {
  created_at: Generated<string>;
  file_path: string;
  height: number;
  id_galeri: Generated<number>;
  kegiatan: string;
  lokasi: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar";
  nama: string;
  updated_at: Generated<string>;
  urutan: Generated<number>;
  width: number;
}

export interface GambarKegiatan {
  created_at: Generated<string>;
  file_path: string;
  height: number;
  id_gambar_kegiatan: Generated<number>;
  id_kegiatan_gereja: number;
  is_thumbnail: Generated<number>;
  nama_gambar_kegiatan: string;
  width: number;
}

export interface Gereja {
  alamat: string;
  created_at: Generated<string>;
  latitude: number | null;
  lokasi: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar";
  longitude: number | null;
  nama_gereja: string;
  updated_at: Generated<string>;
  urutan: number;
}

export interface Inventaris {
  created_at: Generated<string>;
  id_inventaris: Generated<number>;
  jenis_inventaris: string;
  jumlah_inventaris: Generated<number>;
  lokasi_inventaris: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar";
  nama_inventaris: string;
  updated_at: Generated<string>;
}

export interface JadwalIbadah {
  created_at: Generated<string>;
  id_jadwal_ibadah: Generated<number>;
  info_ibadah: string | null;
  lokasi_ibadah: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar";
  nama_ibadah: string;
  pemimpin_ibadah: string;
  tanggal_ibadah: string;
  tema_ibadah: string;
  updated_at: Generated<string>;
}

export interface Jemaat {
  alamat_jemaat: string | null;
  created_at: Generated<string>;
  id_jemaat: Generated<number>;
  jenis_kelamin_jemaat: string | null;
  kelompok_usia: string | null;
  kewargaan: string | null;
  nama_jemaat: string;
  no_induk_jemaat: string | null;
  no_telp_jemaat: string | null;
  pasangan: string | null;
  pendidikan: string | null;
  petugas_baptis: string | null;
  petugas_nikah: string | null;
  petugas_sidi: string | null;
  status_bergereja: string | null;
  status_kewargagerejaan: string | null;
  tanggal_baptis: string | null;
  tanggal_lahir_jemaat: string | null;
  tanggal_meninggal_jemaat: string | null;
  tanggal_nikah: string | null;
  tanggal_sidi: string | null;
  tempat_baptis: string | null;
  tempat_nikah: string | null;
  tempat_sidi: string | null;
  updated_at: Generated<string>;
}

export interface KategoriTransaksi {
  created_at: Generated<string>;
  id_kategori: Generated<number>;
  jenis_kategori: "pemasukan" | "pengeluaran";
  nama_kategori: string;
  updated_at: Generated<string>;
}

export interface KegiatanGereja {
  catatan_tinjauan: string | null;
  created_at: Generated<string>;
  deskripsi_kegiatan_gereja: string | null;
  id_kegiatan_gereja: Generated<number>;
  jam_kegiatan_gereja: string | null;
  nama_kegiatan_gereja: string;
  status: Generated<"draf" | "tinjauan" | "terjadwal" | "terbit">;
  tema_kegiatan_gereja: string | null;
  tempat_kegiatan_gereja: string | null;
  terbit_pada: string | null;
  updated_at: Generated<string>;
  waktu_kegiatan_gereja: string;
}

export interface Kemajelisan {
  bidang_kemajelisan: string | null;
  created_at: Generated<string>;
  id_jemaat: number | null;
  id_kemajelisan: Generated<number>;
  jabatan: "Pendeta" | "Penatua" | "Diaken";
  jabatan_struktur: string | null;
  nama: string;
  periode_mulai: string | null;
  periode_selesai: string | null;
  updated_at: Generated<string>;
}

export interface LoginFailure {
  jumlah: Generated<number>;
  kunci: string;
  mulai: string;
  terakhir: Generated<string>;
}

export interface LogInventaris {
  created_at: Generated<string>;
  id_inventaris: number;
  id_log_inventaris: Generated<number>;
  id_transaksi: number;
  jumlah_item: number;
  perubahan: number;
}

export interface PengaturanSitus {
  alamat: string;
  atas_nama_rekening: string;
  created_at: Generated<string>;
  email_1: string;
  email_2: string | null;
  foto_pendeta: string | null;
  foto_pendeta_height: number | null;
  foto_pendeta_width: number | null;
  gambar_qris: string | null;
  gambar_qris_height: number | null;
  gambar_qris_width: number | null;
  gambar_susunan_organisasi: string | null;
  gambar_susunan_organisasi_height: number | null;
  gambar_susunan_organisasi_width: number | null;
  id: number;
  judul_sambutan: string;
  logo: string | null;
  logo_height: number | null;
  logo_width: number | null;
  misi: string;
  nama_bank: string;
  nama_gereja: string;
  nama_pendeta: string;
  nomor_rekening: string;
  profil_gereja: string;
  profil_pendeta: string;
  qris_kota_merchant: string | null;
  qris_nama_merchant: string | null;
  qris_nmid: string | null;
  teks_sambutan: string;
  telepon: string;
  tentang_singkat: string;
  updated_at: Generated<string>;
  visi: string;
}

export interface RecoveryCode {
  dipakai_pada: string | null;
  hash_kode: string;
  id_kode: Generated<number>;
  id_user: number;
}

export interface Role {
  id_role: number;
  nama_role: string;
}

export interface SejarahGereja {
  created_at: Generated<string>;
  id_sejarah: Generated<number>;
  isi: string;
  judul: string;
  periode: string;
  updated_at: Generated<string>;
  urutan: Generated<number>;
}

export interface SiteBuild {
  error: string | null;
  finished_at: string | null;
  halaman: number | null;
  id_build: Generated<number>;
  pemicu: string;
  requested_at: Generated<string>;
  rilis: string | null;
  started_at: string | null;
  status: "queued" | "building" | "live" | "failed";
}

export interface SiteBuildClaim {
  claimed_at: string | null;
  expires_at: string | null;
  id: number;
  owner: string | null;
  worker_pid: number | null;
}

export interface SlideCarousel {
  created_at: Generated<string>;
  file_path: string;
  height: number;
  id_slide: Generated<number>;
  judul: string;
  keterangan: string | null;
  updated_at: Generated<string>;
  urutan: Generated<number>;
  width: number;
}

export interface TransaksiKeuangan {
  bukti_transaksi: string | null;
  created_at: Generated<string>;
  id_kategori: number | null;
  id_transaksi: Generated<number>;
  jenis_transaksi: "pemasukan" | "pengeluaran";
  jumlah_transaksi: number;
  keterangan_transaksi: string | null;
  lokasi_transaksi: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar" | null;
  nama_transaksi: string;
  tanggal_transaksi: string;
  updated_at: Generated<string>;
}

export interface User {
  created_at: Generated<string>;
  harus_ganti_password: Generated<number>;
  id_jemaat: number | null;
  id_role: number;
  id_user: Generated<number>;
  nama_tampilan: string | null;
  password_user: string;
  telp_user: string;
  totp_aktif_sejak: string | null;
  totp_langkah_terakhir: number | null;
  totp_rahasia: string | null;
  totp_rahasia_baru: string | null;
  updated_at: Generated<string>;
  username_user: string;
}

export interface WaktuIbadahTetap {
  created_at: Generated<string>;
  id_waktu: Generated<number>;
  jam: string;
  lokasi: "Induk Girimarto" | "Pepanthan Paseban" | "Pepanthan Sidoharjo" | "Pepanthan Gemawang" | "Pepanthan Simpar";
  nama: string;
  updated_at: Generated<string>;
  urutan: Generated<number>;
}

export interface WartaJemaat {
  berkas_pdf: string | null;
  berkas_pdf_ukuran: number | null;
  catatan_tinjauan: string | null;
  created_at: Generated<string>;
  id_warta: Generated<number>;
  isi_warta: string | null;
  judul_warta: string;
  status: Generated<"draf" | "tinjauan" | "terjadwal" | "terbit">;
  tanggal_warta: string;
  terbit_pada: string | null;
  updated_at: Generated<string>;
}

export interface DB {
  artikel: Artikel;
  audit_log: AuditLog;
  auth_session: AuthSession;
  content_revision: ContentRevision;
  galeri_gereja: GaleriGereja;
  gambar_kegiatan: GambarKegiatan;
  gereja: Gereja;
  inventaris: Inventaris;
  jadwal_ibadah: JadwalIbadah;
  jemaat: Jemaat;
  kategori_transaksi: KategoriTransaksi;
  kegiatan_gereja: KegiatanGereja;
  kemajelisan: Kemajelisan;
  log_inventaris: LogInventaris;
  login_failure: LoginFailure;
  pengaturan_situs: PengaturanSitus;
  recovery_code: RecoveryCode;
  role: Role;
  sejarah_gereja: SejarahGereja;
  site_build: SiteBuild;
  site_build_claim: SiteBuildClaim;
  slide_carousel: SlideCarousel;
  transaksi_keuangan: TransaksiKeuangan;
  user: User;
  waktu_ibadah_tetap: WaktuIbadahTetap;
  warta_jemaat: WartaJemaat;
}
