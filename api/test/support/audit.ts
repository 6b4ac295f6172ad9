import type { Db } from '@gkj/db';

/** What the audit log recorded on one table, oldest first ('create', 'update', 'delete' …). */
export async function auditActions(db: Db, table: string): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('aksi')
    .where('tabel', '=', table)
    .orderBy('id_audit')
    .execute();
  return rows.map((row) => row.aksi);
}
