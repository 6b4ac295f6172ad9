import type { MerchantQris } from '@gkj/contract';
import type { StoredQrisColumns } from '@gkj/contract/qris';

/** The settings' columns of the decoded QRIS merchant. */
export interface QrisColumns {
  qris_nama_merchant: string | null;
  qris_kota_merchant: string | null;
  qris_nmid: string | null;
}

/** The columns of a decoded merchant, or all null when the QRIS image is removed. */
export function qrisColumns(merchant: MerchantQris | null): QrisColumns {
  return {
    qris_nama_merchant: merchant?.nama_merchant ?? null,
    qris_kota_merchant: merchant?.kota_merchant ?? null,
    qris_nmid: merchant?.nmid ?? null,
  };
}

/**
 * What the audit row keeps of a QRIS change, as `{ sebelum, sesudah }` pairs. When the merchant name or
 * NMID changed (the change the overview warns about), all three columns, so the warning can name the whole
 * merchant on both sides; a changed city alone, only itself.
 */
export function qrisAuditPairs(
  before: StoredQrisColumns | undefined,
  after: StoredQrisColumns,
): Record<string, { sebelum: string | null; sesudah: string | null }> {
  const pair = (column: keyof QrisColumns) => ({
    sebelum: before?.[column] ?? null,
    sesudah: after[column] ?? null,
  });
  const changed = (column: keyof QrisColumns) => pair(column).sebelum !== pair(column).sesudah;
  const columns: (keyof QrisColumns)[] =
    changed('qris_nama_merchant') || changed('qris_nmid')
      ? ['qris_nama_merchant', 'qris_kota_merchant', 'qris_nmid']
      : changed('qris_kota_merchant')
        ? ['qris_kota_merchant']
        : [];
  return Object.fromEntries(columns.map((column) => [column, pair(column)]));
}
