import type { MerchantQris, PerubahanQrisTerakhir } from '@gkj/contract';
import useSWR from 'swr';
import { LinkButton } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { QRIS_PERUBAHAN_KEY } from '../konten-situs/index.ts';

const describe = (merchant: MerchantQris | null, none: string) =>
  merchant ? `${merchant.nama_merchant} (NMID ${merchant.nmid})` : none;

/**
 * A swapped offering QRIS is a known fraud: for 7 days after its merchant or NMID changed, every admin's
 * overview says when, by whom and from what to what. Nothing shows without such a change (or while loading).
 */
export function QrisChangeWarning() {
  const { data } = useSWR<PerubahanQrisTerakhir>(QRIS_PERUBAHAN_KEY);
  const change = data?.data;
  if (!change) return null;
  return (
    <section className="card qris-warning" aria-labelledby="qris-warning-title">
      <h2 id="qris-warning-title" className="card-title">
        Peringatan: QRIS persembahan diganti
      </h2>
      <p className="qris-warning-text">
        QRIS persembahan diganti pada {formatDateTime(change.waktu)} oleh{' '}
        {change.username ?? 'pengguna yang sudah dihapus'}:{' '}
        {describe(change.sebelum, 'belum ada data penerima')} → {describe(change.sesudah, 'QRIS dihapus')}.
        Pastikan ini disengaja.
      </p>
      <LinkButton variant="secondary" size="sm" href="/admin-dashboard/konten-situs">
        Periksa QRIS
      </LinkButton>
    </section>
  );
}
