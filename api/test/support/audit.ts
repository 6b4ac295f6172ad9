import type { AuditAksi, Db } from '@gkj/db';

/** What the audit log recorded on one table, oldest first ('create', 'update', 'delete' …). */
export async function auditActions(db: Db, table: string): Promise<string[]> {
  return (await auditLog(db, table)).map((row) => row.aksi);
}

/** An audit row's changes as an object: MariaDB hands JSON back as text, MySQL as an object. */
const changesOf = (perubahan: unknown) => (typeof perubahan === 'string' ? JSON.parse(perubahan) : perubahan);

/** The audit log's rows on one table, oldest first, each with its changes read as an object. */
export async function auditLog(db: Db, table: string) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('tabel', '=', table)
    .orderBy('id_audit')
    .execute();
  return rows.map((row) => ({ ...row, perubahan: changesOf(row.perubahan) }));
}

/** The changes the first audit row of one action recorded (for a test that makes one such change). */
export async function auditChange(db: Db, aksi: AuditAksi): Promise<unknown> {
  const row = await db
    .selectFrom('audit_log')
    .select('perubahan')
    .where('aksi', '=', aksi)
    .orderBy('id_audit')
    .executeTakeFirstOrThrow();
  return changesOf(row.perubahan);
}
