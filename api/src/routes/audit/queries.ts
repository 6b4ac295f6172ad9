import { AUDIT_SORT, type AuditQuery } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { ACCESS_AKSI, DATA_AKSI, SECURITY_AKSI } from '../../plugins/audit.ts';

const KATEGORI = { data: DATA_AKSI, keamanan: SECURITY_AKSI, akses: ACCESS_AKSI } as const;

export async function listAudit(db: Db, aggregates: AggregateCache, query: Static<typeof AuditQuery>) {
  let select = db
    .selectFrom('audit_log')
    .select(['id_audit', 'id_user', 'username', 'aksi', 'tabel', 'id_record', 'perubahan', 'created_at']);
  if (query.tabel) select = select.where('tabel', '=', query.tabel);
  if (query.id_record) select = select.where('id_record', '=', query.id_record);
  if (query.kategori) select = select.where('aksi', 'in', KATEGORI[query.kategori]);
  const result = await listRows(aggregates, select, query, {
    search: ['username', 'tabel', 'id_record'],
    sort: AUDIT_SORT,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    id: 'id_audit',
  });
  // MariaDB stores JSON as text, so the driver hands it back as a string.
  const data = result.data.map((row) => ({
    ...row,
    perubahan: typeof row.perubahan === 'string' ? JSON.parse(row.perubahan) : row.perubahan,
  }));
  return { data, total: result.total };
}
