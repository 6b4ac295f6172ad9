import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatDate, formatRupiah } from '../../lib/format.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { ReportTable } from './report-table.tsx';
import type { DetailLine } from './types.ts';

const WITHOUT = 'Tanpa kategori';

function groups(lines: DetailLine[], jenis: DetailLine['jenis_transaksi']) {
  const byCategory = new Map<string, DetailLine[]>();
  for (const line of lines.filter((l) => l.jenis_transaksi === jenis)) {
    const key = line.nama_kategori ?? WITHOUT;
    byCategory.set(key, [...(byCategory.get(key) ?? []), line]);
  }
  return [...byCategory.entries()].sort(([a], [b]) =>
    a === WITHOUT ? 1 : b === WITHOUT ? -1 : a.localeCompare(b),
  );
}

/** The period's transactions per category; a line with a receipt opens it. */
export function ReportDetails({ lines }: { lines: DetailLine[] }) {
  const [shown, setShown] = useState<DetailLine | null>(null);
  return (
    <section className="report-details" aria-labelledby="rincian-title">
      <h2 id="rincian-title" className="section-title">
        Daftar transaksi per kategori
      </h2>
      {lines.length === 0 && <p className="muted">Tidak ada transaksi dalam periode ini.</p>}
      {(['pemasukan', 'pengeluaran'] as const).flatMap((jenis) =>
        groups(lines, jenis).map(([kategori, rows]) => (
          <ReportTable
            key={`${jenis}-${kategori}`}
            caption={`${jenis === 'pemasukan' ? 'Pemasukan' : 'Pengeluaran'} · ${kategori}`}
            columns={[{ label: 'Tanggal' }, { label: 'Transaksi' }, { label: 'Jumlah (Rp)', numeric: true }]}
          >
            {rows.map((row) => (
              <tr key={row.id_transaksi}>
                <td className="nowrap">{formatDate(row.tanggal_transaksi)}</td>
                <td>
                  {row.nama_transaksi}
                  {/* Under the name rather than in a column of its own: three columns fit a phone. */}
                  {row.bukti_transaksi && (
                    <span className="receipt-open no-print">
                      <Button
                        size="sm"
                        aria-label={`Lihat bukti ${row.nama_transaksi}`}
                        onPress={() => setShown(row)}
                      >
                        Lihat bukti
                      </Button>
                    </span>
                  )}
                </td>
                <td className="num">{formatRupiah(row.jumlah_transaksi)}</td>
              </tr>
            ))}
          </ReportTable>
        )),
      )}
      <ReceiptDialog line={shown} onClose={() => setShown(null)} />
    </section>
  );
}
