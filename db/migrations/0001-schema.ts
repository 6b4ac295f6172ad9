import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code. Enumerations are written out here on purpose.
const LOKASI = `'Induk Girimarto','Pepanthan Paseban','Pepanthan Sidoharjo','Pepanthan Gemawang','Pepanthan Simpar'`;
const TABLE = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
const STAMPS = `created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)`;
// Width and height of a stored image, so pages can reserve its space before it loads.
const dims = (col: string) => `${col}_width SMALLINT UNSIGNED NULL, ${col}_height SMALLINT UNSIGNED NULL`;

const statements = [
  `CREATE TABLE role (
    id_role TINYINT UNSIGNED PRIMARY KEY,
    nama_role VARCHAR(30) NOT NULL UNIQUE
  ) ${TABLE}`,

  `CREATE TABLE jemaat (
    id_jemaat INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    no_induk_jemaat VARCHAR(30) NULL,
    nama_jemaat VARCHAR(150) NOT NULL,
    jenis_kelamin_jemaat VARCHAR(10) NULL CHECK (jenis_kelamin_jemaat IN ('Laki-laki','Perempuan')),
    alamat_jemaat VARCHAR(255) NULL,
    kewargaan VARCHAR(60) NULL,
    no_telp_jemaat VARCHAR(13) NULL,
    tanggal_lahir_jemaat DATE NULL,
    tanggal_meninggal_jemaat DATE NULL,
    status_bergereja VARCHAR(12) NULL CHECK (status_bergereja IN ('aktif','boro','pindah','keluar','meninggal')),
    status_kewargagerejaan VARCHAR(15) NULL CHECK (status_kewargagerejaan IN ('Warga Anak','Warga Dewasa')),
    pendidikan VARCHAR(100) NULL,
    kelompok_usia VARCHAR(15) NULL CHECK (kelompok_usia IN ('Anak','Remaja Pemuda','Dewasa','Adiyuswa')),
    tanggal_baptis DATE NULL,
    tempat_baptis VARCHAR(150) NULL,
    petugas_baptis VARCHAR(150) NULL,
    tanggal_sidi DATE NULL,
    tempat_sidi VARCHAR(150) NULL,
    petugas_sidi VARCHAR(150) NULL,
    pasangan VARCHAR(150) NULL,
    tanggal_nikah DATE NULL,
    tempat_nikah VARCHAR(150) NULL,
    petugas_nikah VARCHAR(150) NULL,
    ${STAMPS},
    UNIQUE KEY uq_jemaat_no_induk (no_induk_jemaat),
    KEY ix_jemaat_nama (nama_jemaat),
    KEY ix_jemaat_kewargaan (kewargaan, nama_jemaat),
    KEY ix_jemaat_status (status_bergereja, nama_jemaat),
    KEY ix_jemaat_kelamin (jenis_kelamin_jemaat)
  ) ${TABLE}`,

  `CREATE TABLE user (
    id_user INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    username_user VARCHAR(50) NOT NULL,
    password_user VARCHAR(255) NOT NULL,
    telp_user VARCHAR(13) NOT NULL,
    id_jemaat INT UNSIGNED NULL,
    id_role TINYINT UNSIGNED NOT NULL,
    ${STAMPS},
    UNIQUE KEY uq_user_username (username_user),
    KEY ix_user_role (id_role),
    CONSTRAINT fk_user_jemaat FOREIGN KEY (id_jemaat) REFERENCES jemaat (id_jemaat) ON DELETE SET NULL,
    CONSTRAINT fk_user_role FOREIGN KEY (id_role) REFERENCES role (id_role)
  ) ${TABLE}`,

  // Every issued token is a row; a token whose row is gone or revoked no longer works.
  `CREATE TABLE auth_session (
    jti CHAR(36) PRIMARY KEY,
    id_user INT UNSIGNED NOT NULL,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    expires_at DATETIME NOT NULL,
    revoked_at DATETIME(3) NULL,
    KEY ix_session_user (id_user),
    KEY ix_session_expires (expires_at),
    CONSTRAINT fk_session_user FOREIGN KEY (id_user) REFERENCES user (id_user) ON DELETE CASCADE
  ) ${TABLE}`,

  // Failed sign-ins per key (ip or username) in the current window, for the login rate limit.
  `CREATE TABLE login_failure (
    kunci VARCHAR(200) PRIMARY KEY,
    jumlah INT UNSIGNED NOT NULL DEFAULT 0,
    mulai DATETIME(3) NOT NULL
  ) ${TABLE}`,

  `CREATE TABLE jadwal_ibadah (
    id_jadwal_ibadah INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    nama_ibadah VARCHAR(150) NOT NULL,
    info_ibadah VARCHAR(255) NULL,
    lokasi_ibadah VARCHAR(30) NOT NULL CHECK (lokasi_ibadah IN (${LOKASI})),
    tema_ibadah VARCHAR(255) NOT NULL,
    tanggal_ibadah DATETIME NOT NULL,
    pemimpin_ibadah VARCHAR(150) NOT NULL,
    ${STAMPS},
    KEY ix_jadwal_lokasi_tanggal (lokasi_ibadah, tanggal_ibadah),
    KEY ix_jadwal_tanggal (tanggal_ibadah),
    KEY ix_jadwal_nama (nama_ibadah)
  ) ${TABLE}`,

  `CREATE TABLE inventaris (
    id_inventaris INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    nama_inventaris VARCHAR(150) NOT NULL,
    jenis_inventaris VARCHAR(100) NOT NULL,
    jumlah_inventaris INT UNSIGNED NOT NULL DEFAULT 0,
    lokasi_inventaris VARCHAR(30) NOT NULL CHECK (lokasi_inventaris IN (${LOKASI})),
    ${STAMPS},
    KEY ix_inventaris_nama (nama_inventaris),
    KEY ix_inventaris_jenis (jenis_inventaris),
    KEY ix_inventaris_lokasi (lokasi_inventaris)
  ) ${TABLE}`,

  // The list sorts by date, name, type and amount, each with the id as tiebreak (an InnoDB index ends with
  // the primary key): one index per sort, or a page of 50,000 rows is a filesort of all of them.
  `CREATE TABLE transaksi_keuangan (
    id_transaksi INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    tanggal_transaksi DATE NOT NULL,
    nama_transaksi VARCHAR(150) NOT NULL,
    jenis_transaksi VARCHAR(12) NOT NULL CHECK (jenis_transaksi IN ('pemasukan','pengeluaran')),
    jumlah_transaksi BIGINT UNSIGNED NOT NULL,
    keterangan_transaksi TEXT NULL,
    bukti_transaksi VARCHAR(255) NULL,
    ${STAMPS},
    KEY ix_transaksi_tanggal (tanggal_transaksi, id_transaksi),
    KEY ix_transaksi_nama (nama_transaksi),
    KEY ix_transaksi_jenis (jenis_transaksi, jumlah_transaksi),
    KEY ix_transaksi_jumlah (jumlah_transaksi),
    KEY ix_transaksi_jenis_urut (jenis_transaksi)
  ) ${TABLE}`,

  // The inventory movement a transaction caused; perubahan is the signed change applied to the count.
  `CREATE TABLE log_inventaris (
    id_log_inventaris INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    id_transaksi INT UNSIGNED NOT NULL,
    id_inventaris INT UNSIGNED NOT NULL,
    jumlah_item INT UNSIGNED NOT NULL,
    perubahan INT NOT NULL,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE KEY uq_log_transaksi (id_transaksi),
    KEY ix_log_inventaris (id_inventaris),
    CONSTRAINT fk_log_transaksi FOREIGN KEY (id_transaksi) REFERENCES transaksi_keuangan (id_transaksi) ON DELETE CASCADE,
    CONSTRAINT fk_log_inventaris FOREIGN KEY (id_inventaris) REFERENCES inventaris (id_inventaris)
  ) ${TABLE}`,

  `CREATE TABLE kegiatan_gereja (
    id_kegiatan_gereja INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    nama_kegiatan_gereja VARCHAR(200) NOT NULL,
    deskripsi_kegiatan_gereja TEXT NULL,
    tema_kegiatan_gereja VARCHAR(200) NULL,
    tempat_kegiatan_gereja VARCHAR(200) NULL,
    waktu_kegiatan_gereja DATE NOT NULL,
    ${STAMPS},
    KEY ix_kegiatan_waktu (waktu_kegiatan_gereja, id_kegiatan_gereja),
    KEY ix_kegiatan_nama (nama_kegiatan_gereja),
    KEY ix_kegiatan_updated (updated_at)
  ) ${TABLE}`,

  `CREATE TABLE gambar_kegiatan (
    id_gambar_kegiatan INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    id_kegiatan_gereja INT UNSIGNED NOT NULL,
    nama_gambar_kegiatan VARCHAR(255) NOT NULL,
    file_path VARCHAR(255) NOT NULL,
    width SMALLINT UNSIGNED NOT NULL,
    height SMALLINT UNSIGNED NOT NULL,
    is_thumbnail TINYINT(1) NOT NULL DEFAULT 0,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY ix_gambar_kegiatan (id_kegiatan_gereja, is_thumbnail, id_gambar_kegiatan),
    CONSTRAINT fk_gambar_kegiatan FOREIGN KEY (id_kegiatan_gereja) REFERENCES kegiatan_gereja (id_kegiatan_gereja) ON DELETE CASCADE
  ) ${TABLE}`,

  `CREATE TABLE artikel (
    id_artikel INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    judul_artikel VARCHAR(200) NOT NULL,
    jenis_artikel VARCHAR(10) NOT NULL CHECK (jenis_artikel IN ('berita','renungan','kegiatan')),
    isi_artikel MEDIUMTEXT NOT NULL,
    ayat_alkitab VARCHAR(255) NULL,
    catatan_artikel TEXT NULL,
    gambar_artikel VARCHAR(255) NULL,
    ${dims('gambar_artikel')},
    id_kegiatan_gereja INT UNSIGNED NULL,
    tanggal_artikel DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    author VARCHAR(50) NOT NULL,
    id_user_author INT UNSIGNED NULL,
    ${STAMPS},
    KEY ix_artikel_tanggal (tanggal_artikel, id_artikel),
    KEY ix_artikel_jenis (jenis_artikel, tanggal_artikel),
    KEY ix_artikel_judul (judul_artikel),
    KEY ix_artikel_author (author),
    KEY ix_artikel_updated (updated_at),
    CONSTRAINT fk_artikel_kegiatan FOREIGN KEY (id_kegiatan_gereja) REFERENCES kegiatan_gereja (id_kegiatan_gereja) ON DELETE SET NULL,
    CONSTRAINT fk_artikel_user FOREIGN KEY (id_user_author) REFERENCES user (id_user) ON DELETE SET NULL
  ) ${TABLE}`,

  `CREATE TABLE kemajelisan (
    id_kemajelisan INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    id_jemaat INT UNSIGNED NULL,
    nama VARCHAR(150) NOT NULL,
    jabatan VARCHAR(10) NOT NULL CHECK (jabatan IN ('Pendeta','Penatua','Diaken')),
    jabatan_struktur VARCHAR(100) NULL,
    bidang_kemajelisan VARCHAR(25) NULL CHECK (bidang_kemajelisan IN ('MPH','PWG','Kesaksian Pelayanan','Diakonia')),
    periode_mulai DATE NULL,
    periode_selesai DATE NULL,
    ${STAMPS},
    KEY ix_majelis_jabatan (jabatan, nama),
    KEY ix_majelis_nama (nama),
    CONSTRAINT fk_majelis_jemaat FOREIGN KEY (id_jemaat) REFERENCES jemaat (id_jemaat) ON DELETE SET NULL
  ) ${TABLE}`,

  // Site content: one row of church identity and page texts, edited by admins.
  `CREATE TABLE pengaturan_situs (
    id TINYINT UNSIGNED PRIMARY KEY CHECK (id = 1),
    nama_gereja VARCHAR(150) NOT NULL,
    alamat VARCHAR(255) NOT NULL,
    telepon VARCHAR(20) NOT NULL,
    email_1 VARCHAR(150) NOT NULL,
    email_2 VARCHAR(150) NULL,
    logo VARCHAR(255) NULL,
    ${dims('logo')},
    judul_sambutan VARCHAR(200) NOT NULL,
    teks_sambutan VARCHAR(500) NOT NULL,
    tentang_singkat TEXT NOT NULL,
    profil_gereja TEXT NOT NULL,
    nama_bank VARCHAR(100) NOT NULL,
    nomor_rekening VARCHAR(40) NOT NULL,
    atas_nama_rekening VARCHAR(150) NOT NULL,
    gambar_qris VARCHAR(255) NULL,
    ${dims('gambar_qris')},
    visi TEXT NOT NULL,
    misi TEXT NOT NULL,
    nama_pendeta VARCHAR(150) NOT NULL,
    profil_pendeta TEXT NOT NULL,
    foto_pendeta VARCHAR(255) NULL,
    ${dims('foto_pendeta')},
    gambar_susunan_organisasi VARCHAR(255) NULL,
    ${dims('gambar_susunan_organisasi')},
    ${STAMPS}
  ) ${TABLE}`,

  // The history on /profile, in periods (1932–2009), ordered by urutan.
  `CREATE TABLE sejarah_gereja (
    id_sejarah INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    periode VARCHAR(40) NOT NULL,
    judul VARCHAR(200) NOT NULL,
    isi TEXT NOT NULL,
    urutan SMALLINT UNSIGNED NOT NULL DEFAULT 0,
    ${STAMPS},
    KEY ix_sejarah_urutan (urutan)
  ) ${TABLE}`,

  // The five churches (Induk and four pepanthan), their address and home-card text.
  `CREATE TABLE gereja (
    lokasi VARCHAR(30) PRIMARY KEY CHECK (lokasi IN (${LOKASI})),
    nama_gereja VARCHAR(150) NOT NULL,
    alamat VARCHAR(255) NOT NULL,
    urutan TINYINT UNSIGNED NOT NULL,
    ${STAMPS}
  ) ${TABLE}`,

  // Fixed weekly service times shown on the home cards and the gallery cards.
  `CREATE TABLE waktu_ibadah_tetap (
    id_waktu INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    lokasi VARCHAR(30) NOT NULL,
    nama VARCHAR(100) NOT NULL,
    jam VARCHAR(20) NOT NULL,
    urutan SMALLINT UNSIGNED NOT NULL DEFAULT 0,
    ${STAMPS},
    KEY ix_waktu_lokasi (lokasi, urutan),
    CONSTRAINT fk_waktu_gereja FOREIGN KEY (lokasi) REFERENCES gereja (lokasi) ON DELETE CASCADE
  ) ${TABLE}`,

  `CREATE TABLE galeri_gereja (
    id_galeri INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    lokasi VARCHAR(30) NOT NULL,
    nama VARCHAR(150) NOT NULL,
    kegiatan VARCHAR(150) NOT NULL,
    file_path VARCHAR(255) NOT NULL,
    width SMALLINT UNSIGNED NOT NULL,
    height SMALLINT UNSIGNED NOT NULL,
    urutan SMALLINT UNSIGNED NOT NULL DEFAULT 0,
    ${STAMPS},
    KEY ix_galeri_lokasi (lokasi, urutan, id_galeri),
    CONSTRAINT fk_galeri_gereja FOREIGN KEY (lokasi) REFERENCES gereja (lokasi) ON DELETE CASCADE
  ) ${TABLE}`,

  `CREATE TABLE slide_carousel (
    id_slide INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    judul VARCHAR(200) NOT NULL,
    keterangan VARCHAR(500) NULL,
    file_path VARCHAR(255) NOT NULL,
    width SMALLINT UNSIGNED NOT NULL,
    height SMALLINT UNSIGNED NOT NULL,
    urutan SMALLINT UNSIGNED NOT NULL DEFAULT 0,
    ${STAMPS},
    KEY ix_slide_urutan (urutan)
  ) ${TABLE}`,

  // The publisher's builds: queued, building, live or failed.
  `CREATE TABLE site_build (
    id_build INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    status VARCHAR(10) NOT NULL CHECK (status IN ('queued','building','live','failed')),
    pemicu VARCHAR(200) NOT NULL,
    requested_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    started_at DATETIME(3) NULL,
    finished_at DATETIME(3) NULL,
    rilis VARCHAR(100) NULL,
    halaman INT UNSIGNED NULL,
    error TEXT NULL,
    KEY ix_build_status (status, id_build),
    KEY ix_build_requested (requested_at)
  ) ${TABLE}`,

  // Who changed what: kept when the user is deleted, so no foreign key on id_user.
  `CREATE TABLE audit_log (
    id_audit BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    id_user INT UNSIGNED NULL,
    username VARCHAR(50) NULL,
    aksi VARCHAR(10) NOT NULL CHECK (aksi IN ('create','update','delete')),
    tabel VARCHAR(40) NOT NULL,
    id_record VARCHAR(40) NOT NULL,
    perubahan JSON NULL,
    created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY ix_audit_record (tabel, id_record, id_audit),
    KEY ix_audit_created (created_at),
    KEY ix_audit_user (id_user, id_audit)
  ) ${TABLE}`,

  `INSERT INTO role (id_role, nama_role) VALUES (1,'admin'),(2,'pendeta'),(3,'petugas_inventaris'),(4,'author')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
