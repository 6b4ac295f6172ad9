import type { MerchantQris, PerubahanQris } from '@gkj/contract';
import { storedMerchant } from '@gkj/contract/qris';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { QrisColumns } from './qris-columns.ts';

/** How long every admin's overview warns about a changed QRIS merchant. */
export const QRIS_WARNING_DAYS = 7;

type Pair = { sebelum?: string | null; sesudah?: string | null };

/** One side (`sebelum` or `sesudah`) of the audit row's pairs, as a merchant. */
function side(changes: Record<string, Pair | undefined>, key: keyof Pair): MerchantQris | null {
  const column = (name: keyof QrisColumns) => changes[name]?.[key] ?? null;
  return storedMerchant({
    qris_nama_merchant: column('qris_nama_merchant'),
    qris_kota_merchant: column('qris_kota_merchant'),
    qris_nmid: column('qris_nmid'),
  });
}

/**
 * The latest change of the QRIS merchant or NMID within the warning's days, from the audit log: the
 * settings' audit rows that carry the NMID pair (written with the name's whenever either changed).
 */
export async function latestQrisChange(db: Db): Promise<PerubahanQris | null> {
  const row = await db
    .selectFrom('audit_log')
    .select(['created_at', 'username', 'perubahan'])
    .where('tabel', '=', 'pengaturan_situs')
    .where('id_record', '=', '1')
    .where(sql<boolean>`JSON_CONTAINS_PATH(perubahan, 'one', '$.qris_nmid')`)
    .where(sql<boolean>`created_at >= NOW(3) - INTERVAL ${QRIS_WARNING_DAYS} DAY`)
    .orderBy('id_audit', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  // MariaDB stores JSON as text, so the driver hands it back as a string.
  const changes = (typeof row.perubahan === 'string' ? JSON.parse(row.perubahan) : row.perubahan) as Record<
    string,
    Pair | undefined
  >;
  return {
    waktu: row.created_at,
    username: row.username,
    sebelum: side(changes, 'sebelum'),
    sesudah: side(changes, 'sesudah'),
  };
}
