import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// Two-factor sign-in with an authenticator app (TOTP, RFC 6238). `totp_rahasia` is the confirmed secret,
// `totp_rahasia_baru` one being enrolled (shown as a QR code, confirmed by a first code);
// `totp_langkah_terakhir` is the time step of the last code accepted, so a code is never accepted twice.
// Recovery codes are kept only as hashes, each usable once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user
      ADD COLUMN totp_rahasia VARCHAR(64) NULL AFTER harus_ganti_password,
      ADD COLUMN totp_rahasia_baru VARCHAR(64) NULL AFTER totp_rahasia,
      ADD COLUMN totp_aktif_sejak DATETIME NULL AFTER totp_rahasia_baru,
      ADD COLUMN totp_langkah_terakhir BIGINT UNSIGNED NULL AFTER totp_aktif_sejak
  `.execute(db);
  await sql`
    CREATE TABLE kode_cadangan (
      id_kode INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      id_user INT UNSIGNED NOT NULL,
      hash_kode CHAR(64) NOT NULL,
      dipakai_pada DATETIME NULL,
      CONSTRAINT fk_kode_cadangan_user FOREIGN KEY (id_user) REFERENCES user (id_user) ON DELETE CASCADE,
      UNIQUE KEY uq_kode_cadangan (id_user, hash_kode)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
  `.execute(db);
  await sql`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_aksi`.execute(db);
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ck_audit_aksi CHECK (aksi IN (
    'create','update','delete','login','login_fail','throttle','pw_change','pw_reset','pw_wrong',
    'session_end','read','export','mfa_on','mfa_off','mfa_reset','mfa_codes'
  ))`.execute(db);
}
