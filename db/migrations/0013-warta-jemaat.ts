import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// The weekly bulletin (warta jemaat): the Sunday it is for, a title, an optional text and an optional PDF
// (its stored path and size in bytes), with the publishing workflow's columns as articles have them. Its
// saves keep revisions like articles and activities, so the revision table takes it too.
const STATUS = `'draf','tinjauan','terjadwal','terbit'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE warta_jemaat (
      id_warta INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
      tanggal_warta DATE NOT NULL,
      judul_warta VARCHAR(200) NOT NULL,
      isi_warta MEDIUMTEXT NULL,
      berkas_pdf VARCHAR(255) NULL,
      berkas_pdf_ukuran INT UNSIGNED NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'draf',
      terbit_pada DATETIME NULL,
      catatan_tinjauan TEXT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      CONSTRAINT ck_warta_jemaat_status CHECK (status IN (${sql.raw(STATUS)})),
      KEY ix_warta_jemaat_tanggal (tanggal_warta, id_warta),
      KEY ix_warta_jemaat_judul (judul_warta),
      KEY ix_warta_jemaat_status (status, terbit_pada),
      UNIQUE KEY uq_warta_jemaat_pdf (berkas_pdf)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
  `.execute(db);
  // The column's own CHECK (MariaDB names it after the column) is replaced with the column.
  await sql`
    ALTER TABLE content_revision
      MODIFY tabel VARCHAR(40) NOT NULL CHECK (tabel IN ('artikel','kegiatan_gereja','warta_jemaat'))
  `.execute(db);
}
