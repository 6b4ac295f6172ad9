import type { MerchantQris } from '@gkj/contract';

/** Whether a new code pays someone else than the stored one (the change every admin is warned of). */
export const isOtherMerchant = (current: MerchantQris | null, next: MerchantQris) =>
  current !== null && (current.nama_merchant !== next.nama_merchant || current.nmid !== next.nmid);

/** Name, city and NMID, as a giver's banking app shows them before paying. */
export function MerchantDetails({ merchant, label }: { merchant: MerchantQris; label: string }) {
  return (
    <dl className="detail-list qris-merchant" aria-label={label}>
      <dt>Nama penerima</dt>
      <dd>{merchant.nama_merchant}</dd>
      <dt>Kota</dt>
      <dd>{merchant.kota_merchant || '—'}</dd>
      <dt>NMID</dt>
      <dd className="qris-nmid">{merchant.nmid}</dd>
    </dl>
  );
}
