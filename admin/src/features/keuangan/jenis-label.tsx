import { capitalize } from '../../lib/format.ts';

/** Income in green, expense in red and bold, first letter capitalised. */
export function JenisLabel({ jenis }: { jenis: string }) {
  return <span className={jenis === 'pengeluaran' ? 'amount-out' : 'amount-in'}>{capitalize(jenis)}</span>;
}
