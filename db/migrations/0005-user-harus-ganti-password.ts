import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
export async function up(db: Kysely<unknown>): Promise<void> {
  // After an admin resets a password the admin knows it too: the account's owner must choose a new one
  // before doing anything else, so the flag lives on the account and holds across sign-ins until then.
  await sql`ALTER TABLE user ADD COLUMN harus_ganti_password TINYINT(1) NOT NULL DEFAULT 0 AFTER password_user`.execute(
    db,
  );
  // The sign-in throttle makes each attempt past the free ones wait a time that grows with the count,
  // measured from the key's latest failure (`mulai` stays the first failure of the series).
  await sql`ALTER TABLE login_failure
    ADD COLUMN terakhir DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) AFTER mulai,
    ADD KEY ix_login_failure_terakhir (terakhir)`.execute(db);
  // Security events join data changes in the audit log: sign-ins that succeeded or failed, delays the
  // throttle imposed, and passwords changed, reset or wrongly given. Redefining the column drops its
  // inline check on MariaDB; MySQL keeps it as a named table constraint, dropped by name below.
  await sql`ALTER TABLE audit_log MODIFY aksi VARCHAR(20) NOT NULL`.execute(db);
  const { rows } = await sql<{ name: string }>`
    SELECT tc.CONSTRAINT_NAME AS name
    FROM information_schema.TABLE_CONSTRAINTS tc
    JOIN information_schema.CHECK_CONSTRAINTS cc
      ON cc.CONSTRAINT_SCHEMA = tc.CONSTRAINT_SCHEMA AND cc.CONSTRAINT_NAME = tc.CONSTRAINT_NAME
    WHERE tc.TABLE_SCHEMA = DATABASE() AND tc.TABLE_NAME = 'audit_log' AND tc.CONSTRAINT_TYPE = 'CHECK'
      AND cc.CHECK_CLAUSE LIKE '%aksi%'
  `.execute(db);
  for (const { name } of rows) await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ck_audit_aksi CHECK (aksi IN (
    'create','update','delete','login','login_fail','throttle','pw_change','pw_reset','pw_wrong'
  ))`.execute(db);
}
