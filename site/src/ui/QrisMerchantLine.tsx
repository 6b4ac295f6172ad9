import type { Pengaturan } from '@gkj/contract';

/** The merchant a QRIS pays, as decoded from the uploaded code. */
export interface QrisRecipient {
  nama: string;
  nmid: string;
}

/** The recipient of the offering QRIS, or null when the stored code was never decoded. */
export function qrisRecipientOf(pengaturan: Pengaturan): QrisRecipient | null {
  const { qris_nama_merchant: nama, qris_nmid: nmid } = pengaturan;
  return nama && nmid ? { nama, nmid } : null;
}

/**
 * 'Nama penerima: {merchant} · NMID {nmid}': what a giver compares with their banking app's
 * confirmation before paying. The NMID stays on one line.
 */
export function QrisMerchantLine({ merchant, className }: { merchant: QrisRecipient; className?: string }) {
  return (
    <p className={className ? `qris-merchant ${className}` : 'qris-merchant'}>
      Nama penerima: <strong>{merchant.nama}</strong>
      {' · '}
      <span className="qris-nmid">{`NMID ${merchant.nmid}`}</span>
    </p>
  );
}
