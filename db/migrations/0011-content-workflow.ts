import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// The publishing workflow of articles and activities: a status (existing content counts as published),
// the time a scheduled item goes live, the reviewer's note when it was sent back; and a revision of
// each save, kept in an internal table (English name, as the other internal tables).
const STATUS_COLUMNS = sql`
  ADD COLUMN status VARCHAR(10) NOT NULL DEFAULT 'terbit',
  ADD COLUMN terbit_pada DATETIME NULL,
  ADD COLUMN catatan_tinjauan TEXT NULL`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['artikel', 'kegiatan_gereja']) {
    await sql`ALTER TABLE ${sql.table(table)} ${STATUS_COLUMNS},
      ADD CONSTRAINT ${sql.raw(`ck_${table}_status`)} CHECK (status IN ('draf','tinjauan','terjadwal','terbit')),
      ADD KEY ${sql.raw(`ix_${table}_status`)} (status, terbit_pada)`.execute(db);
  }
  await sql`
    CREATE TABLE content_revision (
      id_revisi INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
      tabel VARCHAR(40) NOT NULL CHECK (tabel IN ('artikel','kegiatan_gereja')),
      id_record INT UNSIGNED NOT NULL,
      nomor INT UNSIGNED NOT NULL,
      keterangan VARCHAR(100) NOT NULL,
      id_user INT UNSIGNED NULL,
      username VARCHAR(50) NULL,
      isi JSON NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_content_revision (tabel, id_record, nomor),
      CONSTRAINT fk_content_revision_user FOREIGN KEY (id_user) REFERENCES user (id_user) ON DELETE SET NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
  `.execute(db);
  await sql`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_aksi`.execute(db);
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ck_audit_aksi CHECK (aksi IN (
    'create','update','delete','login','login_fail','throttle','pw_change','pw_reset','pw_wrong',
    'session_end','read','export','mfa_on','mfa_off','mfa_reset','mfa_codes',
    'submit','return','schedule','publish','unpublish','restore'
  ))`.execute(db);
}
